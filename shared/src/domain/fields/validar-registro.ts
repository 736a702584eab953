import type { z } from 'zod';
import type { Campo } from './campo';
import { buildZodSchema } from './build-zod-schema';
import { erroresDeIssues } from './errores-zod';
import { normalizarRegistro } from './normalizar-registro';
import type { OpcionesReglas } from './regla-formulario';
import type { Modo, RegistroDe } from './registro-de';

export type ResultadoValidacion<T> =
  | { readonly ok: true; readonly data: T; readonly avisos: Record<string, string> }
  | { readonly ok: false; readonly errores: Record<string, string> };

const esquemas = new WeakMap<readonly Campo[], Map<Modo, z.ZodType>>();

function esquemaDe(campos: readonly Campo[], modo: Modo): z.ZodType {
  const porModo = esquemas.get(campos) ?? new Map<Modo, z.ZodType>();
  esquemas.set(campos, porModo);
  const esquema = porModo.get(modo) ?? buildZodSchema(campos, { modo });
  porModo.set(modo, esquema);
  return esquema;
}

/**
 * Validates a whole record with the same schema the API uses: on success the normalised data and the warnings
 * (G15, and the rules of severity A) the record keeps; on failure the first Spanish message per variable.
 * Cross-field rules run when given; their context changes per call, so that schema is not cached.
 */
export function validarRegistro<const Fs extends readonly Campo[], M extends Modo = 'completo', C = undefined>(
  campos: Fs,
  data: unknown,
  modo?: M,
  opciones?: OpcionesReglas<C>,
): ResultadoValidacion<RegistroDe<Fs, M>> {
  const modoEfectivo = modo ?? 'completo';
  const esquema = opciones === undefined ? esquemaDe(campos, modoEfectivo) : buildZodSchema<Fs, Modo, C>(campos, { modo: modoEfectivo, ...opciones });
  const resultado = esquema.safeParse(data);
  if (!resultado.success) return { ok: false, errores: erroresDeIssues(resultado.error.issues) };
  const registro = resultado.data as RegistroDe<Fs, M>;
  // Normalising a normalised record changes nothing; it recovers the warnings, which the schema's output leaves out.
  const { avisos } = normalizarRegistro(campos, registro, modoEfectivo, opciones);
  return { ok: true, data: registro, avisos };
}
