import { expect, test } from '@jest/globals';
import { etapasDePaciente } from './etapas-paciente';

test('las etapas siguen el orden de la especificación, cada una con la pantalla que la edita', () => {
  expect(etapasDePaciente(12).map(({ etiqueta, ruta }) => [etiqueta, ruta])).toEqual([
    ['Diagnóstico', '/diagnostico/12'],
    ['Inducción', '/induccion/12'],
    ['Consolidación', '/consolidacion/12'],
    ['Post-consolidación (mantenimiento)', '/consolidacion/12'],
    ['Trasplante', '/trasplante/12'],
    ['Seguimiento', '/seguimiento/12'],
    ['Recaída', '/recaida/12'],
    ['Tratamientos de rescate', '/recaida/12'],
    ['Muerte', '/muerte/12'],
  ]);
});

test('sin datos de las etapas todas están sin iniciar; el estado de cada etapa se incorpora cuando llega', () => {
  expect(new Set(etapasDePaciente(12).map((etapa) => etapa.estado))).toEqual(new Set(['NO_INICIADA']));

  const etapas = etapasDePaciente(12, { diagnostico: 'COMPLETO', induccion: 'BORRADOR' });

  expect(etapas.slice(0, 3).map((etapa) => etapa.estado)).toEqual(['COMPLETO', 'BORRADOR', 'NO_INICIADA']);
});
