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
  }),
  defineField({
    kind: 'integer',
    name: 'hcti_puntuacion',
    label: 'Puntuación HCT-CI',
    min: 0,
    max: 26,
    required: 'opcional',
    visibleIf: hctiEvaluado,
  }),
  defineField({
    kind: 'enum',
    name: 'hcti_grupo',
    label: 'Grupo de riesgo HCT-CI',
    catalogo: GRUPO_HCTI,
    required: 'opcional',
    visibleIf: hctiEvaluado,
  }),
  defineField({ kind: 'enum', name: 'origen_lma', label: 'Origen de la LMA', catalogo: ORIGEN_LMA, required: 'opcional' }),
  defineField({
    kind: 'decimal',
    name: 'creatinina_mg_dl',
    label: 'Creatinina (mg/dL)',
    unidad: 'mg/dL',
    decimales: 2,
    min: 0.1,
    max: 20,
    required: 'opcional',
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
  }),
  defineField({
    kind: 'boolean',
    name: 'cg_complejo',
    label: 'Cariotipo complejo (ELN 2022)',
    required: 'opcional',
    visibleIf: cariotipoAnormal,
  }),
  defineField({
    kind: 'boolean',
    name: 'cg_monosomico',
    label: 'Cariotipo monosómico (ELN 2022)',
    required: 'opcional',
    visibleIf: cariotipoAnormal,
  }),
  defineField({
    kind: 'enum',
    name: 'riesgo_molecular_calculado',
    label: 'Riesgo molecular (calculado)',
    catalogo: RIESGO_MOLECULAR,
    required: 'opcional',
  }),
  defineField({
    kind: 'enum',
    name: 'riesgo_global_calculado',
    label: 'Riesgo genético ELN 2022 (calculado)',
    catalogo: RIESGO_GLOBAL,
    required: 'opcional',
  }),
  defineField({
    kind: 'text',
    name: 'riesgo_global_faltan',
    seudonimo: 'conservado',
    label: 'Datos que faltan para el riesgo ELN',
    max: 500,
    required: 'opcional',
    visibleIf: noEvaluable,
  }),
  defineField({
    kind: 'text',
    name: 'riesgo_global_avisos',
    seudonimo: 'conservado',
    label: 'Avisos del cálculo de riesgo',
    max: 100,
    required: 'opcional',
    visibleIf: siPresente('riesgo_global_avisos'),
  }),
];
