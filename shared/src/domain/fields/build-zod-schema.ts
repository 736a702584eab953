import { z } from 'zod';
import { MENSAJE_DATOS_NO_VALIDOS } from '../messages/mensajes-fijos';
import type { Campo, Registro } from './campo';
import { camposSiempreObligatorios, esquemaJsonDe } from './esquema-json';
import { normalizarRegistro } from './normalizar-registro';
import type { OpcionesReglas, ReglaFormulario } from './regla-formulario';
import type { Modo, RegistroDe } from './registro-de';

/** The mode, and optionally the form's cross-field rules (with their context) that run after the field rules. */
export type OpcionesEsquema<M extends Modo, C = undefined> = {
  readonly modo: M;
  readonly reglas?: readonly ReglaFormulario<C>[];
  readonly contexto?: C;
  /** The field list a record is read with when it depends on the record itself (`conCodigosNombrados`). */
  readonly camposDe?: (registro: Registro) => readonly Campo[];
};

/**
 * The zod schema of a field list: its issues carry the exact Spanish messages, one per field, keyed by variable
 * name, and its output is the normalised record (unknown keys dropped, hidden fields null or []).
 * The shape accepts any value per key and the rules run on the whole record, because a hidden field must not be
 * validated and whether it is hidden depends on the others; the per-key JSON Schema is documentation for OpenAPI.
 */
export function buildZodSchema<const Fs extends readonly Campo[], M extends Modo = 'completo', C = undefined>(
  campos: Fs,
  opciones?: OpcionesEsquema<M, C>,
): z.ZodType<RegistroDe<Fs, M>> {
  const modo: Modo = opciones?.modo ?? 'completo';
  const reglas = opciones?.reglas === undefined ? undefined : ({ reglas: opciones.reglas, contexto: opciones.contexto } as OpcionesReglas<C>);
  const forma = Object.fromEntries(campos.map((campo) => [campo.name, z.unknown().optional().meta(esquemaJsonDe(campo))]));
  const obligatorios = modo === 'completo' ? camposSiempreObligatorios(campos) : [];
  const esquema = z
    .object(forma, { error: MENSAJE_DATOS_NO_VALIDOS })
    .meta(obligatorios.length > 0 ? { required: obligatorios } : {})
    .transform((entrada, ctx) => {
      const { datos, errores } = normalizarRegistro(opciones?.camposDe?.(entrada) ?? campos, entrada, modo, reglas);
      for (const [nombre, mensaje] of Object.entries(errores)) {
        ctx.addIssue({ code: 'custom', path: [nombre], message: mensaje, input: entrada[nombre] });
      }
      return Object.keys(errores).length > 0 ? z.NEVER : datos;
    });
  return esquema as unknown as z.ZodType<RegistroDe<Fs, M>>;
}
