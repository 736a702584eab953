import { describe, expect, test } from '@jest/globals';
import { RANGOS_PLAUSIBLES, RESPUESTAS_JUSTIFICABLES } from './reglas-valores';

describe('los rangos plausibles y las respuestas que piden justificación, leídos de los formularios', () => {
  test('los rangos de §6.1 son los avisos de los propios campos', () => {
    expect(RANGOS_PLAUSIBLES.get('diagnostico')).toEqual(
      expect.arrayContaining([
        { campo: 'leucocitos', max: 300 },
        { campo: 'hemoglobina', min: 4, max: 18 },
        { campo: 'ldh', max: 5000 },
        { campo: 'peso_kg', min: 35, max: 180 },
        { campo: 'talla_cm', min: 135, max: 210 },
      ]),
    );
    expect(RANGOS_PLAUSIBLES.get('trasplante')).toEqual([{ campo: 'tph_cd34_10e6_kg', min: 1 }]);
    expect(RANGOS_PLAUSIBLES.get('induccion')).toEqual([
      { campo: 'ind1_eval_plaquetas', max: 1000 },
      { campo: 'ind2_eval_plaquetas', max: 1000 },
    ]);
  });

  test('cada evaluación ELN 2022 con su respuesta calculada y su justificación', () => {
    expect(RESPUESTAS_JUSTIFICABLES.get('induccion')).toEqual([
      { respuesta: 'ind1_eval_respuesta', calculada: 'ind1_eval_respuesta_calculada', justificacion: 'ind1_eval_respuesta_justificacion' },
      { respuesta: 'ind2_eval_respuesta', calculada: 'ind2_eval_respuesta_calculada', justificacion: 'ind2_eval_respuesta_justificacion' },
    ]);
    expect(RESPUESTAS_JUSTIFICABLES.get('diagnostico')).toEqual([]);
  });
});
