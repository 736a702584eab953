import { crearCatalogo } from '../catalogues/catalogo-fila';
import { completitudDatosEsenciales } from '../datos-esenciales/completitud-datos-esenciales';
import { ESTADO_PACIENTE } from '../catalogues/estado-paciente';
import type { ExpedientePaciente } from '../etapas/contexto-etapa';
import { ETAPA_INDUCCION } from '../etapas/induccion/etapa-induccion';
import { ETAPA_MUERTE } from '../etapas/muerte/etapa-muerte';
import { defineField, type Campo, type CampoCalculado, type Registro } from '../fields/campo';
import { CALCULADOS_PACIENTE } from '../paciente/calculados-paciente';
import { diasEntre } from '../fechas/calculo-fechas';

/** data-dictionary §3.8 `estado_vital`. */
export const ESTADO_VITAL = crearCatalogo([
  ['VIVO', 'Vivo'],
  ['FALLECIDO', 'Fallecido'],
]);

const campoDe = <C extends Campo>(campos: readonly C[], nombre: string): C => {
  const campo = campos.find((candidato) => candidato.name === nombre);
  if (campo === undefined) throw new Error(`Campo desconocido: ${nombre}`);
  return campo;
};

const INDUCCION = [...ETAPA_INDUCCION.campos, ...ETAPA_INDUCCION.calculados];
const MUERTE = [...ETAPA_MUERTE.campos, ...ETAPA_MUERTE.calculados];
const dias = (name: string, label: string, definicion: string) =>
  defineField({ kind: 'integer', name, label, unidad: 'días', min: 0, max: 40_000, required: 'opcional', definicion });
const evento = (name: string, label: string, definicion: string) => defineField({ kind: 'boolean', name, label, required: 'opcional', definicion });
/** A stage's form field as the summary reads it: the patient's one value, defined as such (data-dictionary §7). */
const delExpediente = (campos: readonly Campo[], nombre: string, definicion: string): CampoCalculado => ({ ...campoDe(campos, nombre), definicion });

/**
 * data-dictionary §8 `resumen_paciente`: one row per patient with the §7 values of the whole history. Values stored by
 * a stage (best response, primary refractoriness, early death, cause of death) keep that stage's own field.
 */
export const CAMPOS_RESUMEN_PACIENTE: readonly CampoCalculado[] = [
  defineField({ kind: 'enum', name: 'estado', label: 'Estado del paciente', catalogo: ESTADO_PACIENTE, required: 'opcional', definicion: 'Estado del paciente en el registro.' }),
  defineField({ kind: 'enum', name: 'estado_vital', label: 'Estado vital', catalogo: ESTADO_VITAL, required: 'opcional', definicion: 'FALLECIDO si hay registro de muerte; si no, VIVO.' }),
  defineField({ kind: 'date', name: 'fecha_ultimo_contacto', label: 'Fecha del último contacto', required: 'opcional', definicion: 'La fecha más reciente de cualquier registro clínico del paciente (seguimiento, tratamientos, evaluaciones, recaídas, trasplantes, muerte).' }),
  dias('os_dias', 'Supervivencia global (días)', '(muerte_fecha o fecha_ultimo_contacto) − fecha_diagnostico.'),
  evento('os_evento', 'Supervivencia global: evento (muerte)', '1 si el paciente ha fallecido.'),
  dias('efs_dias', 'Supervivencia libre de evento (días)', 'De fecha_diagnostico al primero de: refractariedad primaria (día 0, convención ELN), primera recaída, muerte; censurado en fecha_ultimo_contacto.'),
  evento('efs_evento', 'Supervivencia libre de evento: evento', '1 si hubo refractariedad primaria, recaída o muerte.'),
  dias('rfs_dias', 'Supervivencia libre de recaída (días)', 'De ind_fecha_primera_remision a la recaída o la muerte; censurado en fecha_ultimo_contacto; solo pacientes con remisión compuesta.'),
  evento('rfs_evento', 'Supervivencia libre de recaída: evento', '1 si hubo recaída o muerte tras la remisión.'),
  campoDe(ETAPA_INDUCCION.calculados, 'refractario_primario'),
  delExpediente(INDUCCION, 'ind_mejor_respuesta', 'La mejor respuesta de los ciclos 1 y 2 (intensivo) o la registrada (no intensivo).'),
  campoDe(ETAPA_INDUCCION.calculados, 'ind_fecha_primera_remision'),
  evento('tph_alo_rc1', 'Alotrasplante en primera remisión completa', 'Algún alotrasplante con tph_estado_pre = RC1.'),
  defineField({ kind: 'integer', name: 'n_recaidas', label: 'Número de recaídas', min: 0, max: 99, required: 'opcional', definicion: 'Número de recaídas registradas.' }),
  defineField({ kind: 'date', name: 'fecha_primera_recaida', label: 'Fecha de la primera recaída', required: 'opcional', definicion: 'La fecha de la recaída nº 1.' }),
  delExpediente(MUERTE, 'muerte_fecha', 'La muerte_fecha del registro de muerte del paciente.'),
  delExpediente(MUERTE, 'muerte_causa_principal', 'La muerte_causa_principal del registro de muerte del paciente.'),
  campoDe(ETAPA_INDUCCION.calculados, 'muerte_precoz_30d'),
  campoDe(ETAPA_INDUCCION.calculados, 'muerte_precoz_60d'),
  defineField({ kind: 'integer', name: 'de_items_aplicables', label: 'Datos esenciales aplicables', min: 0, max: 99, required: 'opcional', definicion: 'Número de datos esenciales (DE01–DE21) cuya condición de aplicación se cumple (data-dictionary §3.2).' }),
  defineField({ kind: 'integer', name: 'de_items_completos', label: 'Datos esenciales completados', min: 0, max: 99, required: 'opcional', definicion: 'Datos esenciales aplicables con valor; NO_REALIZADO, PENDIENTE y DESCONOCIDO no cuentan como completados en DE08–DE10 (data-dictionary §3.2).' }),
  campoDe(CALCULADOS_PACIENTE, 'de_completitud_pct'),
  evento('de_completo', 'Datos esenciales completos', '1 si de_completitud_pct = 100.'),
];

const FECHA_ISO = /^\d{4}-\d{2}-\d{2}$/;

function fechas(registro: Registro | null): string[] {
  if (registro === null) return [];
  return Object.values(registro).filter((valor): valor is string => typeof valor === 'string' && FECHA_ISO.test(valor));
}

const texto = (valor: unknown): string | null => (typeof valor === 'string' && valor !== '' ? valor : null);
const maxima = (valores: readonly string[]): string | null => (valores.length === 0 ? null : valores.reduce((a, b) => (b > a ? b : a)));
const minima = (valores: readonly string[]): string | null => (valores.length === 0 ? null : valores.reduce((a, b) => (b < a ? b : a)));
const desde = (inicio: string | null, fin: string | null): number | null => (inicio === null || fin === null ? null : Math.max(0, diasEntre(inicio, fin)));

/**
 * The §7 values of a patient's history (as the stage rules read it), for the `resumen_paciente` file:
 * `fecha_ultimo_contacto` is the latest date of any clinical record or sample extraction (§3.8); OS from diagnosis to death, censored at the
 * last contact; EFS to the first of primary refractoriness (day 0), first relapse or death; RFS from the first
 * composite remission to relapse or death, only for patients with one. Values the stages store (best response,
 * refractoriness, early death) are read from them: the same code computed them on save.
 */
export function resumenPaciente(expediente: ExpedientePaciente, paciente: { estado: string; de_completitud_pct: number | null }): Registro {
  const { induccion, muerte } = expediente;
  const registros: (Registro | null)[] = [
    expediente.diagnostico,
    induccion,
    ...expediente.consolidacion,
    ...expediente.post_consolidacion,
    ...expediente.trasplante,
    ...expediente.seguimiento,
    ...expediente.recaida,
    ...expediente.rec_res,
    muerte,
  ];
  const diagnostico = texto(expediente.paciente.fecha_diagnostico);
  const muestra = texto(expediente.paciente.fecha_ultima_muestra);
  const ultimoContacto = maxima([...[diagnostico, muestra].filter((valor): valor is string => valor !== null), ...registros.flatMap(fechas)]);
  const muerteFecha = texto(muerte?.muerte_fecha);
  const recaidas = expediente.recaida.map((fila) => texto(fila.rec_fecha)).filter((valor): valor is string => valor !== null);
  const primeraRecaida = minima(recaidas);
  const refractario = induccion?.refractario_primario === true;
  const primerEvento = minima([primeraRecaida, muerteFecha].filter((valor): valor is string => valor !== null));
  const remision = texto(induccion?.ind_fecha_primera_remision);
  const esenciales = completitudDatosEsenciales(expediente.paciente, expediente);
  const eventoTrasRemision = minima([primeraRecaida, muerteFecha].filter((valor): valor is string => valor !== null && remision !== null && valor >= remision));
  return {
    estado: paciente.estado,
    estado_vital: muerte === null ? 'VIVO' : 'FALLECIDO',
    fecha_ultimo_contacto: muerteFecha ?? ultimoContacto,
    os_dias: desde(diagnostico, muerteFecha ?? ultimoContacto),
    os_evento: muerte !== null,
    efs_dias: refractario ? 0 : desde(diagnostico, primerEvento ?? ultimoContacto),
    efs_evento: refractario || primerEvento !== null,
    rfs_dias: remision === null ? null : desde(remision, eventoTrasRemision ?? ultimoContacto),
    rfs_evento: remision === null ? null : eventoTrasRemision !== null,
    refractario_primario: induccion?.refractario_primario ?? null,
    ind_mejor_respuesta: induccion?.ind_mejor_respuesta ?? null,
    ind_fecha_primera_remision: remision,
    tph_alo_rc1: expediente.trasplante.some((fila) => fila.tph_tipo === 'ALOGENICO' && fila.tph_estado_pre === 'RC1'),
    n_recaidas: recaidas.length,
    fecha_primera_recaida: primeraRecaida,
    muerte_fecha: muerteFecha,
    muerte_causa_principal: muerte?.muerte_causa_principal ?? null,
    muerte_precoz_30d: induccion?.muerte_precoz_30d ?? null,
    muerte_precoz_60d: induccion?.muerte_precoz_60d ?? null,
    de_items_aplicables: esenciales.de_items_aplicables,
    de_items_completos: esenciales.de_items_completos,
    de_completitud_pct: paciente.de_completitud_pct,
    de_completo: esenciales.de_completo,
  };
}
