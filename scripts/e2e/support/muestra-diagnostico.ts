/** A diagnostic marrow sample for the NGS laboratory, shipped the day it was drawn: the e2e journeys register it. */
export const MUESTRA_DIAGNOSTICO = {
  momento: 'DIAG',
  material: 'MO_ASPIRADO',
  fecha_extraccion: '2025-01-09',
  anticoagulante: 'EDTA',
  n_tubos: 2,
  volumen_ml: 5,
  estudios_solicitados: ['NGS'],
  laboratorio_destino: 'LAB_NGS_REF',
  laboratorio_economico: 'GRUPO_COOPERATIVO',
};
