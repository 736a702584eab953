import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_TRASPLANTE } from './etapa-trasplante';
import { contextoTrasplante, trasplanteValido } from './trasplante-valido.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa = contextoTrasplante()) {
  return validarEtapa(ETAPA_TRASPLANTE, trasplanteValido(cambios), 'completo', contexto);
}

const errores = (cambios: Registro, contexto?: ContextoEtapa) => {
  const r = resultado(cambios, contexto);
  return r.ok ? {} : r.errores;
};

const X13 = 'La fecha del trasplante debe ser posterior al inicio del tratamiento de inducción.';
const X15 = 'La fecha debe ser posterior a la del trasplante (01/06/2024).';

describe('X13, X14: la fecha del trasplante', () => {
  it('después del inicio de la inducción y del diagnóstico', () => {
    expect(errores({ tph_fecha: '2024-01-20' })).toEqual({ tph_fecha: X13 });
    expect(errores({ tph_fecha: '2024-01-15' }, contextoTrasplante({ induccion: null }))).toEqual({ tph_fecha: X13 });
    expect(errores({ tph_fecha: '2024-01-14' })).toEqual({ tph_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).' });
  });

  it('no antes de la muerte (G10)', () => {
    expect(errores({}, contextoTrasplante({ muerte: { muerte_fecha: '2024-05-31' } }))).toMatchObject({
      tph_fecha: 'El paciente falleció el 31/05/2024: no se pueden registrar datos con fecha posterior.',
    });
  });

  it('dos trasplantes no pueden compartir fecha (salvo la propia fila al editarla)', () => {
    const otro = { trasplante_id: 4, tph_fecha: '2024-06-01', tph_tipo: 'AUTOLOGO' };
    expect(errores({}, contextoTrasplante({ trasplante: [otro] }))).toEqual({
      tph_fecha: 'Un trasplante posterior no puede tener fecha anterior o igual al previo.',
    });
    expect(resultado({}, contextoTrasplante({ trasplante: [otro] }, 4)).ok).toBe(true);
  });
});

describe('X15 y fechas del injerto', () => {
  it.each(['tph_injerto_neutrofilos_fecha', 'tph_injerto_plaquetas_fecha', 'tph_eicha_fecha'])('%s posterior al día 0', (campo) => {
    expect(errores({ [campo]: '2024-06-01' })).toEqual({ [campo]: X15 });
  });

  it('la fecha de EICH crónica también', () => {
    expect(errores({ tph_eichc: 'SI', tph_eichc_gravedad: 'LEVE', tph_eichc_fecha: '2024-05-30' })).toEqual({ tph_eichc_fecha: X15 });
  });

  it('injerto de neutrófilos después del día +42 es un aviso', () => {
    expect(resultado({ tph_injerto_neutrofilos_fecha: '2024-07-14' })).toMatchObject({
      ok: true,
      avisos: { tph_injerto_neutrofilos_fecha: 'Injerto de neutrófilos tardío (> día +42).' },
    });
    expect(resultado({ tph_injerto_neutrofilos_fecha: '2024-07-13' })).toMatchObject({ ok: true, avisos: {} });
  });

  it('un fallo primario no puede tener fecha de injerto de neutrófilos', () => {
    expect(errores({ tph_fallo_injerto: 'PRIMARIO' })).toEqual({
      tph_fallo_injerto: 'Un fallo primario del injerto es incompatible con fecha de injerto de neutrófilos.',
    });
    expect(resultado({ tph_fallo_injerto: 'PRIMARIO', tph_injerto_neutrofilos_fecha: null, tph_injerto_plaquetas_fecha: null }).ok).toBe(true);
  });
});

describe('EMR pretrasplante', () => {
  it('no puede ser posterior al trasplante', () => {
    expect(errores({ tph_pre_emr_fecha: '2024-06-02' })).toEqual({ tph_pre_emr_fecha: 'La EMR pretrasplante debe ser anterior al trasplante.' });
    expect(resultado({ tph_pre_emr_fecha: '2024-06-01' }).ok).toBe(true);
  });

  it('más de 30 días antes es un aviso', () => {
    expect(resultado({ tph_pre_emr_fecha: '2024-05-01' })).toMatchObject({
      ok: true,
      avisos: { tph_pre_emr_fecha: 'La EMR pretrasplante debería obtenerse en los 30 días previos al trasplante.' },
    });
    expect(resultado({ tph_pre_emr_fecha: '2024-05-02' })).toMatchObject({ ok: true, avisos: {} });
  });
});
