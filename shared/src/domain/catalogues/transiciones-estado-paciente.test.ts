import { expect, test } from '@jest/globals';
import { ESTADO_PACIENTE } from './estado-paciente';
import { TRANSICIONES_ESTADO_PACIENTE } from './transiciones-estado-paciente';

const flecha = ({ desde, hacia }: { desde: string; hacia: string }) => `${desde}→${hacia}`;

test('estado_paciente has the six states of §7', () => {
  expect(ESTADO_PACIENTE.map((fila) => [fila.codigo, fila.etiqueta])).toEqual([
    ['BORRADOR', 'Borrador'],
    ['ACTIVO', 'Activo'],
    ['FALLECIDO', 'Fallecido'],
    ['PERDIDO_SEGUIMIENTO', 'Perdido para el seguimiento'],
    ['RETIRADO', 'Consentimiento retirado'],
    ['EXCLUIDO', 'Excluido'],
  ]);
});

test('the allowed transitions are exactly those of §7', () => {
  expect(TRANSICIONES_ESTADO_PACIENTE.map(flecha)).toEqual([
    'BORRADOR→ACTIVO',
    'BORRADOR→EXCLUIDO',
    'ACTIVO→FALLECIDO',
    'ACTIVO→PERDIDO_SEGUIMIENTO',
    'ACTIVO→RETIRADO',
    'ACTIVO→EXCLUIDO',
    'PERDIDO_SEGUIMIENTO→ACTIVO',
    'PERDIDO_SEGUIMIENTO→FALLECIDO',
    'PERDIDO_SEGUIMIENTO→RETIRADO',
    'FALLECIDO→ACTIVO',
    'RETIRADO→ACTIVO',
    'EXCLUIDO→ACTIVO',
  ]);
});

test('only the returns to ACTIVO from FALLECIDO, RETIRADO and EXCLUIDO are admin-only', () => {
  expect(TRANSICIONES_ESTADO_PACIENTE.filter((t) => t.soloAdmin).map(flecha)).toEqual([
    'FALLECIDO→ACTIVO',
    'RETIRADO→ACTIVO',
    'EXCLUIDO→ACTIVO',
  ]);
  expect(TRANSICIONES_ESTADO_PACIENTE.filter((t) => t.soloAlBorrarMuerte).map(flecha)).toEqual(['FALLECIDO→ACTIVO']);
});
