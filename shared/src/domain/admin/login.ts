import { buildZodSchema } from '../fields/build-zod-schema';
import { defineField } from '../fields/campo';
import type { RegistroDe } from '../fields/registro-de';

/** Only presence and size are checked: a malformed address simply does not match any user. */
export const CAMPOS_LOGIN = [
  defineField({ kind: 'text', name: 'email', label: 'Correo electrónico', required: 'siempre', max: 254, minusculas: true }),
  defineField({ kind: 'text', name: 'password', label: 'Contraseña', required: 'siempre', max: 200, recortar: false }),
] as const;

// The API's schemas are pure: a screen that imports only these fields leaves them, and zod, out of its bundle.
export const loginSchema = /* @__PURE__ */ buildZodSchema(CAMPOS_LOGIN);

export type Credenciales = RegistroDe<typeof CAMPOS_LOGIN>;
