import { describe, expect, it } from '@jest/globals';
import type { Registro } from '../../fields/campo';
import { validarEtapa } from '../validar-etapa';
import { ETAPA_RECAIDA } from './etapa-recaida';
import { contextoRecaida, recaidaValida } from './recaida-valida.fixture';

function resultado(cambios: Registro) {
  return validarEtapa(ETAPA_RECAIDA, recaidaValida(cambios), 'completo', contextoRecaida());
}

const errores = (cambios: Registro) => {
  const r = resultado(cambios);
  return r.ok ? {} : r.errores;
};
const avisos = (cambios: Registro) => {
  const r = resultado(cambios);
  return r.ok ? r.avisos : {};
};

const MOLECULAR = { rec_tipo: 'MOLECULAR', rec_emr_metodo: 'QPCR_NPM1', rec_emr_valor: 1.25, rec_emr_confirmada: 'SI' };

describe('reglas propias de la recaída (§3.9)', () => {
  it('una recaída hematológica necesita ≥ 5 % en médula o blastos en sangre periférica', () => {
    expect(errores({ rec_mo_blastos_pct: 3, rec_sp_blastos_pct: 0, rec_sp_confirmada: 'SI' })).toEqual({
      rec_mo_blastos_pct: 'Una recaída hematológica requiere ≥ 5 % de blastos en médula ósea o blastos en sangre periférica.',
    });
    expect(resultado({ rec_mo_blastos_pct: 3, rec_sp_blastos_pct: 2, rec_sp_confirmada: 'SI' }).ok).toBe(true);
    expect(resultado({ rec_mo_blastos_pct: 5, rec_sp_blastos_pct: 0 }).ok).toBe(true);
  });

  it('sin médula ≥ 5 % los blastos en sangre periférica deben confirmarse', () => {
    expect(errores({ rec_mo_realizada: 'NO', rec_sp_confirmada: 'NO' })).toEqual({
      rec_sp_confirmada:
        'Sin médula ósea ≥ 5 %, la recaída en sangre periférica requiere blastos en 2 muestras separadas al menos 1 semana (ELN 2022).',
    });
  });

  it('la recaída molecular sin confirmar es un aviso', () => {
    expect(avisos({ ...MOLECULAR, rec_emr_confirmada: 'NO' })).toMatchObject({
      rec_emr_confirmada: 'ELN 2022 exige confirmar la recaída por EMR en una segunda muestra consecutiva obtenida en ≤ 4 semanas.',
    });
  });

  it('la muestra de confirmación está en (rec_fecha, rec_fecha + 28 días]', () => {
    const mensaje = { rec_emr_fecha_confirmacion: 'La muestra de confirmación debe obtenerse en las 4 semanas siguientes.' };
    expect(errores({ ...MOLECULAR, rec_emr_fecha_confirmacion: '2024-09-01' })).toEqual(mensaje);
    expect(errores({ ...MOLECULAR, rec_emr_fecha_confirmacion: '2024-09-30' })).toEqual(mensaje);
    expect(resultado({ ...MOLECULAR, rec_emr_fecha_confirmacion: '2024-09-02' }).ok).toBe(true);
    expect(resultado({ ...MOLECULAR, rec_emr_fecha_confirmacion: '2024-09-29' }).ok).toBe(true);
  });

  it('la progresión hematológica es posterior a la recaída molecular', () => {
    const confirmada = { ...MOLECULAR, rec_emr_fecha_confirmacion: '2024-09-20' };
    expect(errores({ ...confirmada, rec_fecha_hematologica: '2024-09-01' })).toEqual({
      rec_fecha_hematologica: 'La fecha de progresión a recaída hematológica debe ser posterior a la fecha de la recaída.',
    });
    expect(resultado({ ...confirmada, rec_fecha_hematologica: '2024-09-02' }).ok).toBe(true);
  });
});

describe('fechas clínicas de la recaída (G09, G10)', () => {
  it('ninguna fecha anterior al diagnóstico ni posterior a la muerte', () => {
    expect(errores({ rec_fecha: '2024-01-14' })).toEqual({ rec_fecha: 'La fecha no puede ser anterior a la fecha de diagnóstico (15/01/2024).' });
    const muerto = contextoRecaida({ muerte: { muerte_fecha: '2024-09-10' } });
    const confirmada = recaidaValida({ ...MOLECULAR, rec_emr_fecha_confirmacion: '2024-09-20', rec_fecha_hematologica: '2024-09-25' });
    expect(validarEtapa(ETAPA_RECAIDA, confirmada, 'completo', muerto)).toEqual({
      ok: false,
      errores: {
        rec_emr_fecha_confirmacion: 'El paciente falleció el 10/09/2024: no se pueden registrar datos con fecha posterior.',
        rec_fecha_hematologica: 'El paciente falleció el 10/09/2024: no se pueden registrar datos con fecha posterior.',
      },
    });
  });
});
