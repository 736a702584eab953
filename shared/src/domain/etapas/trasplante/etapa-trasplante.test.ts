import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_TRASPLANTE } from './etapa-trasplante';
import { contextoTrasplante, trasplanteValido } from './trasplante-valido.fixture';

function validar(cambios: Registro, contexto: ContextoEtapa = contextoTrasplante()) {
  return validarEtapa(ETAPA_TRASPLANTE, trasplanteValido(cambios), 'completo', contexto);
}

function errores(cambios: Registro): Record<string, string> {
  const resultado = validar(cambios);
  return resultado.ok ? {} : resultado.errores;
}

function datos(cambios: Registro, contexto?: ContextoEtapa): Registro {
  const resultado = validar(cambios, contexto);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.data;
}

const OBLIGATORIO = 'Este campo es obligatorio.';
const AUTOLOGO = {
  tph_tipo: 'AUTOLOGO',
  tph_donante_tipo: 'AUTOLOGO',
  tph_acond_esquema: 'BEAM',
  tph_hla: 'NO_APLICA',
  tph_atg: 'NO',
  tph_profilaxis_eich: [],
};

describe('ETAPA_TRASPLANTE', () => {
  it('las secciones reparten cada campo una sola vez', () => {
    const enSecciones = ETAPA_TRASPLANTE.secciones.flatMap((seccion) => seccion.campos);
    expect([...enSecciones].sort()).toEqual(ETAPA_TRASPLANTE.campos.map((campo) => campo.name).sort());
  });

  it('acepta el trasplante válido completo sin avisos', () => {
    expect(validar({})).toMatchObject({ ok: true, avisos: {} });
  });

  it('derivar: días desde el diagnóstico y estado de la EMR pretrasplante', () => {
    // 2024-01-15 → 2024-06-01: 138 días.
    expect(ETAPA_TRASPLANTE.derivar(datos({}), contextoTrasplante())).toEqual({ dias_diagnostico_tph: 138, tph_pre_emr_estado: 'NEGATIVA' });
    expect(ETAPA_TRASPLANTE.derivar({ tph_fecha: null }, contextoTrasplante())).toEqual({
      dias_diagnostico_tph: null,
      tph_pre_emr_estado: null,
    });
  });
});

describe('ramificación del trasplante', () => {
  it('un autólogo oculta lo alogénico (HLA, profilaxis, EICH, quimerismo, donante)', () => {
    expect(datos({ ...AUTOLOGO, tph_atg: 'SI', tph_ptcy: 'SI', tph_profilaxis_eich: [] }).tph_profilaxis_eich).toEqual([]);
    const autologo = datos({ ...AUTOLOGO, tph_atg: 'SI', tph_profilaxis_eich: ['ATG'] });
    expect(autologo).toMatchObject({
      tph_donante_sexo: null,
      tph_donante_edad: null,
      tph_hla: null,
      tph_atg: null,
      tph_ptcy: null,
      tph_profilaxis_eich: [],
      tph_cmv: null,
      tph_eicha: null,
      tph_eicha_grado_max: null,
      tph_eicha_fecha: null,
      tph_eicha_organos: [],
      tph_eichc: null,
      tph_quimerismo_d100_pct: null,
    });
  });

  it('un alogénico pide HLA, ATG, PTCy, profilaxis y EICH', () => {
    const sinDatos = { tph_hla: null, tph_atg: null, tph_ptcy: null, tph_profilaxis_eich: [], tph_eicha: null, tph_eichc: null };
    expect(errores(sinDatos)).toEqual({
      tph_hla: OBLIGATORIO,
      tph_atg: OBLIGATORIO,
      tph_ptcy: OBLIGATORIO,
      tph_profilaxis_eich: OBLIGATORIO,
      tph_eicha: OBLIGATORIO,
      tph_eichc: OBLIGATORIO,
    });
  });

  it('sexo y edad del donante no se piden para el cordón; la dosis de CD34 tampoco', () => {
    const cordon = datos({ tph_donante_tipo: 'CORDON', tph_hla: 'CORDON_5_6', tph_fuente: 'CORDON' });
    expect(cordon).toMatchObject({ tph_donante_sexo: null, tph_donante_edad: null, tph_cd34_10e6_kg: null });
  });

  it('«Otro» esquema e ICT piden su detalle', () => {
    expect(errores({ tph_acond_esquema: 'OTRO' })).toEqual({ tph_acond_esquema_otro: 'Especifique el valor en el campo «Otro».' });
    expect(datos({ tph_acond_esquema_otro: 'x' }).tph_acond_esquema_otro).toBeNull();
    expect(errores({ tph_ict: 'SI' })).toEqual({ tph_ict_dosis_gy: OBLIGATORIO });
    expect(datos({ tph_ict_dosis_gy: 4 }).tph_ict_dosis_gy).toBeNull();
  });

  it('tipo de remisión y EMR pretrasplante solo con el trasplante en remisión', () => {
    expect(errores({ tph_respuesta_pre: null })).toEqual({ tph_respuesta_pre: OBLIGATORIO });
    expect(errores({ tph_pre_emr_fecha: null })).toEqual({ tph_pre_emr_fecha: OBLIGATORIO });
    const sinRemision = contextoTrasplante({ induccion: { ind1_fecha_inicio: '2024-01-20', ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'SIN_RESPUESTA' } });
    const refractario = datos({ tph_estado_pre: 'REFRACTARIEDAD_PRIMARIA' }, sinRemision);
    expect(refractario).toEqual(expect.objectContaining({ tph_respuesta_pre: null, tph_pre_emr_fecha: null, tph_pre_emr_cmf_resultado: null }));
  });

  it('el grado, la fecha y los órganos de la EICH aguda y la gravedad y fecha de la crónica', () => {
    expect(errores({ tph_eicha_grado_max: null, tph_eicha_fecha: null, tph_eicha_organos: [] })).toEqual({
      tph_eicha_grado_max: OBLIGATORIO,
      tph_eicha_fecha: OBLIGATORIO,
      tph_eicha_organos: OBLIGATORIO,
    });
    expect(datos({ tph_eicha: 'NO' })).toMatchObject({ tph_eicha_grado_max: null, tph_eicha_fecha: null, tph_eicha_organos: [] });
    expect(errores({ tph_eichc: 'SI' })).toEqual({ tph_eichc_gravedad: OBLIGATORIO, tph_eichc_fecha: OBLIGATORIO });
  });

  it('la dosis de CD34 < 1 ×10⁶/kg es un aviso (G15)', () => {
    expect(validar({ tph_cd34_10e6_kg: 0.8 })).toMatchObject({
      ok: true,
      avisos: { tph_cd34_10e6_kg: 'Valor poco habitual (0,8 ×10⁶/kg). Compruebe que es correcto.' },
    });
  });
});
