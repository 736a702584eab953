import { cerrarSesion, guardarToken } from '../session/session-actions';
import { sessionStore } from '../session/session-store';
import type { UsuarioSesion } from '../domain/admin/esquemas-usuario';

export const TOKEN_DE_PRUEBA = 'token-de-prueba';

/** A clinician of one hospital; override what the test is about. */
export function crearUsuarioSesion(cambios: Partial<UsuarioSesion> = {}): UsuarioSesion {
  return {
    usuario_id: 1,
    email: 'clinico@hospital.es',
    nombre: 'Marta',
    apellidos: 'Ruiz Soto',
    rol: 'CLINICO',
    hospitales: [{ hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' }],
    laboratorios: [],
    biolabs: [],
    ...cambios,
  };
}

/** Signs in as the given user: token cookie and store, as after a real login. */
export function signInAs(usuario: UsuarioSesion, token: string = TOKEN_DE_PRUEBA): void {
  guardarToken(token);
  sessionStore.getState().setUsuario(usuario);
}

/** No token cookie, no lista cookie, empty store. */
export function resetSession(): void {
  cerrarSesion();
}
