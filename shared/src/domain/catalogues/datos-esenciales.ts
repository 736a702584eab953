import { crearCatalogoConColumnas } from './catalogo-fila';

/** When an item counts towards completeness: the home variable (`form.variable`) holds one of / none of the codes. */
export type AplicaSi =
  | { readonly variable: string; readonly en: readonly string[] }
  | { readonly variable: string; readonly noEn: readonly string[] };

type ColumnasDatoEsencial = {
  /** Home record of the item (single source of truth). */
  readonly formulario: 'paciente' | 'diagnostico' | 'induccion' | 'trasplante' | 'recaida' | 'muerte';
  /** Variable in the home record; `null` when the item is derived from the whole record. */
  readonly variable: string | null;
  readonly derivado: boolean;
  /** `null` = always applicable. */
  readonly aplica_si: AplicaSi | null;
  /** DE01–DE15 are edited on the «Datos esenciales» screen; DE16–DE21 are read-only there. */
  readonly editable: boolean;
};

const MO_REALIZADA: AplicaSi = { variable: 'diagnostico.mo_realizada', en: ['SI'] };
const CON_TRATAMIENTO: AplicaSi = { variable: 'induccion.intencion_tratamiento', noEn: ['SOLO_SOPORTE'] };
const EN_REMISION: AplicaSi = { variable: 'induccion.ind_mejor_respuesta', en: ['RC', 'RCH', 'RCI'] };
const FALLECIDO: AplicaSi = { variable: 'paciente.estado', en: ['FALLECIDO'] };

type Formulario = ColumnasDatoEsencial['formulario'];

const itemEditable = (formulario: Formulario, variable: string, aplica_si: AplicaSi | null = null): ColumnasDatoEsencial => ({
  formulario,
  variable,
  derivado: false,
  aplica_si,
  editable: true,
});

const itemSoloLectura = (formulario: Formulario, variable: string | null, aplica_si: AplicaSi | null, derivado = false): ColumnasDatoEsencial => ({
  formulario,
  variable,
  derivado,
  aplica_si,
  editable: false,
});

/** catalogues.md §21 `datos_esenciales`: the minimum data set (the datos-iniciales sub-record, data-dictionary §3.2). */
export const DATOS_ESENCIALES = crearCatalogoConColumnas<ColumnasDatoEsencial>()([
  ['DE01', 'Sexo', itemEditable('paciente', 'sexo')],
  ['DE02', 'Fecha de nacimiento', itemEditable('paciente', 'fecha_nacimiento')],
  ['DE03', 'Fecha de diagnóstico', itemEditable('paciente', 'fecha_diagnostico')],
  ['DE04', 'ECOG al diagnóstico', itemEditable('diagnostico', 'ecog')],
  ['DE05', 'Origen de la LMA', itemEditable('diagnostico', 'origen_lma')],
  ['DE06', 'Leucocitos al diagnóstico', itemEditable('diagnostico', 'leucocitos')],
  ['DE07', 'Blastos en médula ósea', itemEditable('diagnostico', 'mo_blastos_pct', MO_REALIZADA)],
  ['DE08', 'Resultado del cariotipo', itemEditable('diagnostico', 'cg_resultado')],
  ['DE09', 'NPM1', itemEditable('diagnostico', 'npm1')],
  ['DE10', 'FLT3-ITD', itemEditable('diagnostico', 'flt3_itd')],
  ['DE11', 'Riesgo ELN 2022', itemEditable('diagnostico', 'riesgo_global')],
  ['DE12', 'Entidad OMS 2022', itemEditable('diagnostico', 'entidad_oms2022')],
  ['DE13', 'Intención de tratamiento de primera línea', itemEditable('induccion', 'intencion_tratamiento')],
  ['DE14', 'Esquema de inducción', itemEditable('induccion', 'ind1_esquema', CON_TRATAMIENTO)],
  ['DE15', 'Fecha de inicio de inducción', itemEditable('induccion', 'ind1_fecha_inicio', CON_TRATAMIENTO)],
  ['DE16', 'Mejor respuesta a primera línea', itemSoloLectura('induccion', 'ind_mejor_respuesta', CON_TRATAMIENTO)],
  ['DE17', 'Fecha de la primera remisión (RC/RCh/RCi)', itemSoloLectura('induccion', 'ind_fecha_primera_remision', EN_REMISION)],
  ['DE18', 'Trasplante alogénico en primera remisión', itemSoloLectura('trasplante', 'tph_alo_rc1', EN_REMISION, true)],
  ['DE19', 'Recaída (sí/no y fecha)', itemSoloLectura('recaida', null, EN_REMISION, true)],
  ['DE20', 'Estado vital y fecha del último contacto', itemSoloLectura('paciente', null, null, true)],
  ['DE21', 'Causa de muerte', itemSoloLectura('muerte', 'muerte_causa_principal', FALLECIDO)],
]);
