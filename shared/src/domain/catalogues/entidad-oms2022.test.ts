import { expect, test } from '@jest/globals';
import { CALIFICADOR_OMS2022, ENTIDAD_OMS2022 } from './entidad-oms2022';

const fila = (codigo: string) => ENTIDAD_OMS2022.find((entidad) => entidad.codigo === codigo);

test('entidad_oms2022 has 30 WHO 2022 entities from APL to not classifiable', () => {
  expect(ENTIDAD_OMS2022).toHaveLength(30);
  expect(ENTIDAD_OMS2022[0]).toEqual({
    codigo: 'LPA_PML_RARA',
    etiqueta: 'Leucemia promielocítica aguda con fusión PML::RARA',
    orden: 1,
    activo: true,
    umbral_blastos: null,
  });
  expect(ENTIDAD_OMS2022.at(-1)).toMatchObject({ codigo: 'NO_CLASIFICADA', etiqueta: 'No clasificable / datos insuficientes', orden: 30 });
});

test('blast thresholds: 20 % where stated, none for the genetic entities, special criteria in the note', () => {
  expect(fila('LMA_BCR_ABL1')?.umbral_blastos).toEqual({ minimo: 20, maximo: null });
  expect(fila('LMA_NPM1')?.umbral_blastos).toBeNull();
  expect(fila('LEUCEMIA_ERITROIDE')).toMatchObject({ umbral_blastos: null, nota: '≥ 30 % pronormoblasts, erythroid ≥ 80 %' });
  expect(fila('SMD_IB2')).toMatchObject({ etiqueta: 'SMD con aumento de blastos 2 (SMD-IB2, 10–19 %)', nota: 'only when `entidad` = SMD_LMA' });
  expect(ENTIDAD_OMS2022.filter((entidad) => entidad.umbral_blastos?.minimo === 20)).toHaveLength(10);
});

test('calificador_oms2022 has the two qualifiers and NINGUNO', () => {
  expect(CALIFICADOR_OMS2022.map((calificador) => [calificador.codigo, calificador.etiqueta])).toEqual([
    ['POST_TERAPIA_CITOTOXICA', 'Post-terapia citotóxica (NM-pTC)'],
    ['PREDISPOSICION_GERMINAL', 'Asociada a predisposición germinal'],
    ['NINGUNO', 'Ninguno'],
  ]);
});
