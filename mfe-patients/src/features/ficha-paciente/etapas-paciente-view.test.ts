import { expect, test } from '@jest/globals';
import type { EstadoEtapa, EtapaId } from '@registro-lma/shared/domain';
import { etapasDePaciente } from './etapas-paciente-view';

function estados(cambios: Partial<Record<EtapaId, EstadoEtapa>> = {}): Record<EtapaId, EstadoEtapa> {
  return {
    diagnostico: 'SIN_INICIAR',
    induccion: 'SIN_INICIAR',
    consolidacion: 'SIN_INICIAR',
    post_consolidacion: 'SIN_INICIAR',
    trasplante: 'SIN_INICIAR',
    seguimiento: 'SIN_INICIAR',
    recaida: 'SIN_INICIAR',
    rec_res_1: 'SIN_INICIAR',
    rec_res_2: 'SIN_INICIAR',
    muerte: 'SIN_INICIAR',
    ...cambios,
  };
}

test('las etapas siguen el orden de la especificación, cada una con la pantalla que la edita', () => {
  expect(etapasDePaciente(12, null).map(({ etiqueta, ruta }) => [etiqueta, ruta])).toEqual([
    ['Diagnóstico', '/diagnostico/12'],
    ['Inducción', '/induccion/12'],
    ['Consolidación', '/consolidacion/12'],
    ['Post-consolidación', '/consolidacion/12'],
    ['Trasplante', '/trasplante/12'],
    ['Seguimiento', '/seguimiento/12'],
    ['Recaída', '/recaida/12'],
    ['Tratamientos de rescate', '/recaida/12'],
    ['Muerte', '/muerte/12'],
  ]);
});

test('mientras no llega el resumen ninguna etapa tiene estado', () => {
  expect(new Set(etapasDePaciente(12, null).map((etapa) => etapa.estado))).toEqual(new Set([null]));
});

test('cada etapa toma su estado del resumen, con el motivo de la que aún no puede empezar', () => {
  const etapas = etapasDePaciente(12, {
    estados: estados({ diagnostico: 'VALIDADO', induccion: 'BORRADOR', seguimiento: 'COMPLETO' }),
    no_disponibles: { consolidacion: 'La consolidación solo se registra tras una primera línea intensiva.' },
  });

  expect(etapas.map(({ clave, estado, motivo }) => [clave, estado, motivo])).toEqual([
    ['diagnostico', 'VALIDADO', null],
    ['induccion', 'BORRADOR', null],
    ['consolidacion', 'SIN_INICIAR', 'La consolidación solo se registra tras una primera línea intensiva.'],
    ['post_consolidacion', 'SIN_INICIAR', null],
    ['trasplante', 'SIN_INICIAR', null],
    ['seguimiento', 'COMPLETO', null],
    ['recaida', 'SIN_INICIAR', null],
    ['rescates', 'SIN_INICIAR', null],
    ['muerte', 'SIN_INICIAR', null],
  ]);
});

test('los rescates combinan las dos líneas: un borrador en cualquiera manda; validados solo si lo están las dos', () => {
  const rescates = (rec_res_1: EstadoEtapa, rec_res_2: EstadoEtapa) =>
    etapasDePaciente(12, { estados: estados({ rec_res_1, rec_res_2 }), no_disponibles: {} }).find((etapa) => etapa.clave === 'rescates')?.estado;

  expect(rescates('VALIDADO', 'SIN_INICIAR')).toBe('VALIDADO');
  expect(rescates('VALIDADO', 'BORRADOR')).toBe('BORRADOR');
  expect(rescates('VALIDADO', 'COMPLETO')).toBe('COMPLETO');
  expect(rescates('SIN_INICIAR', 'SIN_INICIAR')).toBe('SIN_INICIAR');
});

test('los rescates no están disponibles mientras no lo esté la primera línea', () => {
  const no_disponibles = { rec_res_1: 'Registre primero la inducción.', rec_res_2: 'Registre primero el tratamiento de rescate de primera línea.' };

  const etapas = etapasDePaciente(12, { estados: estados(), no_disponibles });

  expect(etapas.find((etapa) => etapa.clave === 'rescates')?.motivo).toBe('Registre primero la inducción.');
});
