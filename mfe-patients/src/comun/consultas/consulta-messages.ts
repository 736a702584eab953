import { buscarFila, REGLA_CALIDAD, type EstadoConsulta, type Consulta, type EventoConsulta } from '@registro-lma/shared/domain';
import { campoDeItem, pantallaDe } from '../formulario-item-mapper';

export const ETIQUETA_ESTADO_CONSULTA: Readonly<Record<EstadoConsulta, string>> = {
  ABIERTA: 'Abierta',
  RESPONDIDA: 'Respondida',
  CERRADA: 'Cerrada',
};

export const ETIQUETA_EVENTO_CONSULTA: Readonly<Record<EventoConsulta, string>> = {
  APERTURA: 'Consulta',
  RESPUESTA: 'Respuesta',
  CIERRE: 'Cierre',
  REAPERTURA: 'Reapertura',
};

/**
 * What a query is about, as its form labels it: «Diagnóstico · ECOG»; on the whole record, the worklist's rule that
 * opened it («Registro del paciente · Seguimiento vencido (§3.8)») or «registro completo».
 */
export function asuntoConsulta(consulta: Pick<Consulta, 'formulario' | 'campo' | 'paciente_id' | 'regla'>): string {
  const formulario = pantallaDe(consulta.formulario, consulta.paciente_id)?.nombre ?? consulta.formulario;
  if (consulta.campo === null) return `${formulario} · ${(consulta.regla === null ? undefined : buscarFila(REGLA_CALIDAD, consulta.regla)?.etiqueta) ?? 'registro completo'}`;
  return `${formulario} · ${campoDeItem(consulta.formulario, consulta.campo)?.label ?? consulta.campo}`;
}
