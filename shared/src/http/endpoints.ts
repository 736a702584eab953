/** API paths the client itself treats specially (spec §7, §8). */
export const ENDPOINTS = {
  login: '/leucemiaAutenticacion/api/auth/login',
  renovarToken: '/leucemiaUsuarios/api/usuarios/renovar-token',
  usuarioToken: '/leucemiaUsuarios/api/usuarios/usuario-token',
  cerrarSesion: '/leucemiaUsuarios/api/usuarios/cerrar-sesion',
  cambiarContrasena: '/leucemiaUsuarios/api/usuarios/cambiar-contrasena',
  bitacora: '/leucemiaLogs/api/appBitacora',
  auditoria: '/leucemiaLogs/api/auditoria',
  auditoriaExportar: '/leucemiaLogs/api/auditoria/exportar',
  auditoriaTablas: '/leucemiaLogs/api/auditoria/tablas',
} as const;

/** The path of a request URL, without query string or origin, for matching rules. */
export function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}
