import { crearCatalogo, crearCatalogoConColumnas, type CatalogoFila } from './catalogo-fila';
import { RESPUESTA_ELN2022 } from './respuesta-eln2022';

/** catalogues.md §50 `tipo_trasplante`. */
export const TIPO_TRASPLANTE = crearCatalogo([
  ['ALOGENICO', 'Alogénico'],
  ['AUTOLOGO', 'Autólogo'],
]);

/** catalogues.md §50 `tipo_donante`. */
export const TIPO_DONANTE = crearCatalogo([
  ['HERMANO_HLA_IDENTICO', 'Hermano HLA idéntico'],
  ['FAMILIAR_NO_HAPLO', 'Otro familiar compatible (no haploidéntico)'],
  ['DNE', 'Donante no emparentado'],
  ['HAPLOIDENTICO', 'Familiar haploidéntico'],
  ['CORDON', 'Sangre de cordón umbilical'],
  ['SINGENICO', 'Gemelo singénico'],
  ['AUTOLOGO', 'Autólogo (no aplica donante)'],
]);

/** catalogues.md §50 `hla_compatibilidad` (sibling HLA-identical = COMPATIBLE_10_10). */
export const HLA_COMPATIBILIDAD = crearCatalogo([
  ['COMPATIBLE_10_10', 'Compatible 10/10 (A, B, C, DRB1, DQB1)'],
  ['INCOMPATIBLE_9_10', '9/10'],
  ['INCOMPATIBLE_8_10_O_MENOS', '≤ 8/10'],
  ['HAPLOIDENTICO', 'Haploidéntico'],
  ['CORDON_6_6', 'Cordón 6/6'],
  ['CORDON_5_6', 'Cordón 5/6'],
  ['CORDON_4_6_O_MENOS', 'Cordón ≤ 4/6'],
  ['NO_APLICA', 'No aplica (autólogo/singénico)'],
]);

/** catalogues.md §50 `fuente_progenitores`. */
export const FUENTE_PROGENITORES = crearCatalogo([
  ['SP', 'Sangre periférica movilizada'],
  ['MO', 'Médula ósea'],
  ['CORDON', 'Sangre de cordón'],
  ['MO_SP', 'Médula ósea + sangre periférica'],
]);

/** catalogues.md §50 `intensidad_acondicionamiento` (CIBMTR/EBMT working definitions). */
export const INTENSIDAD_ACONDICIONAMIENTO = crearCatalogoConColumnas<Pick<CatalogoFila, 'nota'>>()([
  [
    'MIELOABLATIVO',
    'Mieloablativo (MAC)',
    { nota: 'e.g. TBI ≥ 5 Gy single or ≥ 8 Gy fractionated, busulfan > 8 mg/kg oral (> 6.4 mg/kg i.v.), melphalan > 140 mg/m²' },
  ],
  ['INTENSIDAD_REDUCIDA', 'Intensidad reducida (RIC)', {}],
  ['NO_MIELOABLATIVO', 'No mieloablativo (NMA)', { nota: 'e.g. TBI ≤ 2 Gy ± purine analogue, fludarabine + cyclophosphamide' }],
  ['SECUENCIAL', 'Secuencial (p. ej. FLAMSA-RIC)', {}],
  ['DESCONOCIDO', 'Desconocido', {}],
]);

/** catalogues.md §50 `esquema_acondicionamiento`. */
export const ESQUEMA_ACONDICIONAMIENTO = crearCatalogo([
  ['BU_CY', 'Busulfán-ciclofosfamida'],
  ['FLU_BU', 'Fludarabina-busulfán (FluBu2/FluBu3/FluBu4)'],
  ['TBF', 'Tiotepa-busulfán-fludarabina'],
  ['FLU_MEL', 'Fludarabina-melfalán'],
  ['FLU_TREO', 'Fludarabina-treosulfán'],
  ['CY_ICT', 'Ciclofosfamida-ICT'],
  ['FLU_ICT', 'Fludarabina-ICT dosis bajas'],
  ['FLAMSA', 'FLAMSA-RIC'],
  ['BU_MEL', 'Busulfán-melfalán (autólogo)'],
  ['BEAM', 'BEAM (autólogo)'],
  ['OTRO', 'Otro (especificar)'],
]);

/** catalogues.md §50 `profilaxis_eich` (multi-enum; NINGUNA exclusive). */
export const PROFILAXIS_EICH = crearCatalogo([
  ['CICLOSPORINA', 'Ciclosporina'],
  ['TACROLIMUS', 'Tacrolimus'],
  ['METOTREXATO', 'Metotrexato'],
  ['MMF', 'Micofenolato'],
  ['SIROLIMUS', 'Sirolimus'],
  ['CY_POST', 'Ciclofosfamida post-trasplante'],
  ['ATG', 'Globulina antitimocítica'],
  ['ABATACEPT', 'Abatacept'],
  ['DEPLECION_T_EX_VIVO', 'Depleción T ex vivo'],
  ['OTRA', 'Otra (especificar)'],
  ['NINGUNA', 'Ninguna'],
]);

/** catalogues.md §50 `serologia_cmv`: donor/recipient. */
export const SEROLOGIA_CMV = crearCatalogo([
  ['POS_POS', 'D+/R+'],
  ['POS_NEG', 'D+/R−'],
  ['NEG_POS', 'D−/R+'],
  ['NEG_NEG', 'D−/R−'],
  ['DESCONOCIDA', 'Desconocida'],
]);

/** catalogues.md §50 `estado_pre_tph`. */
export const ESTADO_PRE_TPH = crearCatalogo([
  ['RC1', 'Primera remisión'],
  ['RC2', 'Segunda remisión'],
  ['RC3_MAS', 'Tercera remisión o posterior'],
  ['REFRACTARIEDAD_PRIMARIA', 'Enfermedad activa – refractariedad primaria'],
  ['RECAIDA_NO_TRATADA', 'Recaída no tratada'],
  ['RECAIDA_REFRACTARIA', 'Recaída refractaria al rescate'],
  ['RP', 'Remisión parcial'],
  ['OTRO', 'Otro (especificar)'],
]);

const REMISIONES = ['RC', 'RCH', 'RCI'] as const;
const esRemision = (codigo: string): codigo is (typeof REMISIONES)[number] => (REMISIONES as readonly string[]).includes(codigo);

/** catalogues.md §50 `respuesta_pre_tph`: RC, RCH, RCI with the §40 labels (MLFS or PR at transplant is not a remission). */
export const RESPUESTA_PRE_TPH = crearCatalogo(
  RESPUESTA_ELN2022.flatMap((fila) => (esRemision(fila.codigo) ? [[fila.codigo, fila.etiqueta] as const] : [])),
);

/** catalogues.md §50 `eich_aguda_grado` (MAGIC). */
export const EICH_AGUDA_GRADO = crearCatalogo([
  ['0', 'Grado 0'],
  ['I', 'Grado I'],
  ['II', 'Grado II'],
  ['III', 'Grado III'],
  ['IV', 'Grado IV'],
]);

/** catalogues.md §50 `eich_aguda_organo` (multi-enum). */
export const EICH_AGUDA_ORGANO = crearCatalogo([
  ['PIEL', 'Piel'],
  ['HIGADO', 'Hígado'],
  ['GI_SUPERIOR', 'Digestivo alto'],
  ['GI_INFERIOR', 'Digestivo bajo'],
]);

/** catalogues.md §50 `eich_cronica_nih` (NIH 2014). */
export const EICH_CRONICA_NIH = crearCatalogo([
  ['LEVE', 'Leve'],
  ['MODERADA', 'Moderada'],
  ['GRAVE', 'Grave'],
]);

/** catalogues.md §50 `fallo_injerto`. */
export const FALLO_INJERTO = crearCatalogo([
  ['NO', 'No'],
  ['PRIMARIO', 'Primario'],
  ['SECUNDARIO', 'Secundario'],
]);
