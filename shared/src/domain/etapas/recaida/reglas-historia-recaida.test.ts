import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { contextoDe } from '../expediente.fixture';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_RECAIDA } from './etapa-recaida';
import { contextoRecaida, recaidaValida } from './recaida-valida.fixture';

function resultado(cambios: Registro, contexto: ContextoEtapa) {
  return validarEtapa(ETAPA_RECAIDA, recaidaValida(cambios), 'completo', contexto);
}

const X16 =
  'No consta ninguna remisión (RC, RCh o RCi) previa a esta fecha; no se puede registrar una recaída. Si la enfermedad nunca remitió, registre la refractariedad en el tratamiento de rescate.';
const X17 = 'Entre dos recaídas debe constar una nueva remisión.';

describe('X16: una recaída necesita una remisión anterior', () => {
  it('sin remisión, o con la remisión el mismo día o después, se rechaza', () => {
    expect(resultado({}, contextoDe())).toEqual({ ok: false, errores: { rec_fecha: X16 } });
    expect(resultado({ rec_fecha: '2024-02-20' }, contextoRecaida())).toEqual({ ok: false, errores: { rec_fecha: X16 } });
    const sinRemision = contextoDe({ induccion: { ind1_eval_fecha: '2024-02-20', ind1_eval_respuesta: 'MLFS' } });
    expect(resultado({}, sinRemision)).toEqual({ ok: false, errores: { rec_fecha: X16 } });
  });

  it('la remisión de un rescate también cuenta', () => {
    const contexto = contextoDe({ rec_res: [{ rr_linea: 1, rr_eval_fecha: '2024-06-01', rr_eval_respuesta: 'RCH' }] });
    expect(resultado({}, contexto).ok).toBe(true);
  });
});

describe('X17: entre dos recaídas, una nueva remisión', () => {
  const primera = { recaida_id: 1, rec_fecha: '2024-09-01' };

  it('una segunda recaída sin remisión intermedia se rechaza', () => {
    expect(resultado({ rec_fecha: '2025-02-01' }, contextoRecaida({ recaida: [primera] }))).toEqual({ ok: false, errores: { rec_fecha: X17 } });
  });

  it('con una remisión entre ambas se acepta', () => {
    const rescate = { rr_linea: 1, rr_eval_fecha: '2024-11-15', rr_eval_respuesta: 'RC' };
    expect(resultado({ rec_fecha: '2025-02-01' }, contextoRecaida({ recaida: [primera], rec_res: [rescate] })).ok).toBe(true);
  });

  it('dos recaídas el mismo día nunca tienen remisión entre ellas', () => {
    expect(resultado({}, contextoRecaida({ recaida: [primera] }))).toEqual({ ok: false, errores: { rec_fecha: X17 } });
  });

  it('una recaída anterior a otra ya registrada necesita remisión antes de la siguiente', () => {
    const siguiente = { recaida_id: 2, rec_fecha: '2025-02-01' };
    expect(resultado({ rec_fecha: '2024-09-01' }, contextoRecaida({ recaida: [siguiente] }))).toEqual({ ok: false, errores: { rec_fecha: X17 } });
  });

  it('al editar una recaída no se compara consigo misma', () => {
    expect(resultado({}, contextoRecaida({ recaida: [primera] }, 1)).ok).toBe(true);
  });
});

describe('recaída molecular sin EMR negativa o baja previa', () => {
  const molecular = { rec_tipo: 'MOLECULAR', rec_emr_metodo: 'QPCR_NPM1', rec_emr_valor: 1.25, rec_emr_confirmada: 'SI', rec_emr_fecha_confirmacion: '2024-09-20' };
  const aviso =
    'No consta EMR negativa o de bajo nivel previa: una recaída molecular requiere conversión desde EMR negativa o aumento ≥ 1 log en EMR de bajo nivel.';
  const conEmr = (estado: string, fecha = '2024-05-01') =>
    contextoRecaida({ consolidacion: [{ cons_emr_fecha: fecha, cons_emr_estado: estado }] });

  it('avisa sin una EMR previa NEGATIVA o POSITIVA_BAJA', () => {
    expect(resultado(molecular, contextoRecaida())).toMatchObject({ ok: true, avisos: { rec_tipo: aviso } });
    expect(resultado(molecular, conEmr('POSITIVA'))).toMatchObject({ ok: true, avisos: { rec_tipo: aviso } });
    expect(resultado(molecular, conEmr('NEGATIVA', '2024-09-01'))).toMatchObject({ ok: true, avisos: { rec_tipo: aviso } });
  });

  it('no avisa con una EMR previa negativa o de bajo nivel', () => {
    expect(resultado(molecular, conEmr('NEGATIVA'))).toMatchObject({ ok: true, avisos: {} });
    expect(resultado(molecular, conEmr('POSITIVA_BAJA'))).toMatchObject({ ok: true, avisos: {} });
  });
});
