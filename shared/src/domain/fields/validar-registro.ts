import type { z } from 'zod';
import { avisoDe } from './aviso-campo';
import type { Campo } from './campo';
import { buildZodSchema } from './build-zod-schema';
import { erroresDeIssues } from './errores-zod';
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
 * (G15) the record keeps; on failure the first Spanish message per variable.
 */
export function validarRegistro<const Fs extends readonly Campo[], M extends Modo = 'completo'>(
  campos: Fs,
  data: unknown,
  modo?: M,
): ResultadoValidacion<RegistroDe<Fs, M>> {
  const resultado = esquemaDe(campos, modo ?? 'completo').safeParse(data);
  if (!resultado.success) return { ok: false, errores: erroresDeIssues(resultado.error.issues) };
  const registro = resultado.data as RegistroDe<Fs, M>;
  const valores: Readonly<Record<string, unknown>> = registro;
  const avisos: Record<string, string> = {};
  for (const campo of campos) {
    const aviso = avisoDe(campo, valores[campo.name]);
    if (aviso !== null) avisos[campo.name] = aviso;
  }
  return { ok: true, data: registro, avisos };
}
