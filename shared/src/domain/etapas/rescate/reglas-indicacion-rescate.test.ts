import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import type { DefinicionEtapa } from '../definicion-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './etapa-rescate';
import { contextoRescate, PRIMERA_RECAIDA, rescateValido } from './rescate-valido.fixture';

function errores(etapa: DefinicionEtapa, cambios: Registro, contexto: ContextoEtapa): Record<string, string> {
  // A line still in progress without its assessment: only the indication and the start date matter here.
  const base = { rr_en_curso: 'SI', rr_eval_fecha: null, rr_emr_fecha: null };
  const resultado = validarEtapa(etapa, rescateValido({ ...base, ...cambios }), 'borrador', contexto);
  return resultado.ok ? {} : resultado.errores;
}

const LINEA_1 = { rec_res_id: 1, rr_linea: 1, rr_fecha_inicio: '2024-09-10', rr_eval_fecha: '2024-10-20', rr_eval_respuesta: 'SIN_RESPUESTA' };
const SEGUNDA_RECAIDA = { recaida_id: 2, rec_num: 2, rec_fecha: '2025-03-01', rec_tipo: 'HEMATOLOGICA', rec_mo_blastos_pct: 30 };
const REFRACTARIO = contextoRescate({ induccion: { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'SIN_RESPUESTA' }, recaida: [] });
const PRIMARIA = 'La refractariedad primaria solo puede indicarse en la primera línea de rescate y sin remisión previa.';
const SIN_RECAIDA = 'No existe la recaída correspondiente registrada.';

describe('rr_linea', () => {
  it('la segunda línea exige la primera', () => {
    expect(errores(ETAPA_REC_RES_2, { rr_indicacion: 'REFRACTARIEDAD_RESCATE', rr_recaida_id: null }, contextoRescate())).toEqual({
      rr_indicacion: 'Registre primero el tratamiento de rescate de primera línea.',
    });
    const conPrimera = contextoRescate({ rec_res: [LINEA_1] });
    expect(errores(ETAPA_REC_RES_2, { rr_indicacion: 'REFRACTARIEDAD_RESCATE', rr_fecha_inicio: '2024-11-10' }, conPrimera)).toEqual({});
  });
});

describe('rr_indicacion', () => {
  const refractaria = { rr_indicacion: 'REFRACTARIEDAD_PRIMARIA', rr_fecha_inicio: '2024-03-01' };

  it('la refractariedad primaria: primera línea y sin remisión previa', () => {
    expect(errores(ETAPA_REC_RES_1, refractaria, REFRACTARIO)).toEqual({});
    expect(errores(ETAPA_REC_RES_1, refractaria, contextoRescate({ recaida: [] }))).toEqual({ rr_indicacion: PRIMARIA });
    const conPrimera = contextoRescate({ induccion: REFRACTARIO.expediente.induccion, recaida: [], rec_res: [LINEA_1] });
    expect(errores(ETAPA_REC_RES_2, { ...refractaria, rr_fecha_inicio: '2024-11-10' }, conPrimera)).toEqual({
      rr_indicacion: PRIMARIA,
    });
  });

  it('la remisión de la propia línea o posterior a su inicio no cuenta', () => {
    const conSegunda = contextoRescate({
      induccion: REFRACTARIO.expediente.induccion,
      recaida: [],
      rec_res: [{ rr_linea: 2, rr_fecha_inicio: '2024-06-01', rr_eval_fecha: '2024-07-01', rr_eval_respuesta: 'RC' }],
    });
    expect(errores(ETAPA_REC_RES_1, refractaria, conSegunda)).toEqual({});
    const almacenada = contextoRescate({ ...REFRACTARIO.expediente, rec_res: [{ rr_linea: 1, rr_eval_fecha: '2024-02-25', rr_eval_respuesta: 'RC' }] });
    expect(errores(ETAPA_REC_RES_1, refractaria, almacenada)).toEqual({});
  });

  it('la refractariedad a un rescate solo en la segunda línea', () => {
    expect(errores(ETAPA_REC_RES_1, { rr_indicacion: 'REFRACTARIEDAD_RESCATE' }, contextoRescate())).toEqual({
      rr_indicacion: 'Esta indicación solo es válida en la segunda línea de rescate.',
    });
  });

  it('primera recaída: la recaída vinculada es la nº 1, o el paciente tiene alguna', () => {
    const dos = contextoRescate({ recaida: [PRIMERA_RECAIDA, SEGUNDA_RECAIDA] });
    expect(errores(ETAPA_REC_RES_1, { rr_recaida_id: 2, rr_fecha_inicio: '2025-03-05' }, dos)).toEqual({ rr_indicacion: SIN_RECAIDA });
    expect(errores(ETAPA_REC_RES_1, { rr_recaida_id: null }, contextoRescate({ recaida: [] }))).toEqual({ rr_indicacion: SIN_RECAIDA });
    expect(errores(ETAPA_REC_RES_1, { rr_recaida_id: null }, contextoRescate())).toEqual({});
  });

  it('segunda recaída o posterior: la vinculada es la nº ≥ 2, o el paciente tiene al menos dos', () => {
    const segunda = { rr_indicacion: 'SEGUNDA_RECAIDA_O_POSTERIOR' };
    const dos = contextoRescate({ recaida: [SEGUNDA_RECAIDA, PRIMERA_RECAIDA] });
    expect(errores(ETAPA_REC_RES_1, { ...segunda, rr_recaida_id: 1 }, dos)).toEqual({ rr_indicacion: SIN_RECAIDA });
    expect(errores(ETAPA_REC_RES_1, { ...segunda, rr_recaida_id: 2, rr_fecha_inicio: '2025-03-05' }, dos)).toEqual({});
    expect(errores(ETAPA_REC_RES_1, { ...segunda, rr_recaida_id: null }, contextoRescate())).toEqual({ rr_indicacion: SIN_RECAIDA });
    expect(errores(ETAPA_REC_RES_1, { ...segunda, rr_recaida_id: null }, dos)).toEqual({});
  });
});
