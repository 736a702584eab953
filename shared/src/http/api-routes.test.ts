import { expect, test } from '@jest/globals';
import { RUTAS_API } from './api-routes';

type Clave = keyof typeof RUTAS_API;

/** Each builder with sample values and the path the API serves for them (its routes in api/src/modules). */
const EJEMPLOS: { readonly [C in Clave]: readonly [Parameters<(typeof RUTAS_API)[C]>, string] } = {
  paciente: [[12], '/leucemia/api/pacientes/12'],
  pacientesAdmin: [[], '/leucemia/api/pacientes/admin'],
  busquedaPacientes: [['LMA 0012/ñ'], '/leucemia/api/pacientes/select/busqueda/LMA%200012%2F%C3%B1'],
  estadoPaciente: [[12], '/leucemia/api/pacientes/12/estado'],
  historialPaciente: [[12], '/leucemia/api/pacientes/12/historial'],
  datosInicialesPaciente: [[12], '/leucemia/api/pacientes/12/datos-iniciales'],
  muestraNgsPaciente: [[12], '/leucemia/api/pacientes/12/muestra-ngs'],
  etapasPaciente: [[12], '/leucemia/api/pacientes/12/etapas'],
  etapaPaciente: [[12, 'transplante'], '/leucemia/api/pacientes/12/transplante'],
  filaEtapaPaciente: [[12, 'seguimiento', 5], '/leucemia/api/pacientes/12/seguimiento/5'],
  validarEtapa: [[12, 'diagnostico'], '/leucemia/api/pacientes/12/diagnostico/validar'],
  validarFilaEtapa: [[12, 'rec-res-1', 5], '/leucemia/api/pacientes/12/rec-res-1/5/validar'],
  desbloquearEtapa: [[12, 'diagnostico'], '/leucemia/api/pacientes/12/diagnostico/desbloquear'],
  desbloquearFilaEtapa: [[12, 'rec-res-1', 5], '/leucemia/api/pacientes/12/rec-res-1/5/desbloquear'],

  muestra: [[40], '/leucemia/api/muestras/40'],
  estadoMuestra: [[40], '/leucemia/api/muestras/40/estado'],
  confirmacionMuestra: [[40], '/leucemia/api/muestras/40/confirmacion'],
  hojaEnvioMuestra: [[40], '/leucemia/api/muestras/generar-pdf/40'],
  muestraPorCodigo: [['M-12/3 #1'], '/leucemia/api/muestras/codigo/M-12%2F3%20%231'],
  muestrasPaciente: [[12], '/leucemia/api/muestras/paciente/12'],
  recuentoMuestras: [[], '/leucemia/api/muestras/recuento'],
  recepcionEnBloque: [[], '/leucemia/api/muestras/recepcion-en-bloque'],

  informe: [[7], '/leucemia/api/informes/7'],
  informesMuestra: [[40], '/leucemia/api/informes/muestra/40'],
  ficheroInforme: [[7], '/leucemia/api/ficheros/7'],

  retiradosBiobanco: [[], '/leucemia/api/biobanco/retirados'],
  biobancoPaciente: [['LMA-000012'], '/leucemia/api/biobanco/LMA-000012'],
  pacienteBiobanco: [['LMA 12'], '/leucemia/api/biobanco/LMA%2012/paciente'],
  registroBiobanco: [['LMA-000012', 3], '/leucemia/api/biobanco/LMA-000012/3'],
  estadoRegistroBiobanco: [['LMA/12', 3], '/leucemia/api/biobanco/LMA%2F12/3/estado'],

  consulta: [[5], '/leucemia/api/consultas/5'],
  respuestaConsulta: [[5], '/leucemia/api/consultas/5/respuesta'],
  cierreConsulta: [[5], '/leucemia/api/consultas/5/cierre'],
  reaperturaConsulta: [[5], '/leucemia/api/consultas/5/reapertura'],
  recuentoCalidad: [[], '/leucemia/api/calidad/recuento'],
  exportacionCalidad: [[], '/leucemia/api/calidad/exportar'],
  consultasCalidad: [[], '/leucemia/api/calidad/consultas'],

  usuario: [[7], '/leucemiaUsuarios/api/usuarios/7'],
  hospital: [[4], '/leucemiaHospitales/api/hospitales/4'],
  catalogoLibreria: [['momento_muestra_ensayo_nuevo'], '/leucemiaLibrerias/api/library/momento_muestra_ensayo_nuevo'],
  catalogo: [['laboratorio'], '/leucemiaLibrerias/api/catalogos/laboratorio'],
  ordenCatalogo: [['laboratorio'], '/leucemiaLibrerias/api/catalogos/laboratorio/orden'],
  filaCatalogo: [['laboratorio', 'LAB/CMF ñ'], '/leucemiaLibrerias/api/catalogos/laboratorio/LAB%2FCMF%20%C3%B1'],
  desactivarFilaCatalogo: [['laboratorio', 'LAB_CMF_REF'], '/leucemiaLibrerias/api/catalogos/laboratorio/LAB_CMF_REF/desactivar'],
  reactivarFilaCatalogo: [['laboratorio', 'LAB_CMF_REF'], '/leucemiaLibrerias/api/catalogos/laboratorio/LAB_CMF_REF/reactivar'],
  documentoReferencia: [['protocolo-riesgo'], '/leucemiaLibrerias/api/library/documentos/protocolo-riesgo'],
  versionesDocumentoReferencia: [['protocolo-riesgo'], '/leucemiaLibrerias/api/library/documentos/protocolo-riesgo/versiones'],
  ficheroDocumentoReferencia: [['protocolo riesgo'], '/leucemiaLibrerias/api/library/documentos/protocolo%20riesgo/fichero'],
  ficheroVersionDocumentoReferencia: [['protocolo-riesgo', 2], '/leucemiaLibrerias/api/library/documentos/protocolo-riesgo/versiones/2/fichero'],
  documentoGenerado: [['tiempos-muestras'], '/leucemiaLibrerias/api/library/generados/tiempos-muestras'],
  pdfDocumentoGenerado: [['tiempos-muestras'], '/leucemiaLibrerias/api/library/generados/tiempos-muestras/pdf'],

  recargaDescarga: [['diagnostico'], '/leucemiaDescargas/api/descarga/recarga/diagnostico'],
  cancelarDescarga: [['0b9c4f2e-1d7a-4c3b-9e0f-5a6b7c8d9e0f'], '/leucemiaDescargas/api/descargas/0b9c4f2e-1d7a-4c3b-9e0f-5a6b7c8d9e0f/cancelar'],
  ficheroDescarga: [['0b9c4f2e-1d7a-4c3b-9e0f-5a6b7c8d9e0f'], '/leucemiaDescargas/api/descargas/0b9c4f2e-1d7a-4c3b-9e0f-5a6b7c8d9e0f/fichero'],
};

const construir = (clave: Clave, valores: readonly (string | number)[]) => (RUTAS_API[clave] as (...valores: readonly (string | number)[]) => string)(...valores);

test.each(Object.keys(EJEMPLOS) as Clave[])('%s construye la ruta que sirve la API', (clave) => {
  const [valores, esperada] = EJEMPLOS[clave];
  expect(construir(clave, valores)).toBe(esperada);
});

test('every value goes into its own segment of the template, encoded, and reads back whole', () => {
  for (const clave of Object.keys(RUTAS_API) as Clave[]) {
    const { plantilla } = RUTAS_API[clave];
    const nombres = [...plantilla.matchAll(/\{(\w+)\}/g)].map(([, nombre]) => nombre);
    const valores = nombres.map((nombre) => `${nombre} ?#/%ñ`);
    const segmentos = construir(clave, valores).split('/');
    const esperados = plantilla.split('/');
    expect(segmentos).toHaveLength(esperados.length);
    const leidos = esperados.flatMap((segmento, indice) => (/^\{\w+\}$/.test(segmento) ? [decodeURIComponent(segmentos[indice] ?? '')] : []));
    expect(leidos).toEqual(valores);
    expect(segmentos.filter((_, indice) => !/^\{\w+\}$/.test(esperados[indice] ?? ''))).toEqual(esperados.filter((segmento) => !/^\{\w+\}$/.test(segmento)));
  }
});
