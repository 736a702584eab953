import { CARIOTIPO } from '../../catalogues/cariotipo';
import { IDH1_TIPO, IDH2_TIPO } from '../../catalogues/idh';
import { POSNEG_B } from '../../catalogues/posneg';
import { METODO_EMR_RECAIDA, TIPO_RECAIDA } from '../../catalogues/seguimiento-recaida-muerte';
import { SI_NO } from '../../catalogues/si-no';
import { SITIO_EXTRAMEDULAR } from '../../catalogues/sitio-extramedular';
import { defineField, type Campo, type Registro } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { AYUDA_TEXTO_LIBRE } from '../../paciente/mensajes-paciente';

/** Marrow blasts (%) that define a haematological relapse (ELN 2022). */
export const UMBRAL_BLASTOS_RECAIDA = 5;

const TIPOS_EXTRAMEDULARES: readonly unknown[] = ['EXTRAMEDULAR', 'HEMATOLOGICA_EXTRAMEDULAR'];
export const esExtramedular = (registro: Registro): boolean => TIPOS_EXTRAMEDULARES.includes(registro.rec_tipo);
const otroSitio = (registro: Registro): boolean => Array.isArray(registro.rec_sitios) && registro.rec_sitios.includes('OTRO');
const noMolecular = (registro: Registro): boolean => registro.rec_tipo !== 'MOLECULAR';
const esMolecular = (registro: Registro): boolean => registro.rec_tipo === 'MOLECULAR';
const conMedula = (registro: Registro): boolean => registro.rec_mo_realizada === 'SI';
const emrConfirmada = (registro: Registro): boolean => registro.rec_emr_confirmada === 'SI';
const cariotipoAnormal = (registro: Registro): boolean => registro.rec_cariotipo === 'ANORMAL';

/** A haematological relapse without a marrow of ≥ 5 % blasts rests on peripheral blood, which must be confirmed. */
export const requiereConfirmarSp = (registro: Registro): boolean => {
  const blastos = registro.rec_mo_blastos_pct;
  const sinMedulaDiagnostica = registro.rec_mo_realizada === 'NO' || (typeof blastos === 'number' && blastos < UMBRAL_BLASTOS_RECAIDA);
  return registro.rec_tipo === 'HEMATOLOGICA' && sinMedulaDiagnostica;
};

/** data-dictionary §3.9 `recaida`: one relapse episode, in form order (`rec_num` is the server's). */
export const CAMPOS_RECAIDA: readonly Campo[] = [
  defineField({ kind: 'date', name: 'rec_fecha', label: 'Fecha de la recaída', required: 'siempre' }),
  defineField({ kind: 'enum', name: 'rec_tipo', label: 'Tipo de recaída', catalogo: TIPO_RECAIDA, required: 'siempre' }),
  defineField({
    kind: 'multiEnum',
    name: 'rec_sitios',
    label: 'Localización extramedular',
    catalogo: SITIO_EXTRAMEDULAR,
    required: esExtramedular,
    visibleIf: esExtramedular,
  }),
  defineField({
    kind: 'text',
    name: 'rec_sitios_otro',
    label: 'Otra localización',
    max: 200,
    required: otroSitio,
    visibleIf: otroSitio,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  defineField({
    kind: 'enum',
    name: 'rec_mo_realizada',
    label: '¿Médula ósea en la recaída?',
    catalogo: SI_NO,
    required: noMolecular,
    visibleIf: noMolecular,
  }),
  defineField({
    kind: 'decimal',
    name: 'rec_mo_blastos_pct',
    label: 'Blastos en médula ósea',
    unidad: '%',
    decimales: 1,
    min: 0,
    max: 100,
    required: conMedula,
    visibleIf: conMedula,
  }),
  defineField({
    kind: 'decimal',
    name: 'rec_sp_blastos_pct',
    label: 'Blastos en sangre periférica',
    unidad: '%',
    decimales: 1,
    min: 0,
    max: 100,
    required: noMolecular,
    visibleIf: noMolecular,
  }),
  defineField({
    kind: 'enum',
    name: 'rec_sp_confirmada',
    label: 'Blastos en SP confirmados en ≥ 2 muestras separadas ≥ 1 semana',
    catalogo: SI_NO,
    required: requiereConfirmarSp,
    visibleIf: requiereConfirmarSp,
  }),
  defineField({
    kind: 'enum',
    name: 'rec_emr_metodo',
    label: 'Método de detección (EMR)',
    catalogo: METODO_EMR_RECAIDA,
    required: esMolecular,
    visibleIf: esMolecular,
  }),
  defineField({
    kind: 'decimal',
    name: 'rec_emr_valor',
    label: 'Valor de EMR',
    unidad: '%',
    decimales: 4,
    min: 0,
    max: 100000,
    required: esMolecular,
    visibleIf: esMolecular,
  }),
  defineField({
    kind: 'enum',
    name: 'rec_emr_confirmada',
    label: 'Confirmada en segunda muestra (≤ 4 semanas)',
    catalogo: SI_NO,
    required: esMolecular,
    visibleIf: esMolecular,
  }),
  defineField({
    kind: 'date',
    name: 'rec_emr_fecha_confirmacion',
    label: 'Fecha de la muestra de confirmación',
    required: emrConfirmada,
    visibleIf: emrConfirmada,
  }),
  defineField({
    kind: 'date',
    name: 'rec_fecha_hematologica',
    label: 'Fecha de progresión a recaída hematológica',
    required: 'opcional',
    visibleIf: esMolecular,
  }),
  defineField({ kind: 'enum', name: 'rec_flt3_itd', label: 'FLT3-ITD en la recaída', catalogo: POSNEG_B, required: 'siempre' }),
  defineField({ kind: 'enum', name: 'rec_flt3_tkd', label: 'FLT3-TKD en la recaída', catalogo: POSNEG_B, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'rec_idh1', label: 'IDH1 en la recaída', catalogo: IDH1_TIPO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'rec_idh2', label: 'IDH2 en la recaída', catalogo: IDH2_TIPO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'rec_cariotipo', label: 'Cariotipo en la recaída', catalogo: CARIOTIPO, required: 'opcional' }),
  defineField({
    kind: 'text',
    name: 'rec_cariotipo_iscn',
    seudonimo: 'conservado',
    label: 'Fórmula ISCN en la recaída',
    max: 500,
    required: cariotipoAnormal,
    visibleIf: cariotipoAnormal,
  }),
  defineField({ kind: 'enum', name: 'rec_ngs_id', label: 'Resultado NGS en la recaída', referencia: 'muestra_ngs', required: 'opcional' }),
  defineField({
    kind: 'text',
    name: 'rec_observaciones',
    label: 'Observaciones',
    max: 1000,
    required: 'opcional',
    hint: AYUDA_TEXTO_LIBRE,
  }),
];
