import { ANTICOAGULANTE } from '../catalogues/anticoagulante';
import { LABORATORIO } from '../catalogues/laboratorio';
import { LABORATORIO_ECONOMICO } from '../catalogues/laboratorio-economico';
import { MATERIAL_MUESTRA } from '../catalogues/material-muestra';
import { MOMENTO_MUESTRA } from '../catalogues/momento-muestra';
import { TEMPERATURA_TRANSPORTE } from '../catalogues/temperatura-transporte';
import { TIPO_ESTUDIO } from '../catalogues/tipo-estudio';
import { defineField, type Registro } from '../fields/campo';
import { formatMensaje } from '../messages/mensajes-genericos';
import { AYUDA_TEXTO_LIBRE } from '../paciente/mensajes-paciente';
import { estaVacio } from '../fields/lectura-registro';
import { ENSAYOS_DE_MUESTRA, MOMENTO_ENSAYO_TODOS } from './momentos-ensayo';

const esEnsayo = (registro: Registro): boolean => registro.es_ensayo === true;
const noEsEnsayo = (registro: Registro): boolean => registro.es_ensayo !== true;
const momentoOtro = (registro: Registro): boolean => noEsEnsayo(registro) && registro.momento === 'OTRO';
const materialOtro = (registro: Registro): boolean => registro.material === 'OTRO';
const conProyecto = (registro: Registro): boolean => registro.laboratorio_economico === 'PROYECTO_INVESTIGACION';
const conEnvio = (registro: Registro): boolean => !estaVacio(registro, 'fecha_envio');

/** Materials measured in mL (data-dictionary §5.1 `volumen_ml`). */
export const MATERIALES_CON_VOLUMEN: readonly string[] = ['MO_ASPIRADO', 'SP', 'LCR', 'PLASMA', 'SUERO'];
const conVolumen = (registro: Registro): boolean => typeof registro.material === 'string' && MATERIALES_CON_VOLUMEN.includes(registro.material);

/** `HH:MM`, 00:00–23:59 (data-dictionary §0.1 time). */
export const PATRON_HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * data-dictionary §5.1 `muestra`: the fields the forms «muestra» and «muestra de ensayo» edit (one table, `es_ensayo`
 * tells them apart). The code, the patient, the state and the PDF stamp are the server's; `fecha_envio` and the
 * transport fields are recorded with the shipment.
 */
export const CAMPOS_MUESTRA = [
  defineField({ kind: 'boolean', name: 'es_ensayo', label: 'Muestra de ensayo clínico', required: 'siempre', default: false }),
  defineField({ kind: 'enum', name: 'momento', label: 'Momento de la muestra', catalogo: MOMENTO_MUESTRA, required: noEsEnsayo, visibleIf: noEsEnsayo }),
  defineField({
    kind: 'text',
    name: 'momento_otro',
    label: 'Otro momento',
    max: 100,
    required: momentoOtro,
    visibleIf: momentoOtro,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'ensayo', label: 'Ensayo', catalogo: ENSAYOS_DE_MUESTRA, required: esEnsayo, visibleIf: esEnsayo }),
  defineField({
    kind: 'enum',
    name: 'momento_ensayo',
    label: 'Momento según protocolo',
    catalogo: MOMENTO_ENSAYO_TODOS,
    required: esEnsayo,
    visibleIf: esEnsayo,
  }),
  defineField({ kind: 'integer', name: 'ciclo', label: 'Ciclo', min: 1, max: 99, required: 'opcional', visibleIf: esEnsayo }),
  defineField({ kind: 'integer', name: 'dia_ciclo', label: 'Día del ciclo', min: -30, max: 400, required: 'opcional', visibleIf: esEnsayo }),
  defineField({ kind: 'enum', name: 'material', label: 'Tipo de material', catalogo: MATERIAL_MUESTRA, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'material_otro',
    label: 'Otro material',
    max: 100,
    required: materialOtro,
    visibleIf: materialOtro,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'date', name: 'fecha_extraccion', label: 'Fecha de extracción', required: 'siempre' }),
  defineField({ kind: 'text', name: 'hora_extraccion', seudonimo: 'conservado', label: 'Hora de extracción', max: 5, pattern: PATRON_HORA, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'anticoagulante', label: 'Anticoagulante / conservante', catalogo: ANTICOAGULANTE, required: 'siempre' }),
  defineField({ kind: 'integer', name: 'n_tubos', label: 'Nº de tubos', min: 1, max: 20, required: 'siempre' }),
  defineField({
    kind: 'decimal',
    name: 'volumen_ml',
    label: 'Volumen total',
    unidad: 'mL',
    decimales: 1,
    min: 0.1,
    max: 100,
    required: conVolumen,
    visibleIf: conVolumen,
  }),
  defineField({ kind: 'multiEnum', name: 'estudios_solicitados', label: 'Estudios solicitados', catalogo: TIPO_ESTUDIO, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'laboratorio_destino', label: 'Laboratorio de destino', catalogo: LABORATORIO, required: 'siempre' }),
  defineField({
    kind: 'enum',
    name: 'laboratorio_economico',
    label: 'Financiación del análisis',
    catalogo: LABORATORIO_ECONOMICO,
    required: 'siempre',
  }),
  defineField({ kind: 'text', name: 'codigo_proyecto', label: 'Código de proyecto', max: 50, required: conProyecto, visibleIf: conProyecto }),
  defineField({ kind: 'date', name: 'fecha_envio', label: 'Fecha de envío', required: 'opcional' }),
  defineField({
    kind: 'enum',
    name: 'temperatura_envio',
    label: 'Temperatura de transporte',
    catalogo: TEMPERATURA_TRANSPORTE,
    required: 'opcional',
    visibleIf: conEnvio,
  }),
  defineField({ kind: 'text', name: 'seguimiento_envio', label: 'Nº de seguimiento del transporte', max: 50, required: 'opcional', visibleIf: conEnvio }),
  defineField({ kind: 'text', name: 'observaciones', label: 'Observaciones', max: 1000, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;

/** The shipment (estado → ENVIADA): the date is then required. */
export const CAMPOS_ENVIO_MUESTRA = [
  defineField({ kind: 'date', name: 'fecha_envio', label: 'Fecha de envío', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'temperatura_envio', label: 'Temperatura de transporte', catalogo: TEMPERATURA_TRANSPORTE, required: 'opcional' }),
  defineField({ kind: 'text', name: 'seguimiento_envio', label: 'Nº de seguimiento del transporte', max: 50, required: 'opcional' }),
] as const;
