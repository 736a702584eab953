import { CAMPO_VERSION, CAMPOS_USUARIO, CAMPOS_USUARIO_ALTA, campoDe, type Usuario } from '@registro-lma/shared/domain';
import type { Valores } from '@registro-lma/shared/ui';

/** Editing with «Restablecer contraseña»: the new password becomes required, with the creation rules. */
export const CAMPOS_USUARIO_RESTABLECER = [
  ...CAMPOS_USUARIO,
  campoDe(CAMPOS_USUARIO_ALTA, 'password'),
  CAMPO_VERSION,
] as const;

export const VALORES_ALTA: Valores = {
  email: '',
  nombre: '',
  apellidos: '',
  rol: null,
  hospitales: [],
  laboratorios: [],
  biolabs: [],
  activo: true,
  password: '',
};

/** The form values of an existing user: centres by id, no password (empty keeps the current one). */
export function valoresEdicion(usuario: Usuario): Valores {
  return {
    email: usuario.email,
    nombre: usuario.nombre,
    apellidos: usuario.apellidos,
    rol: usuario.rol,
    hospitales: usuario.hospitales.map((hospital) => hospital.hospital_id),
    laboratorios: usuario.laboratorios,
    biolabs: usuario.biolabs,
    activo: usuario.activo,
    password: null,
    version: usuario.version,
  };
}
