import { describe, expect, test } from '@jest/globals';
import type { ExpedientePaciente } from '../etapas/contexto-etapa';
import { completitudDatosEsenciales } from '../datos-esenciales/completitud-datos-esenciales';
import { resumenPaciente } from './resumen-paciente';

function expediente(cambios: Partial<ExpedientePaciente> = {}): ExpedientePaciente {
  return {
    paciente: { paciente_id: 1, sexo: 'MUJER', fecha_nacimiento: '1960-01-01', fecha_diagnostico: '2024-01-01', entidad: 'LMA', estado: 'ACTIVO', ensayos: [] },
    diagnostico: null,
    diagnostico_fish: [],
    induccion: { intencion_tratamiento: 'INTENSIVO', ind1_fecha_inicio: '2024-01-05', ind_fecha_primera_remision: '2024-02-01', refractario_primario: false, ind_mejor_respuesta: 'RC' },
    consolidacion: [],
    post_consolidacion: [],
    trasplante: [],
    seguimiento: [{ seg_fecha: '2024-06-30' }],
    recaida: [],
    rec_res: [],
    muerte: null,
    ...cambios,
  } as ExpedientePaciente;
}

const estado = { estado: 'ACTIVO', de_completitud_pct: 80 };

describe('resumen_paciente (data-dictionary §7)', () => {
  test('alive without relapse: censored at the last contact', () => {
    expect(resumenPaciente(expediente(), estado)).toMatchObject({
      estado_vital: 'VIVO',
      fecha_ultimo_contacto: '2024-06-30',
      os_dias: 181,
      os_evento: false,
      efs_dias: 181,
      efs_evento: false,
      rfs_dias: 150,
      rfs_evento: false,
      n_recaidas: 0,
      ind_mejor_respuesta: 'RC',
      de_completitud_pct: 80,
    });
  });

  test('a sample extracted after every other record moves the last contact: OS, EFS and RFS are censored there (§3.8)', () => {
    const base = expediente();
    const resumen = resumenPaciente({ ...base, paciente: { ...base.paciente, fecha_ultima_muestra: '2024-09-28' } }, estado);
    expect(resumen).toMatchObject({ fecha_ultimo_contacto: '2024-09-28', os_dias: 271, os_evento: false, efs_dias: 271, rfs_dias: 240 });
  });

  test('relapse then death: EFS and RFS end at the relapse, OS at the death', () => {
    const resumen = resumenPaciente(
      expediente({ recaida: [{ rec_fecha: '2024-04-01' }], muerte: { muerte_fecha: '2024-05-01', muerte_causa_principal: 'PROGRESION' } }),
      estado,
    );
    expect(resumen).toMatchObject({ estado_vital: 'FALLECIDO', os_dias: 121, os_evento: true, efs_dias: 91, efs_evento: true, rfs_dias: 60, rfs_evento: true, n_recaidas: 1, fecha_primera_recaida: '2024-04-01' });
  });

  test('primary refractoriness is an EFS event at day 0; no remission, no RFS; an allogeneic HCT in CR1 is flagged', () => {
    const resumen = resumenPaciente(
      expediente({
        induccion: { intencion_tratamiento: 'INTENSIVO', refractario_primario: true, ind_fecha_primera_remision: null },
        trasplante: [{ tph_tipo: 'ALOGENICO', tph_estado_pre: 'RC1', tph_fecha: '2024-08-01' }],
      }),
      estado,
    );
    expect(resumen).toMatchObject({ efs_dias: 0, efs_evento: true, rfs_dias: null, rfs_evento: null, tph_alo_rc1: true, fecha_ultimo_contacto: '2024-08-01' });
  });

  test('the essential data items of §3.2: applicable, completed and whether the set is complete', () => {
    const historia = expediente();
    const { de_items_aplicables, de_items_completos } = completitudDatosEsenciales(historia.paciente, historia);
    expect(de_items_aplicables).toBeGreaterThan(de_items_completos);
    expect(resumenPaciente(historia, estado)).toMatchObject({ de_items_aplicables, de_items_completos, de_completo: false });
  });
});
