import type { EtapaId } from '../etapas/definicion-etapa';
import { ETAPAS } from '../etapas/etapas';
import type { RangoAviso } from '../fields/campo';

/** A stage field with the plausible range (§6.1) its form warns outside of: the field's own `avisoFuera`. */
export type RangoPlausible = { readonly campo: string } & RangoAviso;

/** An ELN 2022 response block (§4.1): the clinician's response, the calculated one, and the justification of a difference. */
export type RespuestaJustificable = { readonly respuesta: string; readonly calculada: string; readonly justificacion: string };

const SUFIJO_JUSTIFICACION = 'eval_respuesta_justificacion';

/**
 * The fields of each stage with a plausible range: the worklist lists the values saved outside it (a warning, G15,
 * that does not block saving), read from the same definitions the form warns with.
 */
export const RANGOS_PLAUSIBLES: ReadonlyMap<EtapaId, readonly RangoPlausible[]> = new Map(
  ETAPAS.map((etapa) => [
    etapa.id,
    etapa.campos.flatMap((campo) => ((campo.kind === 'integer' || campo.kind === 'decimal') && campo.avisoFuera ? [{ campo: campo.name, ...campo.avisoFuera }] : [])),
  ]),
);

/**
 * The response blocks of each stage (eln2022-risk.md §8, data-dictionary §4.1): a response that differs from the
 * calculated one asks a justification, which the form requires only to complete the record, so a draft, or a record
 * whose calculated response changed after it was saved, can keep a difference unexplained.
 */
export const RESPUESTAS_JUSTIFICABLES: ReadonlyMap<EtapaId, readonly RespuestaJustificable[]> = new Map(
  ETAPAS.map((etapa) => [
    etapa.id,
    etapa.campos
      .filter((campo) => campo.name.endsWith(SUFIJO_JUSTIFICACION))
      .map((campo) => {
        const prefijo = campo.name.slice(0, -SUFIJO_JUSTIFICACION.length);
        return { respuesta: `${prefijo}eval_respuesta`, calculada: `${prefijo}eval_respuesta_calculada`, justificacion: campo.name };
      }),
  ]),
);
