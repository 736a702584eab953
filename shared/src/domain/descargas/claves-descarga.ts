import { ETAPA_RECAIDA } from '../etapas/recaida/etapa-recaida';
import { ETAPA_TRASPLANTE } from '../etapas/trasplante/etapa-trasplante';
import { defineField, type Campo, type Referencia } from '../fields/campo';
import { campoDe } from '../fields/campo-de';
import { CAMPOS_BIOBANCO } from '../muestras/campos-biobanco';

/** data-dictionary §5.1: the sample's code, the key every sample, NGS result, variant and biobank record carries. */
export const CODIGO_MUESTRA = defineField({ kind: 'text', name: 'codigo_muestra', label: 'Código de muestra', max: 20, required: 'siempre' });

/** The NGS result's number within its sample (with `codigo_muestra`, the result's key). */
export const NGS_NUM = defineField({
  kind: 'integer',
  name: 'ngs_num',
  label: 'Nº del resultado NGS de la muestra',
  min: 1,
  max: 99,
  required: 'siempre',
  definicion: 'Número del resultado entre los resultados NGS vigentes de su muestra, del más antiguo al más reciente (1 el primero). Con codigo_muestra, la clave del resultado.',
});

/** A sub-table row's key: its stored 0-based position, shown from 1 (data-dictionary §8 keys count from 1). */
const orden = (label: string, max: number) =>
  defineField({
    kind: 'integer',
    name: 'orden',
    label,
    min: 1,
    max,
    required: 'opcional',
    definicion: 'Posición de la fila en su registro, desde 1, en el orden en que se introdujo.',
  });
export const ORDEN_FISH = orden('Orden de la sonda', 99);
export const ORDEN_VARIANTE = orden('Orden de la variante', 999);

/** data-dictionary §5.5: the biobank record's key and its source sample's code (never the sample's internal id). */
export const BIOBANCO_ID = defineField({ kind: 'integer', name: 'biobanco_id', label: 'Identificador de biobanco', min: 1, max: 2_147_483_647, required: 'siempre' });
/** The biobank record's source sample, which it may not have (§5.5 `muestra_id` is optional). */
export const MUESTRA_DE_ORIGEN: Campo = { ...CODIGO_MUESTRA, label: campoDe(CAMPOS_BIOBANCO, 'muestra_id').label, required: 'opcional' };

const TPH_NUM = campoDe([...ETAPA_TRASPLANTE.campos, ...ETAPA_TRASPLANTE.calculados], 'tph_num');
const REC_NUM = campoDe([...ETAPA_RECAIDA.campos, ...ETAPA_RECAIDA.calculados], 'rec_num');

/**
 * Another record's dictionary key read through the row's internal id `columna` (data-dictionary §0.4: internal ids are
 * never shown; §8: records are joined by `upn` and their record key).
 */
export type ReferenciaClave = { readonly columna: string } & (
  | { readonly tabla: 'muestra'; readonly clave: 'codigo_muestra' }
  | { readonly tabla: 'muestra_ngs'; readonly clave: 'codigo_muestra' | 'ngs_num' }
  | { readonly tabla: 'trasplante'; readonly clave: 'tph_num' }
  | { readonly tabla: 'recaida'; readonly clave: 'rec_num' }
);

/** A key column and how it is read: from the row, as another record's key, or a stored 0-based position shown from 1. */
export type ClaveFichero = { readonly campo: Campo; readonly lectura: 'fila' | 'posicion' | ReferenciaClave };

type ClaveReferida = { readonly campo: Campo; readonly referencia: Omit<ReferenciaClave, 'columna'> };

/** The keys a reference field stands for: `<prefix><table>_id` becomes `<prefix><key>`. */
const CLAVES_DE_REFERENCIA: Readonly<Record<Exclude<Referencia, 'hospital'>, { readonly sufijo: string; readonly claves: readonly ClaveReferida[] }>> = {
  trasplante: { sufijo: 'trasplante_id', claves: [{ campo: TPH_NUM, referencia: { tabla: 'trasplante', clave: 'tph_num' } }] },
  recaida: { sufijo: 'recaida_id', claves: [{ campo: REC_NUM, referencia: { tabla: 'recaida', clave: 'rec_num' } }] },
  muestra_ngs: {
    sufijo: 'ngs_id',
    claves: [
      { campo: { ...CODIGO_MUESTRA, name: 'ngs_codigo_muestra' }, referencia: { tabla: 'muestra_ngs', clave: 'codigo_muestra' } },
      { campo: NGS_NUM, referencia: { tabla: 'muestra_ngs', clave: 'ngs_num' } },
    ],
  },
};

/**
 * The key columns a field naming another record is exported as: that record's keys under the field's prefix
 * (`pc_trasplante_id` → `pc_tph_num`, `rec_ngs_id` → `rec_ngs_codigo_muestra` + `rec_ngs_num`), labelled with the
 * field's label and keeping its requirement and visibility. A centre is the file's own `hospital_codigo`: none.
 * Null for a field that names no record.
 */
export function clavesDeReferencia(campo: Campo): readonly { readonly campo: Campo; readonly referencia: ReferenciaClave }[] | null {
  if ((campo.kind !== 'enum' && campo.kind !== 'multiEnum') || campo.referencia === undefined) return null;
  if (campo.referencia === 'hospital') return [];
  const { sufijo, claves } = CLAVES_DE_REFERENCIA[campo.referencia];
  if (!campo.name.endsWith(sufijo)) throw new Error(`La referencia ${campo.name} no termina en ${sufijo}`);
  const prefijo = campo.name.slice(0, campo.name.length - sufijo.length);
  return claves.map(({ campo: clave, referencia }) => ({
    campo: { ...clave, name: `${prefijo}${clave.name}`, label: `${campo.label}: ${clave.label}`, required: campo.required, visibleIf: campo.visibleIf } as Campo,
    referencia: { ...referencia, columna: campo.name } as ReferenciaClave,
  }));
}
