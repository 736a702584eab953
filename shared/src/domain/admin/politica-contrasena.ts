import type { ReglaFormulario } from '../fields/regla-formulario';
import { CONTRASENAS_COMUNES } from './contrasenas-comunes';

export const LONGITUD_MINIMA_CONTRASENA = 12;

export const MENSAJE_CONTRASENA_CORTA = `La contraseña debe tener al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres.`;
export const MENSAJE_CONTRASENA_COMUN = 'La contraseña es demasiado común: elija otra que no sea fácil de adivinar.';
export const MENSAJE_CONTRASENA_REPETIDA = 'La contraseña nueva debe ser distinta de la actual.';

/** A password of one repeated character, or on the list of common ones (case does not matter). */
export function contrasenaComun(password: string): boolean {
  const normalizada = password.toLowerCase();
  return new Set(normalizada).size === 1 || CONTRASENAS_COMUNES.has(normalizada);
}

/** The reject list as a rule of the form whose field is named `campo` (the length is the field's own rule). */
export function reglaContrasenaComun(campo: string): ReglaFormulario {
  return {
    id: `contrasena-comun-${campo}`,
    campos: [campo],
    severidad: 'E',
    validar: (registro) => {
      const valor = registro[campo];
      return typeof valor === 'string' && contrasenaComun(valor) ? MENSAJE_CONTRASENA_COMUN : null;
    },
  };
}

export const MENSAJE_DEBE_CAMBIAR_CONTRASENA = 'Debe cambiar su contraseña antes de continuar.';
