import { CLASIFICACION_VARIANTE, ESTADO_NGS, GEN_NGS, REGION_CEBPA, TIPO_VARIANTE } from '../catalogues/ngs';
import { SI_NO } from '../catalogues/si-no';
import { defineField, type Registro } from '../fields/campo';
import { formatMensaje } from '../messages/mensajes-genericos';
import { AYUDA_TEXTO_LIBRE } from '../paciente/mensajes-paciente';

/**
 * data-dictionary §5.4 `muestra_ngs`: the result header. `muestra_id` is the key the request names; `momento` is
 * read from the sample. `informe_id` joins when the reports (§5.3) exist.
 */
export const CAMPOS_MUESTRA_NGS = [
  defineField({ kind: 'date', name: 'fecha_informe', label: 'Fecha del resultado', required: 'siempre' }),
  defineField({ kind: 'text', name: 'panel_nombre', seudonimo: 'conservado', label: 'Panel', max: 100, required: 'siempre' }),
  defineField({ kind: 'text', name: 'panel_version', seudonimo: 'conservado', label: 'Versión del panel', max: 30, required: 'opcional' }),
  defineField({ kind: 'multiEnum', name: 'genes_estudiados', label: 'Genes incluidos en el panel', catalogo: GEN_NGS, required: 'siempre' }),
  defineField({ kind: 'decimal', name: 'lod_vaf_pct', label: 'Límite de detección (VAF)', unidad: '%', decimales: 1, min: 0.1, max: 10, required: 'opcional' }),
  defineField({ kind: 'integer', name: 'profundidad_media', label: 'Profundidad media', unidad: 'lecturas', min: 1, max: 100000, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'estado_ngs', label: 'Resultado global', catalogo: ESTADO_NGS, required: 'siempre' }),
  defineField({ kind: 'text', name: 'observaciones', label: 'Observaciones', max: 1000, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;

const genOtro = (fila: Registro): boolean => fila.gen === 'OTRO';
const cebpa = (fila: Registro): boolean => fila.gen === 'CEBPA';

/** data-dictionary §5.4 sub-table `ngs_variante` (0..200 per result). */
export const CAMPOS_NGS_VARIANTE = [
  defineField({ kind: 'enum', name: 'gen', label: 'Gen', catalogo: GEN_NGS, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'gen_otro',
    label: 'Otro gen (símbolo HGNC)',
    max: 20,
    pattern: /^[A-Z0-9-]{2,20}$/,
    required: genOtro,
    visibleIf: genOtro,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'text',
    name: 'transcrito',
    seudonimo: 'conservado',
    label: 'Transcrito de referencia',
    max: 30,
    pattern: /^(NM_\d+\.\d+|ENST\d+(\.\d+)?)$/,
    required: 'opcional',
  }),
  defineField({ kind: 'text', name: 'hgvs_c', seudonimo: 'conservado', label: 'Cambio en ADNc (HGVS c.)', max: 200, required: 'siempre' }),
  defineField({ kind: 'text', name: 'hgvs_p', seudonimo: 'conservado', label: 'Cambio en proteína (HGVS p.)', max: 200, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'tipo_variante', label: 'Tipo de variante', catalogo: TIPO_VARIANTE, required: 'siempre' }),
  defineField({ kind: 'integer', name: 'exon', label: 'Exón', min: 1, max: 60, required: 'opcional' }),
  defineField({ kind: 'decimal', name: 'vaf_pct', label: 'VAF', unidad: '%', decimales: 1, min: 0.1, max: 100, required: 'siempre' }),
  defineField({ kind: 'integer', name: 'profundidad', label: 'Profundidad en la posición', unidad: 'lecturas', min: 1, max: 100000, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'clasificacion', label: 'Clasificación', catalogo: CLASIFICACION_VARIANTE, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'sospecha_germinal', label: 'Sospecha de origen germinal', catalogo: SI_NO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'cebpa_region', label: 'Región de CEBPA', catalogo: REGION_CEBPA, required: cebpa, visibleIf: cebpa }),
  defineField({ kind: 'enum', name: 'cebpa_inframe', label: 'Mutación en fase (in-frame)', catalogo: SI_NO, required: cebpa, visibleIf: cebpa }),
  defineField({ kind: 'text', name: 'comentario', label: 'Comentario', max: 300, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;

/** Key of the variant rows in the result's JSON and name of their table. */
export const CLAVE_VARIANTES = 'ngs_variante';
export const MAXIMO_VARIANTES = 200;
