import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../../fechas/reloj';
import type { Registro } from '../../fields/campo';
import type { Modo } from '../../fields/registro-de';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { consolidacionValida, contextoConsolidacion, INDUCCION_EN_REMISION } from './consolidacion-valida.fixture';
import { ETAPA_CONSOLIDACION } from './etapa-consolidacion';

beforeEach(() => fijarReloj(() => new Date('2024-12-31T12:00:00Z')));
afterEach(restaurarReloj);

function validar(registro: Registro, contexto: ContextoEtapa = contextoConsolidacion(), modo: Modo = 'completo') {
  return validarEtapa(ETAPA_CONSOLIDACION, registro, modo, contexto);
}
function errores(registro: Registro, contexto?: ContextoEtapa, modo?: Modo): Record<string, string> {
  const resultado = validar(registro, contexto, modo);
  return resultado.ok ? {} : resultado.errores;
}
function avisos(registro: Registro, contexto?: ContextoEtapa): Record<string, string> {
  const resultado = validar(registro, contexto);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.avisos;
}
function datos(registro: Registro): Registro {
  const resultado = validar(registro);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.data;
}

const G01 = 'Este campo es obligatorio.';

describe('ciclo de consolidación', () => {
  it('a valid complete cycle passes without warnings', () => {
    expect(validar(consolidacionValida())).toMatchObject({ ok: true, avisos: {} });
  });

  it('completion requires scheme, trial, start and status; a draft does not', () => {
    expect(errores({})).toEqual({ cons_esquema: G01, cons_ensayo: G01, cons_fecha_inicio: G01, cons_estado_tras_ciclo: G01 });
    expect(validar({}, contextoConsolidacion(), 'borrador').ok).toBe(true);
  });

  it('«Otro esquema» only for OTRO and ENSAYO_OTRO', () => {
    expect(errores(consolidacionValida({ cons_esquema: 'OTRO' }))).toEqual({ cons_esquema_otro: 'Especifique el valor en el campo «Otro».' });
    expect(datos(consolidacionValida({ cons_esquema_otro: 'x' })).cons_esquema_otro).toBeNull();
  });

  it('the cytarabine dose only for cytarabine schemes, within 0.10–3.00 g/m²', () => {
    expect(datos(consolidacionValida({ cons_esquema: 'ANTRA_ARAC' })).cons_dosis_citarabina_g_m2).toBeNull();
    expect(errores(consolidacionValida({ cons_dosis_citarabina_g_m2: 3.5 }))).toEqual({
      cons_dosis_citarabina_g_m2: 'Valor fuera de rango: debe estar entre 0,1 y 3 g/m².',
    });
  });

  it('G09, G10 and G11 on the cycle dates', () => {
    expect(errores(consolidacionValida({ cons_fecha_inicio: '2024-01-10', cons_fecha_fin: '2024-01-12' }))).toEqual({
      cons_fecha_inicio: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
      cons_fecha_fin: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    expect(errores(consolidacionValida({ cons_emr_fecha: null, cons_emr_cmf_resultado: null }), contextoConsolidacion({ muerte: { muerte_fecha: '2024-03-03' } }))).toEqual({
      cons_fecha_fin: 'El paciente falleció el 03/03/2024: no se pueden registrar datos con fecha posterior.',
    });
    expect(errores(consolidacionValida({ cons_fecha_fin: '2024-02-29' }))).toEqual({ cons_fecha_fin: 'La fecha de fin no puede ser anterior a la fecha de inicio.' });
  });

  it('X33 and X35 on the scheme and the trial', () => {
    expect(avisos(consolidacionValida({ cons_esquema: 'HIDAC_QUIZARTINIB' }))).toEqual({
      cons_esquema: 'El esquema incluye quizartinib, pero no consta la alteración diana (FLT3-ITD). Revise.',
    });
    expect(errores(consolidacionValida({ cons_ensayo: 'PEVOLAM' }))).toEqual({ cons_ensayo: 'El paciente no consta como incluido en este ensayo en esa fecha.' });
  });

  it('the MRD block rules apply to cons_emr_', () => {
    expect(errores(consolidacionValida({ cons_emr_cmf_resultado: 'POSITIVA', cons_emr_cmf_pct: 0.01 }))).toEqual({
      cons_emr_cmf_pct: 'El resultado no es coherente con el porcentaje: el umbral de positividad es 0,1 %.',
    });
  });
});

describe('X09 y X10', () => {
  const antesDeInduccion = 'La consolidación debe comenzar después del último ciclo de inducción.';

  it('consolidation starts after the start of the last induction cycle', () => {
    expect(errores(consolidacionValida({ cons_fecha_inicio: '2024-01-20', cons_fecha_fin: null }))).toEqual({ cons_fecha_inicio: antesDeInduccion });
    const dobleInduccion = contextoConsolidacion({ induccion: { ...INDUCCION_EN_REMISION, ind2_realizada: 'SI', ind2_fecha_inicio: '2024-03-01' } });
    expect(errores(consolidacionValida(), dobleInduccion)).toEqual({ cons_fecha_inicio: antesDeInduccion });
  });

  it('each cycle starts after the previous one: a second row on the same day is refused, the row itself is not', () => {
    const otroCiclo = { consolidacion_id: 7, cons_fecha_inicio: '2024-03-01' };
    expect(errores(consolidacionValida(), contextoConsolidacion({ consolidacion: [otroCiclo] }))).toEqual({
      cons_fecha_inicio: 'Cada ciclo de consolidación debe comenzar después del ciclo anterior (01/03/2024).',
    });
    expect(validar(consolidacionValida(), contextoConsolidacion({ consolidacion: [otroCiclo] }, 7)).ok).toBe(true);
  });

  it('X10: cycle 1 without an earlier remission or MLFS is a warning; later cycles are not checked', () => {
    const mensaje = { cons_fecha_inicio: 'No consta remisión (RC, RCh o RCi) antes de la consolidación.' };
    const sinRespuesta = contextoConsolidacion({ induccion: { ...INDUCCION_EN_REMISION, ind1_eval_respuesta: 'SIN_RESPUESTA' } });
    expect(avisos(consolidacionValida(), sinRespuesta)).toEqual(mensaje);
    const remisionTardia = contextoConsolidacion({ induccion: { ...INDUCCION_EN_REMISION, ind1_eval_fecha: '2024-03-02' } });
    expect(avisos(consolidacionValida(), remisionTardia)).toEqual(mensaje);
    const mlfs = contextoConsolidacion({ induccion: { ...INDUCCION_EN_REMISION, ind1_eval_respuesta: 'MLFS' } });
    expect(avisos(consolidacionValida(), mlfs)).toEqual({});
    const segundoCiclo = contextoConsolidacion({
      induccion: { ...INDUCCION_EN_REMISION, ind1_eval_respuesta: 'SIN_RESPUESTA' },
      consolidacion: [{ consolidacion_id: 3, cons_fecha_inicio: '2024-02-25' }],
    });
    expect(avisos(consolidacionValida(), segundoCiclo)).toEqual({});
  });
});

describe('estado tras el ciclo', () => {
  const recaida = consolidacionValida({ cons_estado_tras_ciclo: 'RECAIDA' });
  const mensaje = { cons_estado_tras_ciclo: 'Ha indicado recaída: registre el formulario de recaída.' };

  it('a relapse asks for the relapse form until one is dated from this cycle to the next', () => {
    expect(avisos(recaida)).toEqual(mensaje);
    expect(avisos(recaida, contextoConsolidacion({ recaida: [{ rec_fecha: '2024-03-20' }] }))).toEqual({});
    const conSiguiente = contextoConsolidacion({ recaida: [{ rec_fecha: '2024-03-20' }], consolidacion: [{ consolidacion_id: 4, cons_fecha_inicio: '2024-03-15' }] });
    expect(avisos(recaida, conSiguiente)).toEqual(mensaje);
  });
});
