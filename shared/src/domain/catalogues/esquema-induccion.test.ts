import { expect, test } from '@jest/globals';
import { ESQUEMA_INDUCCION } from './esquema-induccion';

test('esquema_induccion has 25 schemes from 3+7 idarubicina to OTRO', () => {
  expect(ESQUEMA_INDUCCION).toHaveLength(25);
  expect(ESQUEMA_INDUCCION[0]).toEqual({
    codigo: 'IDA_ARAC_3_7',
    etiqueta: '3+7 idarubicina + citarabina',
    orden: 1,
    activo: true,
    int: 'I',
    diana: null,
  });
  expect(ESQUEMA_INDUCCION.at(-1)).toEqual({ codigo: 'OTRO', etiqueta: 'Otro (especificar)', orden: 25, activo: true, int: 'I/N', diana: null });
});

test('intensity and target columns', () => {
  const cuenta = (int: string) => ESQUEMA_INDUCCION.filter((fila) => fila.int === int).length;
  expect([cuenta('I'), cuenta('N'), cuenta('I/N')]).toEqual([12, 11, 2]);
  expect(ESQUEMA_INDUCCION.find((fila) => fila.codigo === 'ANTRA_ARAC_MIDOSTAURINA')).toMatchObject({
    etiqueta: '3+7 + midostaurina',
    int: 'I',
    diana: 'FLT3 (ITD o TKD)',
  });
  expect(ESQUEMA_INDUCCION.find((fila) => fila.codigo === 'AZA_IVOSIDENIB')).toMatchObject({ int: 'N', diana: 'IDH1 R132' });
});
