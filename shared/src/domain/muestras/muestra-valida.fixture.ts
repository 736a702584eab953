import type { ContextoMuestra } from './reglas-muestra';

/** A patient born 1960, diagnosed 2024-01-15, consenting to research samples, in the LMA-FLOW trial. */
export const CONTEXTO_MUESTRA: ContextoMuestra = {
  paciente: { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', consentimiento_muestras: 'SI' },
  ensayos: ['LMA_FLOW'],
  muerte_fecha: null,
  clinica: { ind1_fecha_inicio: '2024-01-18', recaidas: [], trasplantes: [] },
};

/** A valid diagnostic marrow sample of that patient, for the flow-cytometry reference lab. */
export const MUESTRA_VALIDA = {
  es_ensayo: false,
  momento: 'DIAG',
  material: 'MO_ASPIRADO',
  fecha_extraccion: '2024-01-14',
  hora_extraccion: '09:30',
  anticoagulante: 'EDTA',
  n_tubos: 2,
  volumen_ml: 5,
  estudios_solicitados: ['CMF_DIAGNOSTICO'],
  laboratorio_destino: 'LAB_CMF_REF',
  laboratorio_economico: 'GRUPO_COOPERATIVO',
} as const;
