import type { EstadoFormulario } from '../catalogues/estado-formulario';

/** A stage's status on the patient's timeline: not started, or the state of its records taken together. */
export type EstadoEtapa = 'SIN_INICIAR' | EstadoFormulario;

export const ETIQUETA_ESTADO_ETAPA: Readonly<Record<EstadoEtapa, string>> = {
  SIN_INICIAR: 'Sin iniciar',
  BORRADOR: 'Borrador',
  COMPLETO: 'Completo',
  VALIDADO: 'Validado',
};

/** One record: its state. Several rows: a draft among them makes the stage a draft; validated only when all are. */
export function estadoDeEtapa(estados: readonly EstadoFormulario[]): EstadoEtapa {
  if (estados.length === 0) return 'SIN_INICIAR';
  if (estados.includes('BORRADOR')) return 'BORRADOR';
  return estados.every((estado) => estado === 'VALIDADO') ? 'VALIDADO' : 'COMPLETO';
}
