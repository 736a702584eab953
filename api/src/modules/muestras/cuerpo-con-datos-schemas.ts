import { z } from 'zod';
import { buildZodSchema, MENSAJE_DATOS_NO_VALIDOS, type Campo, type RegistroDe } from '@registro-lma/shared/domain';

/**
 * A request body `{ <envelope fields>, datos }`: the envelope (ids, version) is read here with Spanish messages per
 * key; `datos` is validated in the handler by the form's rules, which need the record's patient or sample.
 */
export function cuerpoConDatos<const Fs extends readonly Campo[]>(envoltorio: Fs, descripcion: string) {
  const esquema = buildZodSchema(envoltorio);
  const forma = Object.fromEntries(envoltorio.map((campo) => [campo.name, z.unknown().optional()]));
  return z
    .object(
      {
        ...forma,
        datos: z.record(z.string(), z.unknown(), { error: MENSAJE_DATOS_NO_VALIDOS }).meta({ description: descripcion }),
      },
      { error: MENSAJE_DATOS_NO_VALIDOS },
    )
    .transform((cuerpo, ctx): RegistroDe<Fs> & { datos: Record<string, unknown> } => {
      const { datos, ...resto } = cuerpo;
      const leido = esquema.safeParse(resto);
      if (!leido.success) {
        for (const issue of leido.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: undefined });
        return z.NEVER;
      }
      return { ...leido.data, datos };
    });
}
