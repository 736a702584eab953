import type { ExpedientePaciente } from '../etapas/contexto-etapa';
import { normalizarFechaIso } from '../fechas/fecha-iso';
import { hoy } from '../fechas/reloj';
import type { Registro } from '../fields/campo';
import { diasEntre, sumarDias } from '../fechas/calculo-fechas';
import { codigoDe, numeroDe, registroLegible } from './lectura-diagnostico';

/** data-dictionary §3.4 `ind_mejor_respuesta`: best first. */
const ORDEN_RESPUESTAS = ['RC', 'RCH', 'RCI', 'MLFS', 'RP', 'SIN_RESPUESTA', 'PROGRESION', 'NO_EVALUABLE', 'MUERTE_ANTES_EVALUACION'];

/** Responses that assess the disease at the landmark without a composite remission: refractory (§8.5). */
const SIN_REMISION = ['MLFS', 'RP', 'SIN_RESPUESTA', 'PROGRESION'];

/** NO_INTENSIVO landmark (ELN 2022 example for less-intensive therapy). */
const DIAS_LANDMARK_NO_INTENSIVO = 180;

const codigo = (valor: unknown): string | null => (typeof valor === 'string' ? valor.trim() : null);

const fecha = (valor: unknown): string | null => (typeof valor === 'string' ? normalizarFechaIso(valor) : null);

/** Composite remission (eln2022-risk.md §8.5): RC, RCh or RCi. */
export function esRemisionCompuesta(respuesta: unknown): boolean {
  const valor = codigo(respuesta);
  return valor === 'RC' || valor === 'RCH' || valor === 'RCI';
}

/** The best of the responses in the order of `ind_mejor_respuesta`; values that are not responses are ignored. */
export function mejorRespuesta(respuestas: unknown[]): string | null {
  const rangos = (Array.isArray(respuestas) ? respuestas : [])
    .map((respuesta) => ORDEN_RESPUESTAS.indexOf(codigo(respuesta) ?? ''))
    .filter((rango) => rango >= 0);
  return rangos.length === 0 ? null : (ORDEN_RESPUESTAS[Math.min(...rangos)] ?? null);
}

const segundoCiclo = (induccion: Registro): boolean => codigoDe(induccion, 'ind2_realizada') === 'SI';

/** The cycles' responses (`ind1_`, and `ind2_` when the second course was given). */
function respuestasCiclos(induccion: Registro): { prefijo: string; respuesta: string | null }[] {
  return (segundoCiclo(induccion) ? ['ind1_', 'ind2_'] : ['ind1_']).map((prefijo) => ({
    prefijo,
    respuesta: codigoDe(induccion, `${prefijo}eval_respuesta`),
  }));
}

/**
 * `ind_fecha_primera_remision` (data-dictionary §3.4): INTENSIVO, the earliest cycle evaluation with a composite
 * remission; NO_INTENSIVO, the first cycle's evaluation date if it was one, else `ind_fecha_remision_ni`.
 */
export function fechaPrimeraRemision(induccion: Registro | null): string | null {
  const registro = registroLegible(induccion);
  const intencion = codigoDe(registro, 'intencion_tratamiento');
  if (intencion === 'NO_INTENSIVO') {
    const campo = esRemisionCompuesta(registro.ind1_eval_respuesta) ? 'ind1_eval_fecha' : 'ind_fecha_remision_ni';
    return fecha(registro[campo]);
  }
  if (intencion !== 'INTENSIVO') return null;
  const fechas = respuestasCiclos(registro)
    .filter(({ respuesta }) => esRemisionCompuesta(respuesta))
    .map(({ prefijo }) => fecha(registro[`${prefijo}eval_fecha`]))
    .filter((valor): valor is string => valor !== null);
  return fechas.length === 0 ? null : fechas.reduce((primera, otra) => (otra < primera ? otra : primera));
}

function filasRescate(expediente: ExpedientePaciente): readonly Registro[] {
  const filas: unknown = registroLegible(expediente).rec_res;
  return Array.isArray(filas) ? filas.map(registroLegible) : [];
}

/**
 * INTENSIVO landmark: after the second course, or after the first when the patient goes directly to a first rescue
 * line for primary refractoriness. Any composite remission of the courses makes it false.
 */
function refractarioIntensivo(expediente: ExpedientePaciente, induccion: Registro): boolean | null {
  const ciclos = respuestasCiclos(induccion);
  if (ciclos.some(({ respuesta }) => esRemisionCompuesta(respuesta))) return false;
  const [primero, segundo] = ciclos;
  const rescateDirecto = filasRescate(expediente).some(
    (linea) => numeroDe(linea, 'rr_linea') === 1 && codigoDe(linea, 'rr_indicacion') === 'REFRACTARIEDAD_PRIMARIA',
  );
  const landmark = segundo ?? (rescateDirecto ? primero : undefined);
  return landmark !== undefined && SIN_REMISION.includes(landmark.respuesta ?? '') ? true : null;
}

/**
 * NO_INTENSIVO landmark: day 180 from `ind1_fecha_inicio`. Without a death record the patient is taken as alive at
 * day 180 once that day has come.
 */
function refractarioNoIntensivo(expediente: ExpedientePaciente, induccion: Registro): boolean | null {
  const inicio = fecha(induccion.ind1_fecha_inicio);
  if (inicio === null) return null;
  const landmark = sumarDias(inicio, DIAS_LANDMARK_NO_INTENSIVO);
  const remision = fechaPrimeraRemision(induccion);
  if (remision !== null && remision <= landmark) return false;
  const remisionSinFecha = [induccion.ind1_eval_respuesta, induccion.ind_mejor_respuesta].some(esRemisionCompuesta);
  if (remision === null && remisionSinFecha) return null;
  const rescateAntes = filasRescate(expediente).some((linea) => {
    const inicioRescate = fecha(linea.rr_fecha_inicio);
    return inicioRescate !== null && inicioRescate < landmark;
  });
  const muerte = fecha(registroLegible(registroLegible(expediente).muerte).muerte_fecha);
  const vivoEnLandmark = (muerte ?? hoy()) >= landmark;
  return rescateAntes || vivoEnLandmark ? true : null;
}

/**
 * `refractario_primario` (eln2022-risk.md §8.5): no composite remission at the response landmark (MLFS and PR
 * count as refractory); null while not assessable (no assessment, death before the landmark, no first-line
 * treatment). `induccion` is the record being saved, which may differ from the stored one.
 */
export function refractarioPrimario(expediente: ExpedientePaciente, induccion: Registro | null): boolean | null {
  if (induccion === null || typeof induccion !== 'object') return null;
  const intencion = codigoDe(induccion, 'intencion_tratamiento');
  if (intencion === 'INTENSIVO') return refractarioIntensivo(expediente, induccion);
  return intencion === 'NO_INTENSIVO' ? refractarioNoIntensivo(expediente, induccion) : null;
}

/** data-dictionary §7 `muerte_precoz_30d` / `_60d`, as the induction and the death record both store it. */
export const definicionMuertePrecoz = (dias: 30 | 60): string =>
  `Muerte ≤ ${dias} días tras ind1_fecha_inicio: 1 sí, 0 no; vacío = aún no evaluable (vivo y sin cumplir ${dias} días desde ind1_fecha_inicio) o sin ind1_fecha_inicio.`;

/**
 * `muerte_precoz_30d` / `_60d` (§8.5): death within `dias` days after `ind1_fecha_inicio`. Without a death, false
 * once the window is over and null while it is still open; null without a start date.
 */
export function muertePrecoz(ind1FechaInicio: string | null, muerteFecha: string | null, dias: 30 | 60): boolean | null {
  const inicio = fecha(ind1FechaInicio);
  if (inicio === null) return null;
  const muerte = fecha(muerteFecha);
  if (muerte === null) return diasEntre(inicio, hoy()) > dias ? false : null;
  const diasHastaMuerte = diasEntre(inicio, muerte);
  return diasHastaMuerte >= 0 && diasHastaMuerte <= dias;
}
