import { expect, test } from '@jest/globals';
import { HCTI_ITEM, PARES_EXCLUYENTES_HCTI_ITEM } from './hcti-item';

test('hcti_item has the 17 Sorror comorbidities with their weights', () => {
  expect(HCTI_ITEM).toHaveLength(17);
  expect(HCTI_ITEM[0]).toEqual({
    codigo: 'ARRITMIA',
    etiqueta: 'Arritmia: fibrilación/flúter auricular, enfermedad del seno o arritmia ventricular (cualquier antecedente)',
    orden: 1,
    activo: true,
    peso: 1,
  });
  expect(HCTI_ITEM.at(-1)).toMatchObject({ codigo: 'HEPATICA_MOD_GRAVE', peso: 3 });
  expect(HCTI_ITEM.map((fila) => fila.peso)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
  expect(HCTI_ITEM.find((fila) => fila.codigo === 'OBESIDAD')?.etiqueta).toBe('Obesidad: IMC > 35 kg/m²');
});

test('the exclusive pairs name existing items', () => {
  const codigos = HCTI_ITEM.map((fila) => fila.codigo);
  for (const par of PARES_EXCLUYENTES_HCTI_ITEM) for (const codigo of par) expect(codigos).toContain(codigo);
  expect(PARES_EXCLUYENTES_HCTI_ITEM).toEqual([
    ['HEPATICA_LEVE', 'HEPATICA_MOD_GRAVE'],
    ['PULMONAR_MODERADA', 'PULMONAR_GRAVE'],
  ]);
});
