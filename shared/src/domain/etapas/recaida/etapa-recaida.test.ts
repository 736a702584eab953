import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_RECAIDA } from './etapa-recaida';
import { contextoRecaida, recaidaValida } from './recaida-valida.fixture';

function validar(cambios: Registro, contexto: ContextoEtapa = contextoRecaida()) {
  return validarEtapa(ETAPA_RECAIDA, recaidaValida(cambios), 'completo', contexto);
}

function errores(cambios: Registro): Record<string, string> {
  const resultado = validar(cambios);
  return resultado.ok ? {} : resultado.errores;
}

function datos(cambios: Registro): Registro {
  const resultado = validar(cambios);
  if (!resultado.ok) throw new Error(JSON.stringify(resultado.errores));
  return resultado.data;
}

const MOLECULAR = { rec_tipo: 'MOLECULAR', rec_emr_metodo: 'QPCR_NPM1', rec_emr_valor: 1.25, rec_emr_confirmada: 'SI', rec_emr_fecha_confirmacion: '2024-09-20' };

describe('ETAPA_RECAIDA', () => {
  it('las secciones reparten cada campo una sola vez', () => {
    const enSecciones = ETAPA_RECAIDA.secciones.flatMap((seccion) => seccion.campos);
    expect([...enSecciones].sort()).toEqual(ETAPA_RECAIDA.campos.map((campo) => campo.name).sort());
  });

  it('acepta la recaída válida completa sin avisos', () => {
    expect(validar({})).toMatchObject({ ok: true, avisos: {} });
  });

  it('un borrador admite obligatorios vacíos', () => {
    expect(validarEtapa(ETAPA_RECAIDA, { rec_tipo: 'HEMATOLOGICA' }, 'borrador', contextoRecaida()).ok).toBe(true);
  });
});

describe('ramificación de la recaída', () => {
  it('las localizaciones solo se piden en recaídas extramedulares; «Otra» pide especificar', () => {
    expect(datos({ rec_sitios: ['PIEL'] }).rec_sitios).toEqual([]);
    expect(errores({ rec_tipo: 'EXTRAMEDULAR' })).toEqual({ rec_sitios: 'Este campo es obligatorio.' });
    expect(errores({ rec_tipo: 'HEMATOLOGICA_EXTRAMEDULAR', rec_sitios: ['OTRO'] })).toEqual({
      rec_sitios_otro: 'Especifique el valor en el campo «Otro».',
    });
    expect(datos({ rec_tipo: 'EXTRAMEDULAR', rec_sitios: ['PIEL'], rec_sitios_otro: 'x' }).rec_sitios_otro).toBeNull();
  });

  it('la médula se pide salvo en la recaída molecular; sus blastos solo si se realizó', () => {
    expect(errores({ rec_mo_realizada: null })).toEqual({ rec_mo_realizada: 'Este campo es obligatorio.' });
    expect(errores({ rec_mo_blastos_pct: null })).toEqual({ rec_mo_blastos_pct: 'Este campo es obligatorio.' });
    expect(datos({ rec_mo_realizada: 'NO', rec_sp_confirmada: 'SI' }).rec_mo_blastos_pct).toBeNull();
    expect(errores({ rec_sp_blastos_pct: null })).toEqual({ rec_sp_blastos_pct: 'Este campo es obligatorio.' });
  });

  it('la confirmación en SP se pide en la hematológica sin médula ≥ 5 %', () => {
    expect(errores({ rec_mo_realizada: 'NO' })).toEqual({ rec_sp_confirmada: 'Este campo es obligatorio.' });
    expect(errores({ rec_mo_blastos_pct: 4.9 })).toEqual({ rec_sp_confirmada: 'Este campo es obligatorio.' });
    expect(datos({ rec_sp_confirmada: 'SI' }).rec_sp_confirmada).toBeNull();
    expect(datos({ rec_tipo: 'HEMATOLOGICA_EXTRAMEDULAR', rec_sitios: ['PIEL'], rec_mo_blastos_pct: 2 }).rec_sp_confirmada).toBeNull();
  });

  it('la recaída molecular pide su EMR y oculta médula y sangre periférica', () => {
    expect(errores({ rec_tipo: 'MOLECULAR' })).toEqual({
      rec_emr_metodo: 'Este campo es obligatorio.',
      rec_emr_valor: 'Este campo es obligatorio.',
      rec_emr_confirmada: 'Este campo es obligatorio.',
    });
    const molecular = datos({ ...MOLECULAR, rec_fecha_hematologica: '2024-10-15' });
    expect(molecular).toMatchObject({ rec_mo_realizada: null, rec_mo_blastos_pct: null, rec_sp_blastos_pct: null, rec_fecha_hematologica: '2024-10-15' });
    expect(errores({ ...MOLECULAR, rec_emr_fecha_confirmacion: null })).toEqual({ rec_emr_fecha_confirmacion: 'Este campo es obligatorio.' });
    expect(datos({ rec_emr_metodo: 'CMF', rec_fecha_hematologica: '2024-10-15' })).toMatchObject({ rec_emr_metodo: null, rec_fecha_hematologica: null });
  });

  it('la fórmula ISCN se pide con cariotipo anormal', () => {
    expect(errores({ rec_cariotipo: 'ANORMAL' })).toEqual({ rec_cariotipo_iscn: 'Este campo es obligatorio.' });
    expect(datos({ rec_cariotipo_iscn: '46,XY[20]' }).rec_cariotipo_iscn).toBeNull();
  });
});
