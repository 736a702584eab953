import { expect, test } from '@jest/globals';
import { CALIFICADOR_ICC2022, ENTIDAD_ICC2022 } from './entidad-icc2022';

const umbral = (codigo: string) => ENTIDAD_ICC2022.find((entidad) => entidad.codigo === codigo)?.umbral_blastos;

test('entidad_icc2022 has 24 ICC 2022 entities', () => {
  expect(ENTIDAD_ICC2022).toHaveLength(24);
  expect(ENTIDAD_ICC2022[0]).toEqual({
    codigo: 'APL_PML_RARA',
    etiqueta: 'LPA con t(15;17)(q24.1;q21.2)/PML::RARA',
    orden: 1,
    activo: true,
    umbral_blastos: { minimo: 10, maximo: null },
  });
  expect(ENTIDAD_ICC2022[7]).toMatchObject({
    codigo: 'LMA_INV_3',
    etiqueta: 'LMA con inv(3)(q21.3q26.2) o t(3;3)(q21.3;q26.2)/GATA2; MECOM',
  });
  expect(ENTIDAD_ICC2022.at(-1)).toMatchObject({ codigo: 'NO_CLASIFICADA', orden: 24, umbral_blastos: null });
});

test('ICC thresholds: 10 % recurrent genetics, 20 % BCR::ABL1 and AML groups, 10–19 % MDS/AML', () => {
  expect(umbral('LMA_NPM1')).toEqual({ minimo: 10, maximo: null });
  expect(umbral('LMA_T_9_22')).toEqual({ minimo: 20, maximo: null });
  expect(umbral('LMA_NOS')).toEqual({ minimo: 20, maximo: null });
  expect(umbral('SMD_LMA_TP53')).toEqual({ minimo: 10, maximo: 19 });
  expect(umbral('SARCOMA_MIELOIDE')).toBeNull();
  expect(ENTIDAD_ICC2022.filter((entidad) => entidad.umbral_blastos?.maximo === 19).map((entidad) => entidad.codigo)).toEqual([
    'SMD_LMA_TP53',
    'SMD_LMA_MR_GENES',
    'SMD_LMA_MR_CITOGENETICA',
    'SMD_LMA_NOS',
  ]);
});

test('calificador_icc2022 ends with NINGUNO', () => {
  expect(CALIFICADOR_ICC2022.map((calificador) => calificador.codigo)).toEqual([
    'RELACIONADA_TERAPIA',
    'PROGRESION_SMD',
    'PROGRESION_SMD_NMP',
    'PREDISPOSICION_GERMINAL',
    'NINGUNO',
  ]);
  expect(CALIFICADOR_ICC2022[3]?.etiqueta).toBe('Predisposición germinal (especificar gen)');
});
