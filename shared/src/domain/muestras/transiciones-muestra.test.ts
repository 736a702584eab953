import { expect, test } from '@jest/globals';
import { ESTADO_MUESTRA } from '../catalogues/estado-muestra';
import { motivoTransicionNoPermitida, transicionPermitida, type EstadoMuestra } from './transiciones-muestra';

const PERMITIDAS: readonly (readonly [EstadoMuestra, EstadoMuestra])[] = [
  ['REGISTRADA', 'ENVIADA'],
  ['REGISTRADA', 'ANULADA'],
  ['ENVIADA', 'RECIBIDA'],
  ['ENVIADA', 'RECHAZADA'],
  ['RECIBIDA', 'EN_PROCESO'],
  ['RECIBIDA', 'INFORMADA'],
  ['EN_PROCESO', 'INFORMADA'],
  ['INFORMADA', 'INFORMADA'],
];

const ESTADOS = ESTADO_MUESTRA.map((fila) => fila.codigo);

test('exactly the transitions of catalogues.md §45 are allowed', () => {
  const permitidas = ESTADOS.flatMap((de) => ESTADOS.filter((a) => transicionPermitida(de, a)).map((a) => `${de}→${a}`));
  expect(permitidas.sort()).toEqual(PERMITIDAS.map(([de, a]) => `${de}→${a}`).sort());
});

test('RECHAZADA and ANULADA are terminal', () => {
  for (const a of ESTADOS) {
    expect(transicionPermitida('RECHAZADA', a)).toBe(false);
    expect(transicionPermitida('ANULADA', a)).toBe(false);
  }
});

test('any other change answers «Cambio de estado no permitido.»', () => {
  expect(motivoTransicionNoPermitida('REGISTRADA', 'RECIBIDA')).toBe('Cambio de estado no permitido.');
  expect(motivoTransicionNoPermitida('ENVIADA', 'REGISTRADA')).toBe('Cambio de estado no permitido.');
  expect(motivoTransicionNoPermitida('REGISTRADA', 'ENVIADA')).toBeNull();
});
