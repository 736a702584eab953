import { definicionMuertePrecoz, fechaPrimeraRemision, muertePrecoz, refractarioPrimario } from '../../eln2022/resultados-paciente';
import { defineField, type Campo, type CampoCalculado, type Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import { calculadosEmr, camposEmr, derivarEmr, reglasEmr } from '../bloques/bloque-emr';
import { calculadosEval, camposEval, derivarEval, reglasEval } from '../bloques/bloque-eval';
import type { ContextoEtapa } from '../contexto-etapa';
import type { DefinicionEtapa } from '../definicion-etapa';
import { CAMPOS_INDUCCION } from './campos-induccion';
import { intensivo } from './condiciones-induccion';
import { muerteInduccion, mejorRespuestaIntensiva } from './derivados-induccion';
import { basalInduccion } from './lectura-induccion';
import { REGLAS_CICLOS_INDUCCION } from './reglas-ciclos-induccion';
import { REGLAS_RESPUESTA_INDUCCION } from './reglas-respuesta-induccion';

const nombres = (campos: readonly Campo[]): string[] => campos.map((campo) => campo.name);

const CALCULADOS_INDUCCION: readonly CampoCalculado[] = [
  ...calculadosEval('ind1_'),
  ...calculadosEmr('ind1_'),
  ...calculadosEval('ind2_'),
  ...calculadosEmr('ind2_'),
  ...calculadosEmr('ind_mr_'),
  defineField({
    kind: 'date',
    name: 'ind_fecha_primera_remision',
    label: 'Fecha de la primera remisión (RC/RCh/RCi)',
    required: 'opcional',
    definicion: 'La primera evaluación con remisión compuesta (data-dictionary §3.4).',
  }),
  defineField({
    kind: 'boolean',
    name: 'refractario_primario',
    label: 'Refractariedad primaria',
    required: 'opcional',
    definicion: 'Sin remisión compuesta (RC/RCh/RCi) en el punto de evaluación (eln2022-risk.md §8.5).',
  }),
  defineField({
    kind: 'boolean',
    name: 'muerte_induccion',
    label: 'Muerte durante la inducción',
    required: 'opcional',
    definicion: 'Solo tratamiento intensivo: muerte_fecha ≥ ind1_fecha_inicio, ≤ 60 días tras el inicio del último ciclo de inducción y antes de la primera remisión compuesta, del primer ciclo de consolidación y de cualquier línea de rescate.',
  }),
  defineField({ kind: 'boolean', name: 'muerte_precoz_30d', label: 'Muerte en los 30 días siguientes al inicio del tratamiento', required: 'opcional', definicion: definicionMuertePrecoz(30) }),
  defineField({ kind: 'boolean', name: 'muerte_precoz_60d', label: 'Muerte en los 60 días siguientes al inicio del tratamiento', required: 'opcional', definicion: definicionMuertePrecoz(60) }),
];

/**
 * data-dictionary §3.4 and §7: the blocks' values first, then the patient-level outcomes that read them. For
 * INTENSIVO the field `ind_mejor_respuesta` is computed too (the best of the courses' responses); NO_INTENSIVO
 * keeps the one entered, so the key is left out.
 */
export function derivarInduccion(registro: Registro, contexto: ContextoEtapa): Registro {
  const basal = basalInduccion(registro, contexto);
  const bloques = {
    ...derivarEval(registro, 'ind1_', basal),
    ...derivarEmr(registro, 'ind1_'),
    ...derivarEval(registro, 'ind2_', basal),
    ...derivarEmr(registro, 'ind2_'),
    ...derivarEmr(registro, 'ind_mr_'),
  };
  const mejor = intensivo(registro) ? { ind_mejor_respuesta: mejorRespuestaIntensiva({ ...registro, ...bloques }) } : {};
  const induccion = { ...registro, ...bloques, ...mejor };
  const expediente = { ...contexto.expediente, induccion };
  const inicio = fechaDe(registro, 'ind1_fecha_inicio');
  const muerte = expediente.muerte === null ? null : fechaDe(expediente.muerte, 'muerte_fecha');
  return {
    ...bloques,
    ...mejor,
    ind_fecha_primera_remision: fechaPrimeraRemision(induccion),
    refractario_primario: refractarioPrimario(expediente, induccion),
    muerte_induccion: muerteInduccion(induccion, expediente),
    muerte_precoz_30d: muertePrecoz(inicio, muerte, 30),
    muerte_precoz_60d: muertePrecoz(inicio, muerte, 60),
  };
}

/** data-dictionary §3.4 `induccion` — form **induccion**, one per patient (first-line treatment). */
export const ETAPA_INDUCCION: DefinicionEtapa<'induccion'> = {
  id: 'induccion',
  titulo: 'Inducción',
  pantalla: 'induccion',
  expediente: 'induccion',
  rutaApi: 'induccion',
  tabla: 'induccion',
  campoEnsayo: 'ensayo_induccion',
  cardinalidad: 'uno',
  campos: CAMPOS_INDUCCION,
  calculados: CALCULADOS_INDUCCION,
  prerrellenos: [
    { campo: 'ind1_eval_respuesta', desde: 'ind1_eval_respuesta_calculada' },
    { campo: 'ind2_eval_respuesta', desde: 'ind2_eval_respuesta_calculada' },
  ],
  secciones: [
    { titulo: 'Tratamiento de primera línea', campos: ['intencion_tratamiento', 'hidroxiurea_previa', 'ensayo_induccion', 'soporte_observaciones'] },
    {
      titulo: 'Ciclo 1',
      campos: ['ind1_esquema', 'ind1_esquema_otro', 'ind1_fecha_inicio', 'ind1_fecha_fin', 'ind1_rec_neutrofilos_fecha', 'ind1_rec_plaquetas_fecha'],
    },
    { titulo: 'Evaluación tras el ciclo 1', campos: nombres(camposEval('ind1_')) },
    { titulo: 'EMR tras el ciclo 1', campos: nombres(camposEmr('ind1_')) },
    { titulo: 'Ciclo 2', campos: ['ind2_realizada', 'ind2_motivo', 'ind2_esquema', 'ind2_esquema_otro', 'ind2_fecha_inicio', 'ind2_fecha_fin'] },
    { titulo: 'Evaluación tras el ciclo 2', campos: nombres(camposEval('ind2_')) },
    { titulo: 'EMR tras el ciclo 2', campos: nombres(camposEmr('ind2_')) },
    { titulo: 'Tratamiento no intensivo', campos: ['ind_n_ciclos', 'ind_en_curso', 'ind_fecha_ultimo_ciclo', 'ind_motivo_fin'] },
    {
      titulo: 'Mejor respuesta',
      campos: ['ind_mejor_respuesta', 'ind_fecha_mejor_respuesta', 'ind_fecha_remision_ni', 'ind_ciclo_mejor_respuesta'],
    },
    { titulo: 'EMR en la mejor respuesta', campos: nombres(camposEmr('ind_mr_')) },
  ],
  reglas: [
    ...REGLAS_CICLOS_INDUCCION,
    ...reglasEval('ind1_', { campoInicio: 'ind1_fecha_inicio', basal: basalInduccion }),
    ...reglasEmr('ind1_'),
    ...reglasEval('ind2_', { campoInicio: 'ind2_fecha_inicio', basal: basalInduccion }),
    ...reglasEmr('ind2_'),
    ...REGLAS_RESPUESTA_INDUCCION,
    ...reglasEmr('ind_mr_'),
  ],
  derivar: derivarInduccion,
};
