import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import type { ContextoEtapa } from '../contexto-etapa';
import { basalRescate } from './basal-rescate';
import { contextoRescate, DIAGNOSTICO_SIN_DIANAS, PRIMERA_RECAIDA } from './rescate-valido.fixture';

const linea1 = basalRescate(1);
const linea2 = basalRescate(2);

const REFRACTARIA: Registro = { rr_indicacion: 'REFRACTARIEDAD_PRIMARIA', rr_fecha_inicio: '2024-03-01' };
const INDUCCION = {
  ind1_eval_fecha: '2024-02-20',
  ind1_eval_mo_blastos_pct: 35,
  ind1_eval_emd: 'SI',
  ind2_eval_fecha: '2024-03-10',
  ind2_eval_mo_blastos_pct: 50,
  ind2_eval_emd: 'NO',
};

function contexto(parcial: Parameters<typeof contextoRescate>[0] = {}): ContextoEtapa {
  return contextoRescate({ induccion: INDUCCION, recaida: [], ...parcial });
}

describe('basalRescate', () => {
  it('la recaída tratada con blastos medulares es la basal (con su enfermedad extramedular)', () => {
    expect(linea1({ rr_recaida_id: 1 }, contextoRescate())).toEqual({ blastos: 40, emd: false });
    const extramedular = { ...PRIMERA_RECAIDA, rec_tipo: 'HEMATOLOGICA_EXTRAMEDULAR' };
    expect(linea1({ rr_recaida_id: '1' }, contextoRescate({ recaida: [extramedular] }))).toEqual({ blastos: 40, emd: true });
  });

  it('sin blastos en la recaída tratada, la última médula hasta el inicio de la línea', () => {
    const molecular = { recaida_id: 1, rec_fecha: '2024-09-01', rec_tipo: 'MOLECULAR' };
    expect(linea1({ rr_recaida_id: 1, rr_fecha_inicio: '2024-09-10' }, contexto({ recaida: [molecular] }))).toEqual({ blastos: 50, emd: false });
  });

  it('refractariedad: la última evaluación de la primera línea anterior al inicio', () => {
    expect(linea1(REFRACTARIA, contexto())).toEqual({ blastos: 35, emd: true });
    expect(linea1({ ...REFRACTARIA, rr_fecha_inicio: '2024-03-10' }, contexto())).toEqual({ blastos: 50, emd: false });
  });

  it('sin fecha de inicio, la última médula registrada', () => {
    expect(linea1({ rr_indicacion: 'REFRACTARIEDAD_PRIMARIA' }, contexto())).toEqual({ blastos: 50, emd: false });
  });

  it('sin evaluaciones, la médula del diagnóstico (fecha del aspirado o del diagnóstico)', () => {
    const soloDiagnostico = contextoRescate({ induccion: null, recaida: [] });
    expect(linea1(REFRACTARIA, soloDiagnostico)).toEqual({ blastos: 60, emd: false });
    const aspiradoTardio = contextoRescate({ induccion: null, recaida: [], diagnostico: { ...DIAGNOSTICO_SIN_DIANAS, mo_fecha: '2024-03-02' } });
    expect(linea1(REFRACTARIA, aspiradoTardio)).toEqual({ blastos: null, emd: null });
  });

  it('la segunda línea ve la evaluación de la primera y las recaídas; nunca la suya', () => {
    const rescates = [
      { rr_linea: 1, rr_eval_fecha: '2024-10-20', rr_eval_mo_blastos_pct: 22, rr_eval_emd: 'NO' },
      { rr_linea: 2, rr_eval_fecha: '2024-11-20', rr_eval_mo_blastos_pct: 80, rr_eval_emd: 'SI' },
    ];
    const registro = { rr_indicacion: 'REFRACTARIEDAD_RESCATE', rr_fecha_inicio: '2024-11-30' };
    expect(linea2(registro, contexto({ rec_res: rescates }))).toEqual({ blastos: 22, emd: false });
    const conRecaida = contexto({ rec_res: rescates, recaida: [{ ...PRIMERA_RECAIDA, rec_fecha: '2024-11-01' }] });
    expect(linea2(registro, conRecaida)).toEqual({ blastos: 40, emd: false });
    expect(linea1({ ...registro, rr_fecha_inicio: '2024-11-30' }, contexto({ rec_res: rescates }))).toEqual({ blastos: 80, emd: true });
  });
});
