import { CAMPOS_USUARIO, CAMPOS_USUARIO_ALTA, CAMPOS_USUARIO_EDICION, type Campo, type Usuario } from '@registro-lma/shared/domain';
import type { Valores } from '../formulario/use-formulario';

function campoDe<const Fs extends readonly Campo[], N extends Fs[number]['name']>(campos: Fs, name: N): Extract<Fs[number], { name: N }> {
  const campo = campos.find((candidato): candidato is Extract<Fs[number], { name: N }> => candidato.name === name);
  if (!campo) throw new Error(`Falta el campo ${name}`);
  return campo;
}

/** Editing with «Restablecer contraseña»: the new password becomes required, with the creation rules. */
export const CAMPOS_USUARIO_RESTABLECER = [
  ...CAMPOS_USUARIO,
  campoDe(CAMPOS_USUARIO_ALTA, 'password'),
  campoDe(CAMPOS_USUARIO_EDICION, 'version'),
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
