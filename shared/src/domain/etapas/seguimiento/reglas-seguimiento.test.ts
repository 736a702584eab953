import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_SEGUIMIENTO } from './etapa-seguimiento';
import { contextoSeguimiento, seguimientoValido } from './seguimiento-valido.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa = contextoSeguimiento()) {
  return validarEtapa(ETAPA_SEGUIMIENTO, seguimientoValido(cambios), 'completo', contexto);
}

const errores = (cambios: Registro, contexto?: ContextoEtapa) => {
  const r = resultado(cambios, contexto);
  return r.ok ? {} : r.errores;
};

const EN_RECAIDA = { seg_estado_enfermedad: 'RECAIDA', seg_tratamiento_actual: 'RESCATE' };

describe('X20 y G13: la fecha del contacto', () => {
  it('no antes del diagnóstico, ni futura, ni después de la muerte', () => {
    expect(errores({ seg_fecha: '2024-01-14', seg_eichc_activa: null, seg_estado_enfermedad: 'NO_EVALUADO' })).toEqual({
      seg_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
    expect(errores({ seg_fecha: '2999-01-01' })).toEqual({ seg_fecha: 'La fecha no puede ser posterior a la fecha actual.' });
    expect(errores({}, contextoSeguimiento({ muerte: { muerte_fecha: '2024-09-30' } }))).toMatchObject({
      seg_fecha: 'El paciente falleció el 30/09/2024: no se pueden registrar datos con fecha posterior.',
    });
  });

  it('una fecha por paciente (la propia fila al editarla no cuenta)', () => {
    const seguimiento = [{ seguimiento_id: 9, seg_fecha: '2024-10-01' }];
    expect(errores({}, contextoSeguimiento({ seguimiento }))).toEqual({ seg_fecha: 'Ya existe un registro con este valor.' });
    expect(resultado({}, contextoSeguimiento({ seguimiento }, 9)).ok).toBe(true);
  });
});

describe('estado de la enfermedad', () => {
  it('RECAIDA sin formulario de recaída hasta esa fecha es un aviso', () => {
    const aviso = { seg_estado_enfermedad: 'Ha indicado recaída: registre el formulario de recaída.' };
    expect(resultado(EN_RECAIDA)).toMatchObject({ ok: true, avisos: aviso });
    expect(resultado(EN_RECAIDA, contextoSeguimiento({ recaida: [{ rec_fecha: '2024-10-02' }] }))).toMatchObject({ ok: true, avisos: aviso });
    expect(resultado(EN_RECAIDA, contextoSeguimiento({ recaida: [{ rec_fecha: '2024-10-01' }] }))).toMatchObject({ ok: true, avisos: {} });
  });

  it('REMISION o REMISION_EMR_POS sin remisión previa se rechaza', () => {
    const sinRemision = contextoSeguimiento({ induccion: { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'SIN_RESPUESTA' } });
    expect(errores({}, sinRemision)).toEqual({ seg_estado_enfermedad: 'No consta ninguna remisión previa.' });
    expect(errores({ seg_estado_enfermedad: 'REMISION_EMR_POS' }, sinRemision)).toEqual({ seg_estado_enfermedad: 'No consta ninguna remisión previa.' });
    expect(errores({ seg_fecha: '2024-02-19', seg_emr_fecha: null, seg_emr_cmf_resultado: null, seg_eichc_activa: null })).toEqual({
      seg_estado_enfermedad: 'No consta ninguna remisión previa.',
    });
  });
});

describe('EICH crónica activa', () => {
  const MENSAJE =
    'No consta ningún trasplante alogénico anterior a esta fecha: la EICH crónica solo puede registrarse tras un trasplante alogénico.';

  it('solo tras un trasplante alogénico anterior al contacto', () => {
    expect(errores({}, contextoSeguimiento({ trasplante: [] }))).toEqual({ seg_eichc_activa: MENSAJE });
    expect(errores({}, contextoSeguimiento({ trasplante: [{ tph_fecha: '2024-06-01', tph_tipo: 'AUTOLOGO' }] }))).toEqual({ seg_eichc_activa: MENSAJE });
    expect(errores({}, contextoSeguimiento({ trasplante: [{ tph_fecha: '2024-10-01', tph_tipo: 'ALOGENICO' }] }))).toEqual({ seg_eichc_activa: MENSAJE });
  });

  it('sin fecha todavía (borrador) basta con algún trasplante alogénico', () => {
    const borrador = (contexto: ContextoEtapa) => validarEtapa(ETAPA_SEGUIMIENTO, { seg_eichc_activa: 'SI' }, 'borrador', contexto);
    expect(borrador(contextoSeguimiento()).ok).toBe(true);
    expect(borrador(contextoSeguimiento({ trasplante: [] }))).toEqual({ ok: false, errores: { seg_eichc_activa: MENSAJE } });
  });

  it('sin valor no se comprueba', () => {
    expect(resultado({ seg_eichc_activa: null }, contextoSeguimiento({ trasplante: [] })).ok).toBe(true);
  });
});
