import { describe, expect, test } from '@jest/globals';
import { ESTADO_PACIENTE, type EstadoPaciente } from '../catalogues/estado-paciente';
import { ROLES, type Rol } from '../catalogues/rol-usuario';
import { estadosAlcanzables, evaluarTransicion, transicionPermitida } from './transicion-estado';

const ESTADOS = ESTADO_PACIENTE.map((fila) => fila.codigo);

/** Manual changes a user may make (catalogues.md §7 and data-dictionary §2.3), with who may make them. */
const PERMITIDAS: Record<string, readonly Rol[]> = {
  'BORRADOR>EXCLUIDO': ['ADMIN', 'COORDINADOR'],
  'ACTIVO>PERDIDO_SEGUIMIENTO': ['ADMIN', 'COORDINADOR', 'CLINICO'],
  'ACTIVO>RETIRADO': ['ADMIN', 'COORDINADOR', 'CLINICO'],
  'ACTIVO>EXCLUIDO': ['ADMIN', 'COORDINADOR'],
  'PERDIDO_SEGUIMIENTO>ACTIVO': ['ADMIN', 'COORDINADOR', 'CLINICO'],
  'PERDIDO_SEGUIMIENTO>RETIRADO': ['ADMIN', 'COORDINADOR', 'CLINICO'],
  'RETIRADO>ACTIVO': ['ADMIN'],
  'EXCLUIDO>ACTIVO': ['ADMIN'],
};

const pares = ESTADOS.flatMap((desde) => ESTADOS.map((hacia): [EstadoPaciente, EstadoPaciente] => [desde, hacia]));

describe.each(ROLES)('role %s', (rol) => {
  test.each(pares)('%s → %s', (desde, hacia) => {
    const roles = PERMITIDAS[`${desde}>${hacia}`];
    const esperado = roles === undefined ? 'no_permitida' : roles.includes(rol) ? 'permitida' : 'sin_permisos';
    expect(evaluarTransicion(desde, hacia, rol)).toBe(esperado);
    expect(transicionPermitida(desde, hacia, rol)).toBe(esperado === 'permitida');
  });
});

test('the system-made changes are never manual: completing (BORRADOR → ACTIVO) and death', () => {
  expect(evaluarTransicion('BORRADOR', 'ACTIVO', 'ADMIN')).toBe('no_permitida');
  expect(evaluarTransicion('ACTIVO', 'FALLECIDO', 'ADMIN')).toBe('no_permitida');
  expect(evaluarTransicion('FALLECIDO', 'ACTIVO', 'ADMIN')).toBe('no_permitida');
});

test('the state selector offers what the role may choose', () => {
  expect(estadosAlcanzables('ACTIVO', 'CLINICO')).toEqual(['PERDIDO_SEGUIMIENTO', 'RETIRADO']);
  expect(estadosAlcanzables('ACTIVO', 'COORDINADOR')).toEqual(['PERDIDO_SEGUIMIENTO', 'RETIRADO', 'EXCLUIDO']);
  expect(estadosAlcanzables('RETIRADO', 'ADMIN')).toEqual(['ACTIVO']);
  expect(estadosAlcanzables('ACTIVO', 'LECTURA')).toEqual([]);
});
