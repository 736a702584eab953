import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import type { Registro } from '../../fields/campo';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_INDUCCION } from './etapa-induccion';
import { contextoInduccion, induccionIntensivaValida, induccionNoIntensivaValida, SEGUNDO_CICLO } from './induccion-valida.fixture';

beforeEach(() => fijarReloj(() => new Date('2024-12-31T12:00:00Z')));
afterEach(restaurarReloj);

function resultado(registro: Registro) {
  return validarEtapa(ETAPA_INDUCCION, registro, 'completo', contextoInduccion());
}
function errores(registro: Registro): Record<string, string> {
  const validado = resultado(registro);
  return validado.ok ? {} : validado.errores;
}
function avisos(registro: Registro): Record<string, string> {
  const validado = resultado(registro);
  if (!validado.ok) throw new Error(JSON.stringify(validado.errores));
  return validado.avisos;
}

const X05 = 'La fecha de evaluación de la respuesta no puede ser anterior al inicio del tratamiento.';

describe('mejor respuesta', () => {
  it('INTENSIVO: the best response is not entered (the server computes it): a value sent is dropped, never refused', () => {
    const enviada = resultado(induccionIntensivaValida({ ind_mejor_respuesta: 'RCH' }));
    expect(enviada.ok && enviada.data.ind_mejor_respuesta).toBeNull();
    const rpLuegoRc = { ...SEGUNDO_CICLO, ind1_eval_mo_blastos_pct: 12, ind1_eval_respuesta: 'RP', ind2_motivo: 'RP_C1', ind_mejor_respuesta: 'RP' };
    expect(resultado(induccionIntensivaValida(rpLuegoRc)).ok).toBe(true);
  });

  it('NO_INTENSIVO: the best response is not worse than the response after cycle 1', () => {
    expect(errores(induccionNoIntensivaValida({ ind_mejor_respuesta: 'RP' }))).toEqual({
      ind_mejor_respuesta: 'La mejor respuesta no puede ser inferior a la respuesta registrada tras el ciclo 1.',
    });
    expect(resultado(induccionNoIntensivaValida({ ind_mejor_respuesta: 'RCH' })).ok).toBe(true);
  });

  it('the best response and the first remission are not dated before the line (X05)', () => {
    expect(errores(induccionNoIntensivaValida({ ind_fecha_mejor_respuesta: '2024-01-24', ind_fecha_remision_ni: '2024-01-24' }))).toEqual({
      ind_fecha_mejor_respuesta: X05,
      ind_fecha_remision_ni: X05,
    });
  });

  it('the first remission is not after the best response', () => {
    expect(errores(induccionNoIntensivaValida({ ind_fecha_remision_ni: '2024-04-21' }))).toEqual({
      ind_fecha_remision_ni: 'La primera remisión no puede ser posterior a la mejor respuesta.',
    });
    expect(resultado(induccionNoIntensivaValida({ ind_fecha_remision_ni: '2024-04-20' })).ok).toBe(true);
  });

  it('the cycle of the best response is within the cycles given', () => {
    expect(errores(induccionNoIntensivaValida({ ind_ciclo_mejor_respuesta: 7 }))).toEqual({
      ind_ciclo_mejor_respuesta: 'El ciclo indicado supera el número de ciclos administrados.',
    });
  });
});

describe('ciclos no intensivos', () => {
  it('the last cycle does not start before the first', () => {
    expect(errores(induccionNoIntensivaValida({ ind_fecha_ultimo_ciclo: '2024-01-24' }))).toEqual({
      ind_fecha_ultimo_ciclo: 'El último ciclo no puede ser anterior al primero.',
    });
  });

  it('warns when the cycles do not fit in the dates (21 days per cycle): 6 cycles need 105 days', () => {
    expect(avisos(induccionNoIntensivaValida({ ind_fecha_ultimo_ciclo: '2024-05-08' }))).toEqual({
      ind_fecha_ultimo_ciclo: 'El número de ciclos no es coherente con las fechas.',
    });
    expect(avisos(induccionNoIntensivaValida({ ind_fecha_ultimo_ciclo: '2024-05-09' }))).toEqual({});
  });

  it('G09/G10 on the non-intensive dates', () => {
    const fallecido = validarEtapa(
      ETAPA_INDUCCION,
      induccionNoIntensivaValida(),
      'completo',
      contextoInduccion({ muerte: { muerte_fecha: '2024-06-01' } }),
    );
    expect(fallecido.ok ? {} : fallecido.errores).toEqual({
      ind_fecha_ultimo_ciclo: 'El paciente falleció el 01/06/2024: no se pueden registrar datos con fecha posterior.',
    });
  });
});
