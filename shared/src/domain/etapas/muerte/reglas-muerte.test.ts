import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_MUERTE } from './etapa-muerte';
import { contextoMuerte, muerteValida } from './muerte-valida.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa = contextoMuerte()) {
  return validarEtapa(ETAPA_MUERTE, muerteValida(cambios), 'completo', contexto);
}

const errores = (cambios: Registro, contexto?: ContextoEtapa) => {
  const r = resultado(cambios, contexto);
  return r.ok ? {} : r.errores;
};

const ALOGENICO = { tph_num: 1, tph_fecha: '2024-04-01', tph_tipo: 'ALOGENICO' };

describe('fecha del fallecimiento', () => {
  it('G09: no antes del diagnóstico', () => {
    expect(errores({ muerte_fecha: '2024-01-14' }, contextoMuerte({ induccion: null }))).toEqual({
      muerte_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    });
  });

  it('X21: no antes del último evento registrado', () => {
    expect(errores({ muerte_fecha: '2024-02-19' })).toEqual({
      muerte_fecha:
        'La fecha de fallecimiento no puede ser anterior a otros eventos registrados (último: evaluación de la respuesta tras el ciclo 1 el 20/02/2024).',
    });
    expect(resultado({ muerte_fecha: '2024-02-20' }).ok).toBe(true);
  });

  it('G10 no se aplica: la muerte almacenada no limita su propia fecha', () => {
    expect(resultado({ muerte_fecha: '2024-05-01' }, contextoMuerte({ muerte: { muerte_fecha: '2024-04-01' } })).ok).toBe(true);
  });
});

describe('causas de muerte', () => {
  it('la EICH requiere un alogénico previo', () => {
    const mensaje = { muerte_causa_principal: 'La EICH como causa de muerte requiere un trasplante alogénico previo.' };
    expect(errores({ muerte_causa_principal: 'EICH' })).toEqual(mensaje);
    expect(errores({ muerte_causa_principal: 'EICH' }, contextoMuerte({ trasplante: [{ ...ALOGENICO, tph_tipo: 'AUTOLOGO' }] }))).toEqual(mensaje);
    expect(resultado({ muerte_causa_principal: 'EICH' }, contextoMuerte({ trasplante: [ALOGENICO] })).ok).toBe(true);
  });

  it('fallo del injerto y MAT requieren un trasplante previo (autólogo vale)', () => {
    const mensaje = 'Esta causa requiere un trasplante previo.';
    expect(errores({ muerte_causa_principal: 'FALLO_INJERTO' })).toEqual({ muerte_causa_principal: mensaje });
    expect(errores({ muerte_causa_principal: 'MAT' })).toEqual({ muerte_causa_principal: mensaje });
    expect(resultado({ muerte_causa_principal: 'MAT' }, contextoMuerte({ trasplante: [{ ...ALOGENICO, tph_tipo: 'AUTOLOGO' }] })).ok).toBe(true);
  });

  it('un trasplante sin fecha no cuenta; sin fecha de muerte cuenta cualquiera fechado', () => {
    expect(errores({ muerte_causa_principal: 'MAT' }, contextoMuerte({ trasplante: [{ tph_tipo: 'AUTOLOGO', tph_fecha: null }] }))).toEqual({
      muerte_causa_principal: 'Esta causa requiere un trasplante previo.',
    });
    const borrador = validarEtapa(ETAPA_MUERTE, { muerte_causa_principal: 'EICH' }, 'borrador', contextoMuerte({ trasplante: [ALOGENICO] }));
    expect(borrador.ok).toBe(true);
  });

  it('SOS/EVO sin trasplante es un aviso', () => {
    expect(resultado({ muerte_causa_principal: 'SOS_VOD' })).toMatchObject({
      ok: true,
      avisos: { muerte_causa_principal: 'SOS/EVO sin trasplante previo: compruebe (p. ej. tras gemtuzumab).' },
    });
    expect(resultado({ muerte_causa_principal: 'SOS_VOD' }, contextoMuerte({ trasplante: [ALOGENICO] }))).toMatchObject({ ok: true, avisos: {} });
  });

  it('muerte por LMA en remisión es un aviso', () => {
    expect(resultado({ muerte_causa_principal: 'LMA' })).toMatchObject({
      ok: true,
      avisos: { muerte_causa_principal: 'Muerte por LMA en remisión: revise la fase o registre la recaída.' },
    });
    expect(resultado({ muerte_causa_principal: 'LMA', muerte_fase: 'RECAIDA_PROGRESION' })).toMatchObject({ ok: true, avisos: {} });
  });

  it('la causa principal no se repite como contribuyente', () => {
    expect(errores({ muerte_causas_contribuyentes: ['HEMORRAGIA', 'INFECCION_FUNGICA'] })).toEqual({
      muerte_causas_contribuyentes: 'La causa principal no debe repetirse como contribuyente.',
    });
  });
});
