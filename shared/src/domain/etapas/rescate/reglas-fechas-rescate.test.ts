import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import type { DefinicionEtapa } from '../definicion-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_REC_RES_1, ETAPA_REC_RES_2 } from './etapa-rescate';
import { contextoRescate, rescateValido } from './rescate-valido.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa = contextoRescate(), etapa: DefinicionEtapa = ETAPA_REC_RES_1) {
  return validarEtapa(etapa, rescateValido(cambios), 'completo', contexto);
}

const errores = (cambios: Registro, contexto?: ContextoEtapa, etapa?: DefinicionEtapa) => {
  const r = resultado(cambios, contexto, etapa);
  return r.ok ? {} : r.errores;
};

describe('X18: el rescate empieza tras lo que trata', () => {
  it('no antes de la recaída vinculada', () => {
    expect(errores({ rr_fecha_inicio: '2024-08-31' })).toEqual({
      rr_fecha_inicio:
        'El tratamiento de rescate no puede comenzar antes de la recaída o de la evaluación que documenta la refractariedad (01/09/2024).',
    });
    expect(resultado({ rr_fecha_inicio: '2024-09-01', rr_eval_fecha: '2024-10-20' }).ok).toBe(true);
  });

  it('en la refractariedad primaria, no antes de la última evaluación de la primera línea', () => {
    const induccion = {
      ind1_fecha_inicio: '2024-01-20',
      ind1_eval_fecha: '2024-02-20',
      ind1_eval_respuesta: 'SIN_RESPUESTA',
      ind2_eval_fecha: '2024-03-25',
      ind2_eval_respuesta: 'SIN_RESPUESTA',
    };
    const contexto = contextoRescate({ induccion, recaida: [] });
    const refractaria = { rr_indicacion: 'REFRACTARIEDAD_PRIMARIA', rr_recaida_id: null, rr_eval_fecha: null, rr_eval_respuesta: null };
    expect(errores({ ...refractaria, rr_fecha_inicio: '2024-03-24', rr_fecha_fin: '2024-05-01' }, contexto)).toMatchObject({
      rr_fecha_inicio:
        'El tratamiento de rescate no puede comenzar antes de la recaída o de la evaluación que documenta la refractariedad (25/03/2024).',
    });
    expect(errores({ ...refractaria, rr_fecha_inicio: '2024-03-25', rr_fecha_fin: '2024-05-01' }, contexto)).not.toHaveProperty('rr_fecha_inicio');
  });
});

describe('X19: la segunda línea empieza después de la primera', () => {
  const primera = contextoRescate({ rec_res: [{ rr_linea: 1, rr_fecha_inicio: '2024-09-10', rr_eval_fecha: '2024-10-20', rr_eval_respuesta: 'RP' }] });
  const segunda = { rr_indicacion: 'REFRACTARIEDAD_RESCATE', rr_recaida_id: null };

  it('el mismo día o antes se rechaza con la fecha de la primera', () => {
    expect(errores({ ...segunda }, primera, ETAPA_REC_RES_2)).toEqual({
      rr_fecha_inicio: 'La segunda línea de rescate debe comenzar después de la primera (10/09/2024).',
    });
    expect(resultado({ ...segunda, rr_fecha_inicio: '2024-09-11', rr_eval_fecha: '2024-10-20' }, primera, ETAPA_REC_RES_2).ok).toBe(true);
  });

  it('no se aplica a la primera línea', () => {
    const conSegunda = contextoRescate({ rec_res: [{ rr_linea: 2, rr_fecha_inicio: '2024-09-01' }] });
    expect(resultado({}, conSegunda).ok).toBe(true);
  });
});

describe('otras fechas y reglas del rescate', () => {
  it('G11: el fin no antes del inicio', () => {
    expect(errores({ rr_fecha_fin: '2024-09-09' })).toEqual({ rr_fecha_fin: 'La fecha de fin no puede ser anterior a la fecha de inicio.' });
  });

  it('G09 y G10 en las fechas de la línea', () => {
    const muerto = contextoRescate({ muerte: { muerte_fecha: '2024-10-25' } });
    expect(errores({}, muerto)).toEqual({ rr_fecha_fin: 'El paciente falleció el 25/10/2024: no se pueden registrar datos con fecha posterior.' });
    const sinRecaida = { rr_indicacion: 'REFRACTARIEDAD_RESCATE', rr_recaida_id: null };
    expect(errores({ ...sinRecaida, rr_fecha_inicio: '2024-01-10' }, undefined, ETAPA_REC_RES_1)).toMatchObject({
      rr_fecha_inicio: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
  });

  it('X05 viene del bloque EVAL: la evaluación no antes del inicio', () => {
    expect(errores({ rr_eval_fecha: '2024-09-09', rr_emr_fecha: '2024-09-09' })).toEqual({
      rr_eval_fecha: 'La fecha de evaluación de la respuesta no puede ser anterior al inicio del tratamiento.',
    });
  });

  it('trasplante posterior sin trasplante registrado después del inicio es un aviso', () => {
    const aviso = { rr_tph_posterior: 'Registre el trasplante correspondiente.' };
    expect(resultado({}, contextoRescate({ trasplante: [] }))).toMatchObject({ ok: true, avisos: aviso });
    expect(resultado({}, contextoRescate({ trasplante: [{ tph_fecha: '2024-09-10' }] }))).toMatchObject({ ok: true, avisos: aviso });
    expect(resultado({ rr_tph_posterior: 'NO' }, contextoRescate({ trasplante: [] }))).toMatchObject({ ok: true, avisos: {} });
  });

  it('X35: el ensayo debe ser del paciente desde antes del inicio', () => {
    const incluido = (fecha: string) => contextoRescate({ paciente: { ensayos: [{ ensayo: 'FLAG_QUIDA', fecha_inclusion: fecha }] } });
    const mensaje = { rr_ensayo: 'El paciente no consta como incluido en este ensayo en esa fecha.' };
    expect(errores({ rr_ensayo: 'FLAG_QUIDA' })).toEqual(mensaje);
    expect(errores({ rr_ensayo: 'FLAG_QUIDA' }, incluido('2024-09-11'))).toEqual(mensaje);
    expect(resultado({ rr_ensayo: 'FLAG_QUIDA' }, incluido('2024-09-10')).ok).toBe(true);
  });
});
