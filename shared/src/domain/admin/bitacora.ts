import { buildZodSchema } from '../fields/build-zod-schema';
import { defineField } from '../fields/campo';
import { CODE_LENGTH } from '../fields/longitud-codigo';
import type { RegistroDe } from '../fields/registro-de';

/** An instant as `Date.toISOString()` writes it, or with an explicit offset. */
const PATRON_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A client failure posted to `POST /leucemiaLogs/api/appBitacora` (spec §8). Sizes bound what an anonymous caller can store. */
export const CAMPOS_BITACORA = [
  defineField({ kind: 'text', name: 'fecha', label: 'Fecha', required: 'siempre', max: 40, pattern: PATRON_INSTANTE }),
  defineField({ kind: 'text', name: 'request', label: 'Petición', required: 'siempre', max: 20_000 }),
  defineField({ kind: 'text', name: 'response', label: 'Respuesta', required: 'siempre', max: 20_000 }),
  defineField({ kind: 'text', name: 'usuario', label: 'Usuario', required: 'opcional', max: 254 }),
  defineField({ kind: 'text', name: 'rol', label: 'Rol', required: 'opcional', max: CODE_LENGTH }),
  defineField({ kind: 'text', name: 'url', label: 'Dirección', required: 'siempre', max: 2000 }),
] as const;

// The API's schemas are pure: a screen that imports only these fields leaves them, and zod, out of its bundle.
export const bitacoraEntradaSchema = /* @__PURE__ */ buildZodSchema(CAMPOS_BITACORA);

export type BitacoraEntrada = RegistroDe<typeof CAMPOS_BITACORA>;
