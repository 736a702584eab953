import { expect, test } from '@jest/globals';
import { LABORATORIO } from './laboratorio';
import { TIPO_ESTUDIO } from './tipo-estudio';

test('laboratorio holds the five seed labs with their techniques', () => {
  expect(LABORATORIO.map((fila) => fila.codigo)).toEqual(['LAB_CMF_REF', 'LAB_CG_REF', 'LAB_MOL_REF', 'LAB_NGS_REF', 'LAB_LOCAL']);
  expect(LABORATORIO[0]).toEqual({
    codigo: 'LAB_CMF_REF',
    etiqueta: 'Laboratorio de referencia de citometría (diagnóstico y EMR)',
    orden: 1,
    activo: true,
    tecnicas: ['CMF_DIAGNOSTICO', 'CMF_EMR'],
  });
  expect(LABORATORIO[3]?.tecnicas).toEqual(['NGS']);
});

test('the local lab accepts every study type', () => {
  expect(LABORATORIO.at(-1)?.tecnicas).toEqual([
    'CMF_DIAGNOSTICO',
    'CMF_EMR',
    'CITOGENETICA',
    'FISH',
    'PCR_DIAGNOSTICO',
    'PCR_EMR',
    'NGS',
    'MORFOLOGIA',
    'BIOBANCO',
    'OTRO',
  ]);
  expect(TIPO_ESTUDIO[5]).toEqual({ codigo: 'PCR_EMR', etiqueta: 'qPCR – EMR', orden: 6, activo: true });
});
