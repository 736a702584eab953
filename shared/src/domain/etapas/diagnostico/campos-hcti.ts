import { HCTI_ITEM, type CodigoHctiItem } from '../../catalogues/hcti-item';
import { SI_NO } from '../../catalogues/si-no';
import { defineField } from '../../fields/campo';
import { siEs } from './lectura-campos';

export const hctiEvaluado = siEs('hcti_evaluado', 'SI');

/** The boolean field of an HCT-CI item: `hcti_` + its code in lower case (hcti_hepatica_leve…). */
export function campoHcti(codigo: CodigoHctiItem): string {
  return `hcti_${codigo.toLowerCase()}`;
}

/** data-dictionary §3.3 B «Comorbilidad (HCT-CI)»: one switch per `hcti_item` row, labelled with its definition. */
export const CAMPOS_HCTI = [
  defineField({ kind: 'enum', name: 'hcti_evaluado', label: '¿Se ha evaluado el HCT-CI?', catalogo: SI_NO, required: 'siempre' }),
  ...HCTI_ITEM.map((item) =>
    defineField({
      kind: 'boolean',
      name: campoHcti(item.codigo),
      label: item.etiqueta,
      default: false,
      required: hctiEvaluado,
      visibleIf: hctiEvaluado,
    }),
  ),
];
