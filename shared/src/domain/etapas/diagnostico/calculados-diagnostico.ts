import { crearCatalogo } from '../../catalogues/catalogo-fila';
import { ORIGEN_LMA } from '../../catalogues/origen-lma';
import { RIESGO_GLOBAL, RIESGO_MOLECULAR } from '../../catalogues/riesgo';
import { defineField, type Registro } from '../../fields/campo';
import { hctiEvaluado } from './campos-hcti';
import { cariotipoAnormal } from './campos-citogenetica';
import { siPresente } from './lectura-campos';

/** The HCT-CI risk groups of catalogues.md §24 (0 = bajo, 1–2 = intermedio, ≥ 3 = alto). */
export const GRUPO_HCTI = crearCatalogo([
  ['BAJO', 'Bajo'],
  ['INTERMEDIO', 'Intermedio'],
  ['ALTO', 'Alto'],
]);

const conPesoYTalla = siPresente('peso_kg', 'talla_cm');
const noEvaluable = (registro: Registro): boolean => registro.riesgo_global_calculado === 'NO_EVALUABLE';

/** data-dictionary §3.3 and §7: the diagnosis' computed values, in form order (shown read-only). */
export const CALCULADOS_DIAGNOSTICO = [
  defineField({
    kind: 'decimal',
    name: 'superficie_corporal_m2',
    label: 'Superficie corporal',
    unidad: 'm²',
    decimales: 2,
    min: 0,
    max: 10,
    required: 'opcional',
    visibleIf: conPesoYTalla,
    definicion: 'Mosteller: √(peso_kg × talla_cm / 3600), 2 decimales.',
  }),
  defineField({
    kind: 'decimal',
    name: 'imc',
    label: 'Índice de masa corporal',
    unidad: 'kg/m²',
    decimales: 1,
    min: 0,
    max: 300,
    required: 'opcional',
    visibleIf: conPesoYTalla,
    definicion: 'peso_kg / (talla_cm / 100)², 1 decimal.',
  }),
  defineField({
    kind: 'integer',
    name: 'hcti_puntuacion',
    label: 'Puntuación HCT-CI',
    min: 0,
    max: 26,
    required: 'opcional',
    visibleIf: hctiEvaluado,
    definicion: 'Suma de los pesos HCT-CI.',
  }),
  defineField({
    kind: 'enum',
    name: 'hcti_grupo',
    label: 'Grupo de riesgo HCT-CI',
    catalogo: GRUPO_HCTI,
    required: 'opcional',
    visibleIf: hctiEvaluado,
    definicion: 'HCT-CI: 0 BAJO, 1–2 INTERMEDIO, ≥ 3 ALTO.',
  }),
  defineField({
    kind: 'enum',
    name: 'origen_lma',
    label: 'Origen de la LMA',
    catalogo: ORIGEN_LMA,
    required: 'opcional',
    definicion: 'Primera regla que se cumple (catalogues.md §25): RELACIONADA_TRATAMIENTO si terapia_citotoxica_previa = SI; SECUNDARIA_SMD, SECUNDARIA_SMD_NMP o SECUNDARIA_NMP según neoplasia_previa; NEOPLASIA_PREVIA_SIN_TC con otra neoplasia previa; DE_NOVO con NINGUNA; si no, DESCONOCIDO.',
  }),
  defineField({
    kind: 'decimal',
    name: 'creatinina_mg_dl',
    label: 'Creatinina (mg/dL)',
    unidad: 'mg/dL',
    decimales: 2,
    min: 0.1,
    max: 20,
    required: 'opcional',
    definicion: 'La creatinina en mg/dL: el valor introducido, dividido entre 88,42 si se introdujo en µmol/L.',
  }),
  defineField({
    kind: 'decimal',
    name: 'blastos_max_pct',
    label: 'Blastos máximos (MO o SP)',
    unidad: '%',
    decimales: 1,
    min: 0,
    max: 100,
    required: 'opcional',
    definicion: 'El mayor de mo_blastos_pct y blastos_sp_pct.',
  }),
  defineField({
    kind: 'boolean',
    name: 'cg_complejo',
    label: 'Cariotipo complejo (ELN 2022)',
    required: 'opcional',
    visibleIf: cariotipoAnormal,
    definicion: 'cg_n_anomalias ≥ 3, salvo cariotipo hiperdiploide con ≥ 3 trisomías/polisomías sin alteraciones estructurales (eln2022-risk.md §2.3); vacío si el cariotipo no es anormal.',
  }),
  defineField({
    kind: 'boolean',
    name: 'cg_monosomico',
    label: 'Cariotipo monosómico (ELN 2022)',
    required: 'opcional',
    visibleIf: cariotipoAnormal,
    definicion: '≥ 2 monosomías autosómicas, o 1 monosomía autosómica y ≥ 1 alteración estructural (eln2022-risk.md §2.3); vacío si el cariotipo no es anormal.',
  }),
  defineField({
    kind: 'enum',
    name: 'riesgo_molecular_calculado',
    label: 'Riesgo molecular (calculado)',
    catalogo: RIESGO_MOLECULAR,
    required: 'opcional',
    definicion: 'Componente molecular del riesgo (eln2022-risk.md §6): NO_APLICA si LPA; ADVERSO si TP53 mutado; FAVORABLE si NPM1 mutado sin FLT3-ITD, o CEBPA bZIP en fase; ADVERSO si algún gen MR mutado; si no, INTERMEDIO.',
  }),
  defineField({
    kind: 'enum',
    name: 'riesgo_global_calculado',
    label: 'Riesgo genético ELN 2022 (calculado)',
    catalogo: RIESGO_GLOBAL,
    required: 'opcional',
    definicion: 'Riesgo genético ELN 2022 según la lista de decisión de eln2022-risk.md §3 (primera regla que se cumple), NO_EVALUABLE si faltan datos que podrían cambiarlo (§4).',
  }),
  defineField({
    kind: 'text',
    name: 'riesgo_global_faltan',
    seudonimo: 'conservado',
    label: 'Datos que faltan para el riesgo ELN',
    max: 500,
    required: 'opcional',
    visibleIf: noEvaluable,
    definicion: 'Variables (separadas por ;) que faltan para evaluar el riesgo ELN 2022 cuando riesgo_global_calculado = NO_EVALUABLE (eln2022-risk.md §4.2).',
  }),
  defineField({
    kind: 'text',
    name: 'riesgo_global_avisos',
    seudonimo: 'conservado',
    label: 'Avisos del cálculo de riesgo',
    max: 100,
    required: 'opcional',
    visibleIf: siPresente('riesgo_global_avisos'),
    definicion: 'Códigos de aviso W01–W09 del cálculo del riesgo ELN 2022, separados por ; (eln2022-risk.md §5).',
  }),
];
