import { CONDICION_RECEPCION } from '../catalogues/condicion-recepcion';
import { SI_NO } from '../catalogues/si-no';
import { TEMPERATURA_TRANSPORTE } from '../catalogues/temperatura-transporte';
import { defineField, type Registro } from '../fields/campo';
import { formatMensaje } from '../messages/mensajes-genericos';
import { AYUDA_TEXTO_LIBRE } from '../paciente/mensajes-paciente';
import { PATRON_HORA } from './campos-muestra';

const conOtra = (registro: Registro): boolean => Array.isArray(registro.condicion) && registro.condicion.includes('OTRA');
const rechazada = (registro: Registro): boolean => registro.aceptada === 'NO';

/**
 * data-dictionary §5.2 `muestra_confirmacion` (action confirmar-muestra): what the receiving laboratory records.
 * `recibido_por` (the signed-in user) and `laboratorio_receptor` (the sample's destination) are the server's.
 */
export const CAMPOS_CONFIRMACION = [
  defineField({ kind: 'date', name: 'fecha_recepcion', label: 'Fecha de recepción', required: 'siempre' }),
  defineField({ kind: 'text', name: 'hora_recepcion', seudonimo: 'conservado', label: 'Hora de recepción', max: 5, pattern: PATRON_HORA, required: 'opcional' }),
  defineField({
    kind: 'multiEnum',
    name: 'condicion',
    label: 'Condición de la muestra',
    catalogo: CONDICION_RECEPCION,
    exclusivos: ['CORRECTA'],
    required: 'siempre',
  }),
  defineField({
    kind: 'text',
    name: 'condicion_otra',
    label: 'Otra incidencia',
    max: 200,
    required: conOtra,
    visibleIf: conOtra,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'aceptada', label: '¿Muestra aceptada para el análisis?', catalogo: SI_NO, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'motivo_rechazo',
    label: 'Motivo del rechazo',
    max: 500,
    required: rechazada,
    visibleIf: rechazada,
    // Free text (a reason), left out of the pseudonymised view like every `*_motivo`.
    seudonimo: 'omitido',
  }),
  defineField({ kind: 'integer', name: 'n_tubos_recibidos', label: 'Nº de tubos recibidos', min: 0, max: 20, required: 'siempre' }),
  defineField({ kind: 'decimal', name: 'volumen_recibido_ml', label: 'Volumen recibido', unidad: 'mL', decimales: 1, min: 0, max: 100, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'temperatura_llegada', label: 'Temperatura a la llegada', catalogo: TEMPERATURA_TRANSPORTE, required: 'opcional' }),
  defineField({ kind: 'text', name: 'observaciones', label: 'Observaciones', max: 1000, required: 'opcional', hint: AYUDA_TEXTO_LIBRE }),
] as const;

/** The reception's date and time as declared above: what a bulk reception gives once for every tube of the tray. */
export const CAMPOS_MOMENTO_RECEPCION = CAMPOS_CONFIRMACION.filter(
  (campo): campo is Extract<(typeof CAMPOS_CONFIRMACION)[number], { name: 'fecha_recepcion' | 'hora_recepcion' }> =>
    campo.name === 'fecha_recepcion' || campo.name === 'hora_recepcion',
);
