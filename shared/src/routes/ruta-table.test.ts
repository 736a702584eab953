import { describe, expect, it, test } from '@jest/globals';
import { matchPath } from 'react-router-dom';
import { ETAPAS, ROLES_AUDITORIA, ROLES_POR_FACULTAD } from '@registro-lma/shared/domain';
import { inicioDe, ROLES_ADMINISTRACION, RUTAS, RUTAS_ETAPAS, TABLA_RUTAS } from './ruta-table';

/** seed-spec §2, «Screens and routes», as written there. */
const RUTAS_ESPEC = [
  '/',
  '/login',
  '/mantenimiento',
  '/descargas',
  '/registrar-paciente',
  '/registrar-paciente/{id}',
  '/paciente/{id}',
  '/datos-esenciales/{id}',
  '/diagnostico/{id}',
  '/induccion/{id}',
  '/consolidacion/{id}',
  '/trasplante/{id}',
  '/seguimiento/{id}',
  '/recaida/{id}',
  '/muerte/{id}',
  '/biobanco/{upn}/{id}',
  '/registrar-muestra/paciente/{id}',
  '/registrar-muestra/{id}',
  '/registrar-muestra-ensayo/paciente/{id}',
  '/registrar-muestra-ensayo/{id}',
  '/confirmar-muestra/{id}',
  '/subir-informe/{id}',
];

/** A URL of a path pattern, with a sample value for each parameter. */
const ejemplo = (patron: string) => patron.replace(/[{:](\w+)\}?/g, (_, nombre: string) => (nombre === 'upn' ? 'LMA-0012' : '12'));

const servidasPor = (url: string) => TABLA_RUTAS.filter((ruta) => matchPath(ruta.path, url) !== null);

test.each(RUTAS_ESPEC)('%s lo sirve exactamente una ruta de la tabla', (patron) => {
  expect(servidasPor(ejemplo(patron)).map((ruta) => ruta.path)).toEqual([patron.replace(/\{(\w+)\}/g, ':$1')]);
});

test('no two routes share a path', () => {
  expect(new Set(TABLA_RUTAS.map((ruta) => ruta.path)).size).toBe(TABLA_RUTAS.length);
});

test('every link a route builds opens that route and no other', () => {
  for (const ruta of [...Object.values(RUTAS), ...Object.values(RUTAS_ETAPAS)]) {
    const parametros = Object.fromEntries([...ruta.path.matchAll(/:(\w+)/g)].map(([, nombre]) => [nombre, nombre === 'upn' ? 'LMA 12/ñ' : 7]));
    const url = (ruta.href as (parametros: object) => string)(parametros);
    expect(servidasPor(url)).toEqual([ruta]);
    const leidos = Object.entries(matchPath(ruta.path, url)?.params ?? {}).map(([nombre, valor]) => [nombre, decodeURIComponent(valor ?? '')]);
    expect(Object.fromEntries(leidos)).toEqual(Object.fromEntries(Object.entries(parametros).map(([nombre, valor]) => [nombre, String(valor)])));
  }
});

describe('stage screens', () => {
  it('every stage is edited on a screen that has its route, served by the patients remote', () => {
    for (const etapa of ETAPAS) {
      expect(RUTAS_ETAPAS[etapa.pantalla]).toMatchObject({ path: `/${etapa.pantalla}/:id`, remote: 'patients', layout: true });
    }
  });

  it('a stage screen is named after a stage that is edited on it', () => {
    for (const [pantalla, ruta] of Object.entries(RUTAS_ETAPAS)) {
      expect(ETAPAS.find((etapa) => etapa.id === pantalla)?.pantalla).toBe(pantalla);
      expect(ruta.href({ id: 12 })).toBe(`/${pantalla}/12`);
    }
  });
});

test('only /login and the maintenance page live outside the main layout; only the maintenance page is the host’s own', () => {
  expect(TABLA_RUTAS.filter((ruta) => !ruta.layout).map((ruta) => ruta.path)).toEqual(['/login', '/mantenimiento']);
  expect(TABLA_RUTAS.filter((ruta) => ruta.remote === null)).toEqual([RUTAS.mantenimiento]);
});

test('/admin/* is for ADMIN, /auditoria for the roles that read the audit trail, /calidad for those with the data-quality worklist, the worklists for their role and ADMIN (the biobank also read by COORDINADOR and LECTURA), the panel for the roles that read clinical data; every other route for any signed-in user', () => {
  expect(TABLA_RUTAS.filter((ruta) => ruta.roles === ROLES_ADMINISTRACION).every((ruta) => ruta.path.startsWith('/admin/'))).toBe(true);
  expect(TABLA_RUTAS.filter((ruta) => ruta.path.startsWith('/admin/')).every((ruta) => ruta.roles === ROLES_ADMINISTRACION)).toBe(true);
  expect(
    Object.fromEntries(TABLA_RUTAS.filter((ruta) => ruta.roles !== undefined && ruta.roles !== ROLES_ADMINISTRACION).map((ruta) => [ruta.path, ruta.roles])),
  ).toEqual({
    '/auditoria': ROLES_AUDITORIA,
    '/calidad': ROLES_POR_FACULTAD.ver_calidad,
    '/laboratorio': ['LABORATORIO', 'ADMIN'],
    '/laboratorio/recepcion-en-bloque': ['LABORATORIO', 'ADMIN'],
    '/biobanco': ['BIOBANCO', 'ADMIN', 'COORDINADOR', 'LECTURA'],
    '/panel': ['ADMIN', 'COORDINADOR', 'CLINICO', 'LECTURA'],
  });
  expect(ROLES_ADMINISTRACION).toEqual(['ADMIN']);
  expect(ROLES_AUDITORIA).toEqual(['ADMIN', 'COORDINADOR', 'CLINICO']);
  expect(ROLES_POR_FACULTAD.ver_calidad).toEqual(['ADMIN', 'COORDINADOR', 'CLINICO']);
});

test('each role lands on its home: the worklists for the laboratory and the biobank, the patient list for the others', () => {
  expect(inicioDe('LABORATORIO')).toBe('/laboratorio');
  expect(inicioDe('BIOBANCO')).toBe('/biobanco');
  expect(inicioDe('CLINICO')).toBe('/');
  expect(inicioDe(undefined)).toBe('/');
});
