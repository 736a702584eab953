/** The API's base paths (spec §7, §8); the paths below them are built by `RUTAS_API` (api-routes.ts). */
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
  /** The library of catalogues: any catalogue's rows, the ⚙ ones as the database holds them. */
  libreria: '/leucemiaLibrerias/api/library',
  muestras: '/leucemia/api/muestras',
  /** The data-quality worklist. */
  calidad: '/leucemia/api/calidad',
  /** Queries on a record or one of its fields. */
  consultas: '/leucemia/api/consultas',
  informes: '/leucemia/api/informes',
  ficheros: '/leucemia/api/ficheros',
  /** The caller's extracts. */
  descargas: '/leucemiaDescargas/api/descargas',
  /** Below it, one path per area enqueues a fresh extract of the area (spec §7). */
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
