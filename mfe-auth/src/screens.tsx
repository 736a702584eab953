import type { ComponentType } from 'react';
import { BitacoraScreen } from './features/bitacora/bitacora-screen';
import { HospitalesScreen } from './features/hospitales/hospitales-screen';
import { LoginScreen } from './features/login/login-screen';
import { UsuariosScreen } from './features/usuarios/usuarios-screen';

/** Route-level screens exposed as `auth/Screens`; the host maps paths (and the `auth-admin` guard) to these names. */
const screens: Record<string, ComponentType> = {
  Login: LoginScreen,
  Usuarios: UsuariosScreen,
  Hospitales: HospitalesScreen,
  Bitacora: BitacoraScreen,
};

export default screens;
