import { ALTERACION_CITOGENETICA, CARIOTIPO } from '../../catalogues/cariotipo';
import { POSNEG_B } from '../../catalogues/posneg';
import { defineField } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { siEs, siIncluye } from './lectura-campos';
import { MENSAJE_SIN_ALTERACIONES } from './mensajes-diagnostico';

const conCariotipo = siEs('cg_resultado', 'NORMAL', 'ANORMAL');
export const cariotipoAnormal = siEs('cg_resultado', 'ANORMAL');
const otraAlteracion = siIncluye('cg_alteraciones', 'OTRA', 'OTRA_TRANSLOCACION_RECURRENTE');

function recuento(name: string, label: string, max: number) {
  return defineField({ kind: 'integer', name, label, min: 0, max, required: cariotipoAnormal, visibleIf: cariotipoAnormal });
}

function rtpcr(name: string, label: string) {
  return defineField({ kind: 'enum', name, label, catalogo: POSNEG_B, required: 'opcional' });
}

/** data-dictionary §3.3 H «Citogenética, FISH y transcritos de fusión» (cg_complejo and cg_monosomico are computed). */
export const CAMPOS_CITOGENETICA = [
  defineField({ kind: 'enum', name: 'cg_resultado', label: 'Cariotipo', catalogo: CARIOTIPO, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'cg_formula_iscn',
    seudonimo: 'conservado',
    label: 'Fórmula ISCN',
    max: 500,
    hint: 'p. ej. 46,XY,t(8;21)(q22;q22.1)[18]/46,XY[2]',
    required: cariotipoAnormal,
    visibleIf: conCariotipo,
  }),
  defineField({
    kind: 'integer',
    name: 'cg_n_metafases',
    label: 'Metafases analizadas',
    min: 0,
    max: 200,
    required: conCariotipo,
    visibleIf: conCariotipo,
  }),
  defineField({
    kind: 'multiEnum',
    name: 'cg_alteraciones',
    label: 'Alteraciones citogenéticas',
    catalogo: ALTERACION_CITOGENETICA,
    required: cariotipoAnormal,
    visibleIf: cariotipoAnormal,
    mensajeObligatorio: MENSAJE_SIN_ALTERACIONES,
  }),
  defineField({
    kind: 'text',
    name: 'cg_alteraciones_otra',
    label: 'Otra alteración',
    max: 200,
    required: otraAlteracion,
    visibleIf: otraAlteracion,
    mensajeObligatorio: formatMensaje('G12'),
  }),
  recuento('cg_n_anomalias', 'Nº de anomalías clonales no relacionadas', 50),
  recuento('cg_n_monosomias_autosomicas', 'Nº de monosomías autosómicas (excluye −X, −Y)', 22),
  recuento('cg_n_trisomias_polisomias', 'Nº de trisomías / polisomías', 30),
  recuento('cg_n_estructurales', 'Nº de alteraciones estructurales (incl. translocaciones, inversiones, deleciones, marcadores)', 50),
  rtpcr('rtpcr_pml_rara', 'PML::RARA (RT-PCR)'),
  rtpcr('rtpcr_runx1_runx1t1', 'RUNX1::RUNX1T1 (RT-PCR)'),
  rtpcr('rtpcr_cbfb_myh11', 'CBFB::MYH11 (RT-PCR)'),
  rtpcr('rtpcr_kmt2a_mllt3', 'KMT2A::MLLT3 (RT-PCR)'),
  rtpcr('rtpcr_bcr_abl1', 'BCR::ABL1 (RT-PCR)'),
  rtpcr('rtpcr_dek_nup214', 'DEK::NUP214 (RT-PCR)'),
  rtpcr('kmt2a_ptd', 'KMT2A-PTD (duplicación parcial en tándem)'),
];
