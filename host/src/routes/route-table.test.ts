import { expect, test } from '@jest/globals';
import { matchPath } from 'react-router-dom';
import { GUARD_ADMIN, GUARD_AUDITORIA, ROUTE_TABLE } from './route-table';

/** Spec §2 paths with a sample URL each, and the admin paths of the contract. */
const EXPECTED: [url: string, remote: string, screen: string][] = [
  ['/', 'patients', 'Inicio'],
  ['/login', 'auth', 'Login'],
  ['/descargas', 'downloads', 'Descargas'],
  ['/registrar-paciente', 'patients', 'RegistrarPaciente'],
  ['/registrar-paciente/12', 'patients', 'RegistrarPaciente'],
  ['/paciente/12', 'patients', 'Paciente'],
  ['/datos-esenciales/12', 'patients', 'DatosEsenciales'],
  ['/diagnostico/12', 'patients', 'Diagnostico'],
  ['/induccion/12', 'patients', 'Induccion'],
  ['/consolidacion/12', 'patients', 'Consolidacion'],
  ['/trasplante/12', 'patients', 'Trasplante'],
  ['/seguimiento/12', 'patients', 'Seguimiento'],
  ['/recaida/12', 'patients', 'Recaida'],
  ['/muerte/12', 'patients', 'Muerte'],
  ['/biobanco/LMA-0012/3', 'samples', 'Biobanco'],
  ['/registrar-muestra/paciente/12', 'samples', 'RegistrarMuestraPaciente'],
  ['/registrar-muestra/5', 'samples', 'RegistrarMuestra'],
  ['/registrar-muestra-ensayo/paciente/12', 'samples', 'RegistrarMuestraEnsayoPaciente'],
  ['/registrar-muestra-ensayo/5', 'samples', 'RegistrarMuestraEnsayo'],
  ['/confirmar-muestra/5', 'samples', 'ConfirmarMuestra'],
  ['/subir-informe/5', 'samples', 'SubirInforme'],
  ['/admin/usuarios', 'auth', 'Usuarios'],
  ['/admin/hospitales', 'auth', 'Hospitales'],
  ['/admin/bitacora', 'auth', 'Bitacora'],
  ['/auditoria', 'auth', 'Auditoria'],
  ['/cambiar-contrasena', 'auth', 'CambiarContrasena'],
];

test.each(EXPECTED)('%s is served by %s/%s', (url, remote, screen) => {
  const matches = ROUTE_TABLE.filter((route) => matchPath(route.path, url) !== null);
  expect(matches.map((route) => [route.remote, route.screen])).toEqual([[remote, screen]]);
});

test('the table has no route beyond the spec and the contract', () => {
  expect(ROUTE_TABLE).toHaveLength(EXPECTED.length);
});

test('only /login lives outside the main layout; /admin/* is for ADMIN and /auditoria for ADMIN and COORDINADOR', () => {
  expect(ROUTE_TABLE.filter((route) => !route.layout).map((route) => route.path)).toEqual(['/login']);
  expect(ROUTE_TABLE.filter((route) => route.guard === GUARD_ADMIN).every((route) => route.path.startsWith('/admin/'))).toBe(true);
  expect(ROUTE_TABLE.filter((route) => route.path.startsWith('/admin/')).every((route) => route.guard === GUARD_ADMIN)).toBe(true);
  expect(ROUTE_TABLE.filter((route) => route.guard !== undefined && route.guard !== GUARD_ADMIN).map((route) => route.path)).toEqual(['/auditoria']);
  expect(GUARD_AUDITORIA.roles).toEqual(['ADMIN', 'COORDINADOR']);
});
