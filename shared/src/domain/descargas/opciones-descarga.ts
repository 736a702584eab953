import { buscarFila, crearCatalogo } from '../catalogues/catalogo-fila';
import { ENSAYO } from '../catalogues/ensayo';
import { ESTADO_PACIENTE } from '../catalogues/estado-paciente';
import type { Rol } from '../catalogues/rol-usuario';
import { defineField } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';

/** How an extract is delivered: a ZIP of CSV files, or one Excel workbook with a sheet per file. */
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

const etiquetaOpcion = (nombre: string) => CAMPOS_OPCIONES_DESCARGA.find((campo) => campo.name === nombre)!.label;

/** The trial code that means «not in a trial»: as a filter it would match no trial record. */
const SIN_ENSAYO = 'NINGUNO';

/**
 * Filters that could match nothing are refused instead of giving an empty extract: a diagnosis range that ends before
 * it starts, or the «no trial» code as the trial. The same rules run live in the dialog and in the API.
 */
export const REGLAS_OPCIONES_DESCARGA: readonly ReglaFormulario[] = [
  {
    id: 'fechas-diagnostico-en-orden',
    campos: ['fecha_diagnostico_hasta', 'fecha_diagnostico_desde'],
    severidad: 'E',
    validar: ({ fecha_diagnostico_desde: desde, fecha_diagnostico_hasta: hasta }) =>
      typeof desde === 'string' && typeof hasta === 'string' && hasta < desde
        ? `«${etiquetaOpcion('fecha_diagnostico_hasta')}» no puede ser anterior a «${etiquetaOpcion('fecha_diagnostico_desde')}»: ningún paciente cumpliría el filtro.`
        : null,
  },
  {
    id: 'ensayo-no-ninguno',
    campos: ['ensayo'],
    severidad: 'E',
    validar: ({ ensayo }) =>
      ensayo === SIN_ENSAYO ? `«${etiquetaOpcion('ensayo')}»: «${buscarFila(ENSAYO, SIN_ENSAYO)!.etiqueta}» no es un ensayo; elija el ensayo de la descarga.` : null,
  },
];

/** States left out unless a coordinator or administrator asks for them (data-dictionary §8). */
export const ESTADOS_EXCLUIDOS_POR_DEFECTO = ['BORRADOR', 'EXCLUIDO'] as const;

/** The roles that may ask for them. */
export const ROLES_CON_EXCLUIDOS: ReadonlySet<Rol> = new Set(['ADMIN', 'COORDINADOR']);

/**
 * The job's states, as the list of extracts shows them. DENEGADA: the file was no longer within its owner's rights
 * when they asked for it (data-dictionary §2.3), and was removed.
 */
export const ESTADOS_DESCARGA = ['PENDIENTE', 'EN_CURSO', 'LISTA', 'FALLIDA', 'CANCELADA', 'CADUCADA', 'DENEGADA'] as const;
export type EstadoDescarga = (typeof ESTADOS_DESCARGA)[number];
