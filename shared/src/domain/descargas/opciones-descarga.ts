import { crearCatalogo } from '../catalogues/catalogo-fila';
import { ENSAYO } from '../catalogues/ensayo';
import { ESTADO_PACIENTE } from '../catalogues/estado-paciente';
import { defineField } from '../fields/campo';

/** How an extract is delivered (issue 13): a ZIP of CSV files, or one Excel workbook with a sheet per file. */
export const FORMATO_DESCARGA = crearCatalogo([
  ['CSV', 'CSV (ZIP)'],
  ['XLSX', 'Excel (XLSX)'],
]);
export type FormatoDescarga = (typeof FORMATO_DESCARGA)[number]['codigo'];

/**
 * What a user chooses when generating an extract (data-dictionary §8): the format, «Incluir etiquetas», the
 * pseudonymised mode (always on for LECTURA), and the filters: centres, patient states, diagnosis dates and, for
 * `ensayo`, the trial.
 */
export const CAMPOS_OPCIONES_DESCARGA = [
  defineField({ kind: 'enum', name: 'formato', label: 'Formato', catalogo: FORMATO_DESCARGA, required: 'siempre', default: 'CSV' }),
  defineField({ kind: 'boolean', name: 'incluir_etiquetas', label: 'Incluir etiquetas', required: 'opcional', default: false }),
  defineField({ kind: 'boolean', name: 'seudonimizado', label: 'Modo seudonimizado', required: 'opcional', default: false }),
  defineField({ kind: 'multiEnum', name: 'hospitales', label: 'Centros', referencia: 'hospital', required: 'opcional' }),
  defineField({ kind: 'multiEnum', name: 'estados', label: 'Estados del paciente', catalogo: ESTADO_PACIENTE, required: 'opcional' }),
  defineField({ kind: 'date', name: 'fecha_diagnostico_desde', label: 'Diagnóstico desde', required: 'opcional' }),
  defineField({ kind: 'date', name: 'fecha_diagnostico_hasta', label: 'Diagnóstico hasta', required: 'opcional' }),
  defineField({ kind: 'enum', name: 'ensayo', label: 'Ensayo', catalogo: ENSAYO, required: 'opcional' }),
] as const;

/** States left out unless a coordinator or administrator asks for them (data-dictionary §8). */
export const ESTADOS_EXCLUIDOS_POR_DEFECTO = ['BORRADOR', 'EXCLUIDO'] as const;

/** The job's states, as the list of extracts shows them. */
export const ESTADOS_DESCARGA = ['PENDIENTE', 'EN_CURSO', 'LISTA', 'FALLIDA', 'CANCELADA', 'CADUCADA'] as const;
export type EstadoDescarga = (typeof ESTADOS_DESCARGA)[number];
