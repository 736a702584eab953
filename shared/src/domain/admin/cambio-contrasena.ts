import { buildZodSchema } from '../fields/build-zod-schema';
import { defineField } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import type { RegistroDe } from '../fields/registro-de';
import { campoPassword, REGLAS_CONTRASENA } from './esquemas-usuario';
import { MENSAJE_CONTRASENA_REPETIDA } from './politica-contrasena';

export const MENSAJE_CONTRASENA_ACTUAL_INCORRECTA = 'La contraseña actual no es correcta.';

/** A signed-in user changing their own password: the current one proves it is them, the new one follows the policy. */
export const CAMPOS_CAMBIO_CONTRASENA = [
  defineField({
    kind: 'text',
    name: 'password_actual',
    label: 'Contraseña actual',
    required: 'siempre',
    max: 200,
    recortar: false,
  }),
  { ...campoPassword('siempre'), label: 'Contraseña nueva' },
] as const;

const reglaDistinta: ReglaFormulario = {
  id: 'contrasena-distinta',
  campos: ['password'],
  severidad: 'E',
  validar: (registro) => (registro.password === registro.password_actual ? MENSAJE_CONTRASENA_REPETIDA : null),
};

export const REGLAS_CAMBIO_CONTRASENA = [...REGLAS_CONTRASENA, reglaDistinta] as const;

export const cambioContrasenaSchema = /* @__PURE__ */ buildZodSchema(CAMPOS_CAMBIO_CONTRASENA, {
  modo: 'completo',
  reglas: REGLAS_CAMBIO_CONTRASENA,
});

export type CambioContrasena = RegistroDe<typeof CAMPOS_CAMBIO_CONTRASENA>;
