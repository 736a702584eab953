import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_MUERTE } from './etapa-muerte';
import { contextoMuerte, muerteValida } from './muerte-valida.fixture';

function resultado(cambios: Registro) {
  return validarEtapa(ETAPA_MUERTE, muerteValida(cambios), 'completo', contextoMuerte());
}

const errores = (cambios: Registro) => {
  const r = resultado(cambios);
  return r.ok ? {} : r.errores;
};

describe('ETAPA_MUERTE', () => {
  it('las secciones reparten cada campo una sola vez', () => {
    const enSecciones = ETAPA_MUERTE.secciones.flatMap((seccion) => seccion.campos);
    expect([...enSecciones].sort()).toEqual(ETAPA_MUERTE.campos.map((campo) => campo.name).sort());
  });

  it('acepta el fallecimiento válido completo sin avisos', () => {
    expect(resultado({})).toMatchObject({ ok: true, avisos: {} });
  });

  it('fecha, causa, fase y relación con el tratamiento son obligatorias; la autopsia no', () => {
    const vacio = { muerte_fecha: null, muerte_causa_principal: null, muerte_fase: null, muerte_relacionada_tratamiento: null, muerte_autopsia: null };
    const obligatorio = 'Este campo es obligatorio.';
    expect(errores(vacio)).toEqual({
      muerte_fecha: obligatorio,
      muerte_causa_principal: obligatorio,
      muerte_fase: obligatorio,
      muerte_relacionada_tratamiento: obligatorio,
    });
  });

  it('«Otra causa no relacionada», principal o contribuyente, pide especificar', () => {
    const especifique = { muerte_causa_otra: 'Especifique el valor en el campo «Otro».' };
    expect(errores({ muerte_causa_principal: 'OTRA_NO_RELACIONADA' })).toEqual(especifique);
    expect(errores({ muerte_causas_contribuyentes: ['OTRA_NO_RELACIONADA'] })).toEqual(especifique);
    const sinOtra = resultado({ muerte_causa_otra: 'x' });
    expect(sinOtra).toMatchObject({ ok: true, data: { muerte_causa_otra: null } });
  });

  it('la fecha del fallecimiento no puede ser futura', () => {
    expect(errores({ muerte_fecha: '2999-01-01' })).toEqual({ muerte_fecha: 'La fecha no puede ser posterior a la fecha actual.' });
  });
});
