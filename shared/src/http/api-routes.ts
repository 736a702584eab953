import { ENDPOINTS } from './endpoints';

/** One value per `{parameter}` of a path template, in order: `/{upn}/{id}/estado` takes two. */
type Valores<Plantilla extends string> = Plantilla extends `${string}{${string}}${infer Resto}` ? [string | number, ...Valores<Resto>] : [];

/** A path of the API with its builder: `RUTAS_API.registroBiobanco('LMA 12', 3)` → `/leucemia/api/biobanco/LMA%2012/3`. */
export interface RutaApi<Plantilla extends string> {
  (...valores: Valores<Plantilla>): string;
  /** The path as the API's OpenAPI document writes it: `/leucemia/api/biobanco/{upn}/{id}`. */
  readonly plantilla: Plantilla;
}

type Base = keyof typeof ENDPOINTS;

/** The path `resto` below the base path `base`; each value goes in encoded, so a code or a UPN stays one segment. */
function rutaApi<const B extends Base, const Resto extends `/${string}`>(base: B, resto: Resto): RutaApi<`${(typeof ENDPOINTS)[B]}${Resto}`> {
  const plantilla = `${ENDPOINTS[base]}${resto}` as `${(typeof ENDPOINTS)[B]}${Resto}`;
  const construir = (...valores: readonly (string | number)[]) => {
    let siguiente = 0;
    return plantilla.replace(/\{\w+\}/g, () => encodeURIComponent(String(valores[siguiente++])));
  };
  return Object.assign(construir, { plantilla }) as RutaApi<typeof plantilla>;
}

/** The patient's sub-records beside the stages, by their segment under `/pacientes/{id}/`: the minimum data set and the NGS result. */
export const SUBREGISTROS_PACIENTE = { datosIniciales: 'datos-iniciales', muestraNgs: 'muestra-ngs' } as const;

/** Every API path below a base path of `ENDPOINTS` that the web app calls (spec §7, §8). */
export const RUTAS_API = {
  paciente: rutaApi('pacientes', '/{id}'),
  pacientesAdmin: rutaApi('pacientes', '/admin'),
  busquedaPacientes: rutaApi('pacientes', '/select/busqueda/{texto}'),
  estadoPaciente: rutaApi('pacientes', '/{id}/estado'),
  historialPaciente: rutaApi('pacientes', '/{id}/historial'),
  datosInicialesPaciente: rutaApi('pacientes', `/{id}/${SUBREGISTROS_PACIENTE.datosIniciales}`),
  muestraNgsPaciente: rutaApi('pacientes', `/{id}/${SUBREGISTROS_PACIENTE.muestraNgs}`),
  /** Every stage's status and the patient's records. */
  etapasPaciente: rutaApi('pacientes', '/{id}/etapas'),
  /** A stage by its `rutaApi`: its one record, or the rows of a repeatable stage (a new row is POSTed here). */
  etapaPaciente: rutaApi('pacientes', '/{id}/{etapa}'),
  filaEtapaPaciente: rutaApi('pacientes', '/{id}/{etapa}/{filaId}'),
  validarEtapa: rutaApi('pacientes', '/{id}/{etapa}/validar'),
  validarFilaEtapa: rutaApi('pacientes', '/{id}/{etapa}/{filaId}/validar'),
  desbloquearEtapa: rutaApi('pacientes', '/{id}/{etapa}/desbloquear'),
  desbloquearFilaEtapa: rutaApi('pacientes', '/{id}/{etapa}/{filaId}/desbloquear'),

  muestra: rutaApi('muestras', '/{id}'),
  estadoMuestra: rutaApi('muestras', '/{id}/estado'),
  confirmacionMuestra: rutaApi('muestras', '/{id}/confirmacion'),
  /** The «Hoja de envío» PDF (the server records when it was generated). */
  hojaEnvioMuestra: rutaApi('muestras', '/generar-pdf/{id}'),
  muestraPorCodigo: rutaApi('muestras', '/codigo/{codigo}'),
  muestrasPaciente: rutaApi('muestras', '/paciente/{id}'),
  recuentoMuestras: rutaApi('muestras', '/recuento'),
  recepcionEnBloque: rutaApi('muestras', '/recepcion-en-bloque'),

  informe: rutaApi('informes', '/{id}'),
  informesMuestra: rutaApi('informes', '/muestra/{id}'),
  ficheroInforme: rutaApi('ficheros', '/{id}'),

  retiradosBiobanco: rutaApi('biobanco', '/retirados'),
  /** A new biobank record of the patient is POSTed here. */
  biobancoPaciente: rutaApi('biobanco', '/{upn}'),
  pacienteBiobanco: rutaApi('biobanco', '/{upn}/paciente'),
  registroBiobanco: rutaApi('biobanco', '/{upn}/{id}'),
  estadoRegistroBiobanco: rutaApi('biobanco', '/{upn}/{id}/estado'),

  consulta: rutaApi('consultas', '/{id}'),
  respuestaConsulta: rutaApi('consultas', '/{id}/respuesta'),
  cierreConsulta: rutaApi('consultas', '/{id}/cierre'),
  reaperturaConsulta: rutaApi('consultas', '/{id}/reapertura'),
  recuentoCalidad: rutaApi('calidad', '/recuento'),
  exportacionCalidad: rutaApi('calidad', '/exportar'),
  /** Queries opened at once on every line the filters select. */
  consultasCalidad: rutaApi('calidad', '/consultas'),

  usuario: rutaApi('usuarios', '/{id}'),
  hospital: rutaApi('hospitales', '/{id}'),
  /** Any catalogue's rows as the library serves them (read by every form). */
  catalogoLibreria: rutaApi('libreria', '/{catalogo}'),
  /** A ⚙ catalogue as its administration screen reads and edits it. */
  catalogo: rutaApi('catalogos', '/{catalogo}'),
  ordenCatalogo: rutaApi('catalogos', '/{catalogo}/orden'),
  filaCatalogo: rutaApi('catalogos', '/{catalogo}/{codigo}'),
  desactivarFilaCatalogo: rutaApi('catalogos', '/{catalogo}/{codigo}/desactivar'),
  reactivarFilaCatalogo: rutaApi('catalogos', '/{catalogo}/{codigo}/reactivar'),
  /** A new version of a reference document is POSTed here. */
  documentoReferencia: rutaApi('documentosReferencia', '/{clave}'),
  versionesDocumentoReferencia: rutaApi('documentosReferencia', '/{clave}/versiones'),
  ficheroDocumentoReferencia: rutaApi('documentosReferencia', '/{clave}/fichero'),
  ficheroVersionDocumentoReferencia: rutaApi('documentosReferencia', '/{clave}/versiones/{version}/fichero'),
  documentoGenerado: rutaApi('documentosGenerados', '/{clave}'),
  pdfDocumentoGenerado: rutaApi('documentosGenerados', '/{clave}/pdf'),

  /** Enqueues a fresh extract of an area. */
  recargaDescarga: rutaApi('descargaRecarga', '/{area}'),
  cancelarDescarga: rutaApi('descargas', '/{id}/cancelar'),
  ficheroDescarga: rutaApi('descargas', '/{id}/fichero'),
};
