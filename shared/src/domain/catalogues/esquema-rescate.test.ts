import { expect, test } from '@jest/globals';
import { ESQUEMA_CONSOLIDACION } from './esquema-consolidacion';
import { ESQUEMA_MANTENIMIENTO } from './esquema-mantenimiento';
import { ESQUEMA_RESCATE } from './esquema-rescate';

test('esquema_rescate has 27 lines; supportive care has no intensity', () => {
  expect(ESQUEMA_RESCATE).toHaveLength(27);
  expect(ESQUEMA_RESCATE[1]).toEqual({
    codigo: 'FLAG_IDA_QUIZARTINIB',
    etiqueta: 'FLAG-Ida + quizartinib (FLAG-QUIDA)',
    orden: 2,
    activo: true,
    int: 'I',
    diana: 'FLT3-ITD',
  });
  expect(ESQUEMA_RESCATE.find((fila) => fila.codigo === 'INHIBIDOR_MENINA')).toMatchObject({
    etiqueta: 'Inhibidor de menina (revumenib, ziftomenib…)',
    int: 'N',
    diana: 'KMT2A-r o NPM1',
  });
  expect(ESQUEMA_RESCATE.find((fila) => fila.codigo === 'SOPORTE')).toMatchObject({ int: null, diana: null });
});

test('consolidation and maintenance schemes carry only their target', () => {
  expect(ESQUEMA_CONSOLIDACION).toHaveLength(13);
  expect(ESQUEMA_CONSOLIDACION[0]).toEqual({
    codigo: 'HIDAC',
    etiqueta: 'Citarabina a dosis altas (≥ 2 g/m² por dosis)',
    orden: 1,
    activo: true,
    diana: null,
  });
  expect(ESQUEMA_MANTENIMIENTO.map((fila) => fila.codigo)).toEqual([
    'MIDOSTAURINA',
    'QUIZARTINIB',
    'GILTERITINIB',
    'SORAFENIB',
    'AZA_ORAL',
    'AZA_SC',
    'HMA_VEN',
    'IVOSIDENIB',
    'ENASIDENIB',
    'ATRA_MTX_6MP',
    'ENSAYO_OTRO',
    'OTRO',
  ]);
  expect(ESQUEMA_MANTENIMIENTO[3]).toMatchObject({ etiqueta: 'Sorafenib (post-TPH)', diana: 'FLT3-ITD' });
});
