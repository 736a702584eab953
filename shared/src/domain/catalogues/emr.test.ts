import { expect, test } from '@jest/globals';
import { EMR_CMF_RESULTADO, EMR_DIANA_PCR, EMR_ESTADO, EMR_PCR_RESULTADO, MATERIAL_EMR } from './emr';

test('MRD results by flow and by qPCR', () => {
  expect(EMR_CMF_RESULTADO.map((fila) => fila.etiqueta)).toEqual([
    'Negativa (no detectable)',
    'Detectable < 0,1 % (por debajo del umbral ELN)',
    'Positiva (≥ 0,1 %)',
    'No valorable (muestra inadecuada / sin LAIP)',
    'No realizada',
  ]);
  expect(EMR_PCR_RESULTADO[1]).toEqual({ codigo: 'POSITIVA', etiqueta: 'Positiva (Cq < 40 en ≥ 2 de 3 réplicas)', orden: 2, activo: true });
  expect(EMR_ESTADO.map((fila) => fila.codigo)).toEqual(['NEGATIVA', 'POSITIVA_BAJA', 'POSITIVA', 'NO_EVALUADA']);
  expect(MATERIAL_EMR.map((fila) => fila.codigo)).toEqual(['MO', 'SP']);
});

test('qPCR targets are labelled as fusions', () => {
  expect(EMR_DIANA_PCR.map((fila) => [fila.codigo, fila.etiqueta])).toEqual([
    ['RUNX1_RUNX1T1', 'RUNX1::RUNX1T1'],
    ['CBFB_MYH11', 'CBFB::MYH11'],
    ['KMT2A_MLLT3', 'KMT2A::MLLT3'],
    ['PML_RARA', 'PML::RARA'],
    ['BCR_ABL1', 'BCR::ABL1'],
    ['DEK_NUP214', 'DEK::NUP214'],
    ['WT1', 'WT1 (sobreexpresión)'],
    ['OTRA', 'Otra (especificar)'],
  ]);
});
