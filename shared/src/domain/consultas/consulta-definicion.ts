import { defineField } from '../fields/campo';
import type { EtapaId } from '../etapas/definicion-etapa';

/** A query's life: opened, answered by the centre, closed by the monitor (reopening brings it back to ABIERTA). */
export const ESTADOS_CONSULTA = ['ABIERTA', 'RESPONDIDA', 'CERRADA'] as const;
export type EstadoConsulta = (typeof ESTADOS_CONSULTA)[number];

/** The steps of a query's thread, each one a row that is never changed. */
export const EVENTOS_CONSULTA = ['APERTURA', 'RESPUESTA', 'CIERRE', 'REAPERTURA'] as const;
export type EventoConsulta = (typeof EVENTOS_CONSULTA)[number];

/** Opened by hand, or from a line of the data-quality worklist (then `regla` names the rule that produced it). */
export const ORIGENES_CONSULTA = ['MANUAL', 'AUTOMATICA'] as const;
export type OrigenConsulta = (typeof ORIGENES_CONSULTA)[number];

/** The record a query is about: the patient's form or one clinical stage's. */
export type FormularioConsulta = 'paciente' | EtapaId;

/** The free text of each step of a query: hidden from the read-only role like every other free text (§8). */
export const CAMPO_TEXTO_CONSULTA = defineField({
  kind: 'text',
  name: 'texto_consulta',
  label: 'Texto de la consulta',
  max: 2000,
  required: 'siempre',
});

/** «Validar» refused while a query on the record is open or answered (the monitor closes it first). */
export const MENSAJE_CONSULTAS_SIN_CERRAR = 'El registro tiene consultas sin cerrar: no se puede validar hasta que se cierren.';
