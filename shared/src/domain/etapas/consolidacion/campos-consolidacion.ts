import { crearCatalogo } from '../../catalogues/catalogo-fila';
import { ENSAYO } from '../../catalogues/ensayo';
import { ESQUEMA_CONSOLIDACION } from '../../catalogues/esquema-consolidacion';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { camposEmr } from '../bloques/bloque-emr';

/** data-dictionary §3.5 `cons_estado_tras_ciclo` (inline list). */
export const ESTADO_TRAS_CICLO = crearCatalogo([
  ['MANTIENE_REMISION', 'Mantiene la remisión'],
  ['RECAIDA', 'Recaída (registrar)'],
  ['NO_EVALUADO', 'No evaluado'],
]);

const ESQUEMAS_CON_CITARABINA = ['HIDAC', 'IDAC', 'HIDAC_MIDOSTAURINA', 'HIDAC_QUIZARTINIB'];

const esquemaOtro = (registro: Registro): boolean => registro.cons_esquema === 'OTRO' || registro.cons_esquema === 'ENSAYO_OTRO';
const conCitarabina = (registro: Registro): boolean =>
  typeof registro.cons_esquema === 'string' && ESQUEMAS_CON_CITARABINA.includes(registro.cons_esquema);

/**
 * data-dictionary §3.5 `consolidacion`: one row per cycle. `cons_ciclo` is numbered by the server;
 * `cons_ensayo` starts with the induction's trial, which the form fills in (the default depends on another record).
 */
export const CAMPOS_CONSOLIDACION: readonly Campo[] = [
  defineField({ kind: 'enum', name: 'cons_esquema', label: 'Esquema', catalogo: ESQUEMA_CONSOLIDACION, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'cons_esquema_otro',
    label: 'Otro esquema',
    max: 200,
    required: 'siempre',
    visibleIf: esquemaOtro,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({ kind: 'enum', name: 'cons_ensayo', label: 'Ensayo', catalogo: ENSAYO, required: 'siempre' }),
  defineField({ kind: 'date', name: 'cons_fecha_inicio', label: 'Fecha de inicio', required: 'siempre' }),
  defineField({ kind: 'date', name: 'cons_fecha_fin', label: 'Último día de administración', required: 'opcional' }),
  defineField({
    kind: 'decimal',
    name: 'cons_dosis_citarabina_g_m2',
    label: 'Dosis de citarabina por administración',
    unidad: 'g/m²',
    decimales: 2,
    min: 0.1,
    max: 3,
    required: 'opcional',
    visibleIf: conCitarabina,
  }),
  ...camposEmr('cons_'),
  defineField({ kind: 'enum', name: 'cons_estado_tras_ciclo', label: 'Estado tras el ciclo', catalogo: ESTADO_TRAS_CICLO, required: 'siempre' }),
];
