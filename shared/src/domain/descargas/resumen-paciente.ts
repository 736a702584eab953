import { crearCatalogo } from '../catalogues/catalogo-fila';
import { completitudDatosEsenciales } from '../datos-esenciales/completitud-datos-esenciales';
import { ESTADO_PACIENTE } from '../catalogues/estado-paciente';
import type { ExpedientePaciente } from '../etapas/contexto-etapa';
import { ETAPA_INDUCCION } from '../etapas/induccion/etapa-induccion';
import { ETAPA_MUERTE } from '../etapas/muerte/etapa-muerte';
import { defineField, type Campo, type Registro } from '../fields/campo';
import { diasEntre } from '../paciente/calculo-fechas';

/** data-dictionary §3.8 `estado_vital`. */
export const ESTADO_VITAL = crearCatalogo([
  ['VIVO', 'Vivo'],
  ['FALLECIDO', 'Fallecido'],
]);

const campoDe = (campos: readonly Campo[], nombre: string): Campo => {
  const campo = campos.find((candidato) => candidato.name === nombre);
  if (campo === undefined) throw new Error(`Campo desconocido: ${nombre}`);
  return campo;
};

const INDUCCION = [...ETAPA_INDUCCION.campos, ...ETAPA_INDUCCION.calculados];
const MUERTE = [...ETAPA_MUERTE.campos, ...ETAPA_MUERTE.calculados];
const dias = (name: string, label: string) => defineField({ kind: 'integer', name, label, unidad: 'días', min: 0, max: 40_000, required: 'opcional' });
const evento = (name: string, label: string) => defineField({ kind: 'boolean', name, label, required: 'opcional' });

/**
 * data-dictionary §8 `resumen_paciente`: one row per patient with the §7 values of the whole history. Values stored by
 * a stage (best response, primary refractoriness, early death, cause of death) keep that stage's own field.
 */
export const CAMPOS_RESUMEN_PACIENTE: readonly Campo[] = [
  defineField({ kind: 'enum', name: 'estado', label: 'Estado del paciente', catalogo: ESTADO_PACIENTE, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'estado_vital', label: 'Estado vital', catalogo: ESTADO_VITAL, required: 'opcional' }),
  defineField({ kind: 'date', name: 'fecha_ultimo_contacto', label: 'Fecha del último contacto', required: 'opcional' }),
  dias('os_dias', 'Supervivencia global (días)'),
  evento('os_evento', 'Supervivencia global: evento (muerte)'),
  dias('efs_dias', 'Supervivencia libre de evento (días)'),
  evento('efs_evento', 'Supervivencia libre de evento: evento'),
  dias('rfs_dias', 'Supervivencia libre de recaída (días)'),
  evento('rfs_evento', 'Supervivencia libre de recaída: evento'),
  campoDe(INDUCCION, 'refractario_primario'),
  campoDe(INDUCCION, 'ind_mejor_respuesta'),
  campoDe(INDUCCION, 'ind_fecha_primera_remision'),
  evento('tph_alo_rc1', 'Alotrasplante en primera remisión completa'),
  defineField({ kind: 'integer', name: 'n_recaidas', label: 'Número de recaídas', min: 0, max: 99, required: 'opcional' }),
  defineField({ kind: 'date', name: 'fecha_primera_recaida', label: 'Fecha de la primera recaída', required: 'opcional' }),
  campoDe(MUERTE, 'muerte_fecha'),
  campoDe(MUERTE, 'muerte_causa_principal'),
  campoDe(INDUCCION, 'muerte_precoz_30d'),
  campoDe(INDUCCION, 'muerte_precoz_60d'),
  defineField({ kind: 'integer', name: 'de_items_aplicables', label: 'Datos esenciales aplicables', min: 0, max: 99, required: 'opcional' }),
  defineField({ kind: 'integer', name: 'de_items_completos', label: 'Datos esenciales completados', min: 0, max: 99, required: 'opcional' }),
  defineField({ kind: 'integer', name: 'de_completitud_pct', label: 'Completitud de los datos esenciales', unidad: '%', min: 0, max: 100, required: 'opcional' }),
  evento('de_completo', 'Datos esenciales completos'),
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
