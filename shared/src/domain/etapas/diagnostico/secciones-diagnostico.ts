import type { Campo } from '../../fields/campo';
import type { SeccionEtapa } from '../definicion-etapa';
import { CAMPOS_ANTECEDENTES } from './campos-antecedentes';
import { CAMPOS_CITOGENETICA } from './campos-citogenetica';
import { CAMPOS_CLASIFICACION } from './campos-clasificacion';
import { CAMPOS_CONTEXTO } from './campos-contexto';
import { CAMPOS_HCTI } from './campos-hcti';
import { CAMPOS_INMUNOFENOTIPO } from './campos-inmunofenotipo';
import { CAMPOS_LABORATORIO } from './campos-laboratorio';
import { CAMPOS_MEDULA } from './campos-medula';
import { CAMPOS_MOLECULAR } from './campos-molecular';
import { CAMPOS_PRESENTACION } from './campos-presentacion';
import { CAMPOS_RIESGO } from './campos-riesgo';

const nombres = (campos: readonly Campo[]): string[] => campos.map((campo) => campo.name);

/** `campos` with computed values shown right after `tras` (the dictionary's row order). */
function conCalculados(campos: readonly Campo[], tras: string, calculados: string[]): string[] {
  return nombres(campos).flatMap((nombre) => (nombre === tras ? [nombre, ...calculados] : [nombre]));
}

/** data-dictionary §3.3 panels A–K; read-only computed values sit where the dictionary lists them. */
export const SECCIONES_DIAGNOSTICO: readonly SeccionEtapa[] = [
  { titulo: 'Contexto y estado general', campos: conCalculados(CAMPOS_CONTEXTO, 'talla_cm', ['superficie_corporal_m2', 'imc']) },
  { titulo: 'Comorbilidad (HCT-CI)', campos: [...nombres(CAMPOS_HCTI), 'hcti_puntuacion', 'hcti_grupo'] },
  { titulo: 'Antecedentes y origen de la LMA', campos: conCalculados(CAMPOS_ANTECEDENTES, 'hma_previo', ['origen_lma']) },
  { titulo: 'Presentación clínica y enfermedad extramedular', campos: nombres(CAMPOS_PRESENTACION) },
  { titulo: 'Hemograma y bioquímica al diagnóstico', campos: conCalculados(CAMPOS_LABORATORIO, 'creatinina_unidad', ['creatinina_mg_dl']) },
  { titulo: 'Médula ósea y morfología', campos: [...nombres(CAMPOS_MEDULA), 'blastos_max_pct'] },
  { titulo: 'Inmunofenotipo', campos: nombres(CAMPOS_INMUNOFENOTIPO) },
  {
    titulo: 'Citogenética, FISH y transcritos de fusión',
    campos: conCalculados(CAMPOS_CITOGENETICA, 'cg_n_estructurales', ['cg_complejo', 'cg_monosomico']),
  },
  { titulo: 'Biología molecular', campos: nombres(CAMPOS_MOLECULAR) },
  { titulo: 'Clasificación', campos: nombres(CAMPOS_CLASIFICACION) },
  {
    titulo: 'Riesgo',
    campos: [
      'riesgo_molecular_calculado',
      ...conCalculados(CAMPOS_RIESGO, 'riesgo_molecular_motivo', ['riesgo_global_calculado', 'riesgo_global_faltan', 'riesgo_global_avisos']),
    ],
  },
];
