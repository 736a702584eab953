/** Every API path the web app calls (spec §7, §8); a remote builds its record paths from these. */
export const ENDPOINTS = {
  pacientes: '/leucemia/api/pacientes',
  biobanco: '/leucemia/api/biobanco',
  usuarios: '/leucemiaUsuarios/api/usuarios',
  hospitales: '/leucemiaHospitales/api/hospitales',
  hospitalesSelect: '/leucemiaHospitales/api/hospitales/select',
  login: '/leucemiaAutenticacion/api/auth/login',
  renovarToken: '/leucemiaUsuarios/api/usuarios/renovar-token',
  usuarioToken: '/leucemiaUsuarios/api/usuarios/usuario-token',
  cerrarSesion: '/leucemiaUsuarios/api/usuarios/cerrar-sesion',
  cambiarContrasena: '/leucemiaUsuarios/api/usuarios/cambiar-contrasena',
  bitacora: '/leucemiaLogs/api/appBitacora',
  auditoria: '/leucemiaLogs/api/auditoria',
  auditoriaExportar: '/leucemiaLogs/api/auditoria/exportar',
  auditoriaTablas: '/leucemiaLogs/api/auditoria/tablas',
  documentosReferencia: '/leucemiaLibrerias/api/library/documentos',
  documentosGenerados: '/leucemiaLibrerias/api/library/generados',
  catalogos: '/leucemiaLibrerias/api/catalogos',
  /** `/{catalogo}`: any catalogue's rows, the ⚙ ones as the database holds them. */
  libreria: '/leucemiaLibrerias/api/library',
  muestras: '/leucemia/api/muestras',
  /** The data-quality worklist; `/exportar`, `/recuento` and `/consultas` (bulk queries) below it. */
  calidad: '/leucemia/api/calidad',
  /** Queries on a record's field; `/{id}` and its `/respuesta`, `/cierre`, `/reapertura`. */
  consultas: '/leucemia/api/consultas',
  ficheros: '/leucemia/api/ficheros',
  /** The caller's extracts; `/{id}`, `/{id}/cancelar`, `/{id}/fichero` below it. */
  descargas: '/leucemiaDescargas/api/descargas',
  /** `/{area}` enqueues a fresh extract of the area (spec §7). */
  descargaRecarga: '/leucemiaDescargas/api/descarga/recarga',
  /** The outcomes panel: Kaplan–Meier curves, and response and early death, per group within the filters. */
  panelSupervivencia: '/leucemiaDescargas/api/panel/supervivencia',
  panelRespuesta: '/leucemiaDescargas/api/panel/respuesta',
  panelAcumulacion: '/leucemiaDescargas/api/panel/acumulacion',
  panelCompletitud: '/leucemiaDescargas/api/panel/completitud',
  panelMutaciones: '/leucemiaDescargas/api/panel/mutaciones',
} as const;

/** The path of a request URL, without query string or origin, for matching rules. */
export function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}
