import { z } from 'zod';
import type { ErrorBody } from './api-errors';
import type { SesionAbierta } from './authentication-plugin';

export const errorBodySchema: z.ZodType<ErrorBody> = z
  .object({
    message: z.string(),
    errores: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error', description: 'Mensaje en español y, si los datos no son válidos, un mensaje por campo.' });

/** A freshly signed session token (login, renewal, own password change), and whether the password must change first. */
export const tokenSchema = z
  .object({ token: z.string(), debe_cambiar_password: z.boolean() })
  .meta({ id: 'Token' }) satisfies z.ZodType<SesionAbierta>;

/** `{ items, total }` of every paginated list. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** The error answers a route can give, documented with the common body. */
export function errorResponses(...statuses: readonly (400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503)[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<number, typeof errorBodySchema>;
}

/** The codes of a catalogue as a zod enum (response documentation and checking). */
export function enumDe<C extends string>(filas: readonly { codigo: C }[]) {
  return z.enum(filas.map((fila) => fila.codigo) as [C, ...C[]]);
}

/** Timestamps leave the API as ISO 8601 strings. */
export function isoString(date: Date): string;
export function isoString(date: Date | null): string | null;
export function isoString(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
