import { conCodigosNombrados } from '../catalogues/campos-vigentes';
import type { Rol } from '../catalogues/rol-usuario';
import { buildZodSchema } from '../fields/build-zod-schema';
import { defineField } from '../fields/campo';
import { CAMPO_VERSION } from '../fields/campo-version';
import type { RegistroDe } from '../fields/registro-de';
import type { HospitalSelect } from './campos-hospital';
import { CAMPOS_USUARIO } from './campos-usuario';
import { LONGITUD_MINIMA_CONTRASENA, MENSAJE_CONTRASENA_CORTA, reglaContrasenaComun } from './politica-contrasena';

/** Passwords are kept exactly as typed: no trimming. On edit an absent password keeps the current one. */
export function campoPassword<const R extends 'siempre' | 'opcional'>(required: R) {
  return defineField({
    kind: 'text',
    name: 'password',
    label: 'Contraseña',
    required,
    min: LONGITUD_MINIMA_CONTRASENA,
    mensajeMin: MENSAJE_CONTRASENA_CORTA,
    max: 200,
    recortar: false,
  });
}

export const CAMPOS_USUARIO_ALTA = [...CAMPOS_USUARIO, campoPassword('siempre')] as const;

export const CAMPOS_USUARIO_EDICION = [...CAMPOS_USUARIO, campoPassword('opcional'), CAMPO_VERSION] as const;

// The API's schemas are pure: a screen that imports only these fields leaves them, and zod, out of its bundle.
/** The password policy wherever a password is set: length (the field) and the reject list (this rule). */
export const REGLAS_CONTRASENA = [reglaContrasenaComun('password')] as const;

// Laboratories and biobanks the administrator added are read too: the API checks them against the catalogues in force.
export const usuarioAltaSchema = /* @__PURE__ */ buildZodSchema(CAMPOS_USUARIO_ALTA, {
  modo: 'completo',
  reglas: REGLAS_CONTRASENA,
  camposDe: (registro) => conCodigosNombrados(CAMPOS_USUARIO_ALTA, registro),
});

export const usuarioEdicionSchema = /* @__PURE__ */ buildZodSchema(CAMPOS_USUARIO_EDICION, {
  modo: 'completo',
  reglas: REGLAS_CONTRASENA,
  camposDe: (registro) => conCodigosNombrados(CAMPOS_USUARIO_EDICION, registro),
});

export type UsuarioAlta = RegistroDe<typeof CAMPOS_USUARIO_ALTA>;

export type UsuarioEdicion = RegistroDe<typeof CAMPOS_USUARIO_EDICION>;

/** The signed-in user as the API returns it (`usuario-token`) and the session store keeps it. */
export type UsuarioSesion = {
  usuario_id: number;
  email: string;
  nombre: string;
  apellidos: string;
  rol: Rol;
  hospitales: HospitalSelect[];
  laboratorios: string[];
  biolabs: string[];
};

/** A user as the administration API lists and returns it. Dates are ISO 8601 strings. */
export type Usuario = UsuarioSesion & {
  activo: boolean;
  ultimo_acceso: string | null;
  version: number;
  creado_en: string;
  modificado_en: string;
};
