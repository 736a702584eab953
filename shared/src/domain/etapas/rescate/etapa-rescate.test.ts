import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './etapa-rescate';
import { contextoRescate, rescateValido } from './rescate-valido.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa = contextoRescate()) {
  return validarEtapa(ETAPA_REC_RES_1, rescateValido(cambios), 'completo', contexto);
}

const errores = (cambios: Registro) => {
  const r = resultado(cambios);
  return r.ok ? {} : r.errores;
};

function datos(cambios: Registro): Registro {
  const r = resultado(cambios);
  if (!r.ok) throw new Error(JSON.stringify(r.errores));
  return r.data;
}

const OBLIGATORIO = 'Este campo es obligatorio.';

describe('ETAPA_REC_RES_1 y ETAPA_REC_RES_2', () => {
  it('las secciones reparten cada campo una sola vez', () => {
    const enSecciones = ETAPA_REC_RES_1.secciones.flatMap((seccion) => seccion.campos);
    expect([...enSecciones].sort()).toEqual(ETAPA_REC_RES_1.campos.map((campo) => campo.name).sort());
  });

  it('acepta la primera línea válida completa sin avisos', () => {
    expect(resultado({})).toMatchObject({ ok: true, avisos: {} });
  });

  it('derivar fija la línea y calcula la respuesta ELN 2022 y la EMR', () => {
    const esperado = { rr_eval_respuesta_calculada: 'RC', rr_eval_respuesta_emr: 'RC_EMR_NEG', rr_emr_estado: 'NEGATIVA' };
    expect(ETAPA_REC_RES_1.derivar(datos({}), contextoRescate())).toEqual({ rr_linea: 1, ...esperado });
    expect(ETAPA_REC_RES_2.derivar(datos({}), contextoRescate())).toEqual({ rr_linea: 2, ...esperado });
  });

  it('derivar usa la basal de la recaída: 12 % tras 40 % es RP', () => {
    const rp = { rr_eval_mo_blastos_pct: 12 };
    expect(ETAPA_REC_RES_1.derivar(rescateValido(rp), contextoRescate())).toMatchObject({ rr_eval_respuesta_calculada: 'RP' });
  });
});

describe('ramificación del rescate', () => {
  it('la recaída tratada se pide en las indicaciones de recaída y se oculta en la refractariedad', () => {
    expect(errores({ rr_recaida_id: null })).toEqual({ rr_recaida_id: OBLIGATORIO });
    expect(errores({ rr_indicacion: 'RECAIDA_MOLECULAR', rr_recaida_id: null })).toEqual({ rr_recaida_id: OBLIGATORIO });
    const refractaria = validarEtapa(
      ETAPA_REC_RES_1,
      rescateValido({ rr_indicacion: 'REFRACTARIEDAD_PRIMARIA', rr_fecha_inicio: '2024-03-01' }),
      'borrador',
      contextoRescate({ induccion: { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'SIN_RESPUESTA' } }),
    );
    expect(refractaria).toMatchObject({ ok: true, data: { rr_recaida_id: null } });
  });

  it('«Otro» y «Esquema de ensayo no listado» piden especificar', () => {
    expect(errores({ rr_esquema: 'OTRO' })).toEqual({ rr_esquema_otro: 'Especifique el valor en el campo «Otro».' });
    expect(errores({ rr_esquema: 'ENSAYO_OTRO' })).toEqual({ rr_esquema_otro: 'Especifique el valor en el campo «Otro».' });
    expect(datos({ rr_esquema_otro: 'x' }).rr_esquema_otro).toBeNull();
  });

  it('fin y motivo solo cuando el tratamiento no sigue en curso; EN_CURSO no es un motivo', () => {
    expect(errores({ rr_fecha_fin: null, rr_motivo_fin: null })).toEqual({ rr_fecha_fin: OBLIGATORIO, rr_motivo_fin: OBLIGATORIO });
    expect(datos({ rr_en_curso: 'SI' })).toMatchObject({ rr_fecha_fin: null, rr_motivo_fin: null });
    expect(errores({ rr_motivo_fin: 'EN_CURSO' })).toEqual({ rr_motivo_fin: 'Seleccione un valor de la lista.' });
  });

  it('con solo soporte no hay evaluación ni EMR', () => {
    const soporte = datos({ rr_esquema: 'SOPORTE' });
    expect(soporte).toMatchObject({ rr_eval_fecha: null, rr_eval_respuesta: null, rr_emr_fecha: null, rr_emr_cmf_resultado: null });
  });

  it('la EMR solo se muestra con RC, RCh, RCi o MLFS', () => {
    const sinRespuesta = datos({
      rr_eval_mo_blastos_pct: 30,
      rr_eval_respuesta: 'SIN_RESPUESTA',
    });
    expect(sinRespuesta).toMatchObject({ rr_emr_fecha: null, rr_emr_cmf_resultado: null });
    expect(errores({ rr_eval_respuesta: null })).toEqual({ rr_eval_respuesta: OBLIGATORIO });
  });
});
