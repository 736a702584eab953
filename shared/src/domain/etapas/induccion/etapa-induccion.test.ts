import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { derivarInduccion, ETAPA_INDUCCION } from './etapa-induccion';
import { contextoInduccion, induccionIntensivaValida, induccionNoIntensivaValida, SEGUNDO_CICLO } from './induccion-valida.fixture';

beforeEach(() => fijarReloj(() => new Date('2024-12-31T12:00:00Z')));
afterEach(restaurarReloj);

/** The values the server stores for a record, derived from its normalised form as the API does. */
function derivar(registro: Registro, contexto: ContextoEtapa = contextoInduccion()): Registro {
  const validado = validarEtapa(ETAPA_INDUCCION, registro, 'borrador', contexto);
  if (!validado.ok) throw new Error(JSON.stringify(validado.errores));
  return derivarInduccion(validado.data, contexto);
}

/** Cycle 1 with 12 % blasts from 60 %: partial remission. */
const RP_C1 = { ind1_eval_mo_blastos_pct: 12, ind1_eval_respuesta: 'RP', ind_mejor_respuesta: null };
/** Cycle 2 with 40 % blasts and blasts in blood: no response. */
const SIN_RESPUESTA_C2 = { ind2_eval_mo_blastos_pct: 40, ind2_eval_sp_blastos: 'SI', ind2_eval_respuesta: 'SIN_RESPUESTA' };

describe('derivar inducción', () => {
  it('gives a value (or null) for every computed variable, and for INTENSIVO the best response', () => {
    const calculados = ETAPA_INDUCCION.calculados.map((campo) => campo.name);
    expect(Object.keys(derivar(induccionIntensivaValida())).sort()).toEqual([...calculados, 'ind_mejor_respuesta'].sort());
    expect(Object.keys(derivar(induccionNoIntensivaValida())).sort()).toEqual([...calculados].sort());
  });

  it('INTENSIVO: the best response is computed whatever the client sent; NO_INTENSIVO keeps the one entered', () => {
    expect(derivar(induccionIntensivaValida({ ind_mejor_respuesta: 'RP' })).ind_mejor_respuesta).toBe('RC');
    expect(derivar(induccionIntensivaValida({ ind_mejor_respuesta: null })).ind_mejor_respuesta).toBe('RC');
    expect(derivar(induccionNoIntensivaValida())).not.toHaveProperty('ind_mejor_respuesta');
  });

  it('INTENSIVO in complete remission after cycle 1 with negative MRD', () => {
    expect(derivar(induccionIntensivaValida())).toEqual({
      ind1_eval_respuesta_calculada: 'RC',
      ind1_eval_respuesta_emr: 'RC_EMR_NEG',
      ind1_emr_estado: 'NEGATIVA',
      ind2_eval_respuesta_calculada: null,
      ind2_eval_respuesta_emr: null,
      ind2_emr_estado: null,
      ind_mr_emr_estado: null,
      ind_mejor_respuesta: 'RC',
      ind_fecha_primera_remision: '2024-02-20',
      refractario_primario: false,
      muerte_induccion: false,
      muerte_precoz_30d: false,
      muerte_precoz_60d: false,
    });
  });

  it('INTENSIVO: PR after cycle 1 then CR after cycle 2 — best response and first remission come from cycle 2', () => {
    expect(derivar(induccionIntensivaValida({ ...SEGUNDO_CICLO, ...RP_C1 }))).toMatchObject({
      ind1_eval_respuesta_calculada: 'RP',
      ind1_eval_respuesta_emr: 'RP',
      ind1_emr_estado: null,
      ind2_eval_respuesta_calculada: 'RC',
      ind2_eval_respuesta_emr: 'RC_EMR_NE',
      ind2_emr_estado: 'NO_EVALUADA',
      ind_mejor_respuesta: 'RC',
      ind_fecha_primera_remision: '2024-03-25',
      refractario_primario: false,
    });
  });

  it('INTENSIVO: no remission after the second course is primary refractoriness', () => {
    expect(derivar(induccionIntensivaValida({ ...SEGUNDO_CICLO, ...RP_C1, ...SIN_RESPUESTA_C2 }))).toMatchObject({
      ind_mejor_respuesta: 'RP',
      ind_fecha_primera_remision: null,
      refractario_primario: true,
    });
  });

  it('death 21 days into induction, before any assessment: induction death and early death at 30 and 60 days', () => {
    const muerte = contextoInduccion({ muerte: { muerte_fecha: '2024-02-10' } });
    const registro = induccionIntensivaValida({
      ind1_eval_respuesta: 'MUERTE_ANTES_EVALUACION',
      ind1_rec_neutrofilos_fecha: null,
      ind1_rec_plaquetas_fecha: null,
      ind2_realizada: null,
      ind_mejor_respuesta: null,
    });
    expect(derivar(registro, muerte)).toMatchObject({
      ind1_eval_respuesta_calculada: null,
      ind_mejor_respuesta: 'MUERTE_ANTES_EVALUACION',
      refractario_primario: null,
      muerte_induccion: true,
      muerte_precoz_30d: true,
      muerte_precoz_60d: true,
    });
  });

  it('induction death ends 60 days after the start of the last cycle (59 days: yes; 61 days: no)', () => {
    const registro = induccionIntensivaValida(RP_C1);
    expect(derivar(registro, contextoInduccion({ muerte: { muerte_fecha: '2024-03-19' } }))).toMatchObject({
      muerte_induccion: true,
      muerte_precoz_30d: false,
      muerte_precoz_60d: true,
    });
    expect(derivar(registro, contextoInduccion({ muerte: { muerte_fecha: '2024-03-21' } }))).toMatchObject({
      muerte_induccion: false,
      muerte_precoz_60d: false,
    });
  });

  it('a death after the first remission or after consolidation started is not an induction death', () => {
    expect(derivar(induccionIntensivaValida(), contextoInduccion({ muerte: { muerte_fecha: '2024-03-01' } })).muerte_induccion).toBe(false);
    const trasConsolidacion = contextoInduccion({ muerte: { muerte_fecha: '2024-03-01' }, consolidacion: [{ cons_fecha_inicio: '2024-02-25' }] });
    expect(derivar(induccionIntensivaValida(RP_C1), trasConsolidacion).muerte_induccion).toBe(false);
  });

  it('NO_INTENSIVO: CRh after cycle 1 is the first remission; no induction death is computed', () => {
    expect(derivar(induccionNoIntensivaValida())).toEqual({
      ind1_eval_respuesta_calculada: 'RCH',
      ind1_eval_respuesta_emr: 'RCH_EMR_NE',
      ind1_emr_estado: 'NO_EVALUADA',
      ind2_eval_respuesta_calculada: null,
      ind2_eval_respuesta_emr: null,
      ind2_emr_estado: null,
      ind_mr_emr_estado: 'NEGATIVA',
      ind_fecha_primera_remision: '2024-02-22',
      refractario_primario: false,
      muerte_induccion: null,
      muerte_precoz_30d: false,
      muerte_precoz_60d: false,
    });
  });

  it('SOLO_SOPORTE: nothing to compute', () => {
    const soporte = derivar({ intencion_tratamiento: 'SOLO_SOPORTE' });
    expect(Object.values(soporte).every((valor) => valor === null)).toBe(true);
  });
});
