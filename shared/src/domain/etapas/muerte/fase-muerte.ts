import type { Registro } from '../../fields/campo';
import { fechaDe } from '../../fields/lectura-registro';
import type { ExpedientePaciente } from '../contexto-etapa';
import { fechasRecaida } from '../recaida/fechas-recaida';
import { fechasRemision } from '../recaida/fechas-remision';

const ESTADOS_EN_REMISION: readonly unknown[] = ['RC1', 'RC2', 'RC3_MAS'];
const EVALUACIONES_PRIMERA_LINEA = ['ind1_eval_fecha', 'ind2_eval_fecha', 'ind_fecha_mejor_respuesta'];

function soloSoporteSinOtraLinea(expediente: ExpedientePaciente): boolean {
  const lineasPosteriores = [expediente.consolidacion, expediente.post_consolidacion, expediente.trasplante, expediente.rec_res];
  return expediente.induccion?.intencion_tratamiento === 'SOLO_SOPORTE' && lineasPosteriores.every((filas) => filas.length === 0);
}

function evaluadaPrimeraLinea(induccion: Registro | null, muerte: string): boolean {
  return (
    induccion !== null &&
    EVALUACIONES_PRIMERA_LINEA.some((campo) => {
      const fecha = fechaDe(induccion, campo);
      return fecha !== null && fecha <= muerte;
    })
  );
}

function rescateEnCurso(expediente: ExpedientePaciente, muerte: string): boolean {
  return expediente.rec_res.some((linea) => {
    const inicio = fechaDe(linea, 'rr_fecha_inicio');
    const fin = fechaDe(linea, 'rr_fecha_fin');
    return inicio !== null && inicio <= muerte && (fin === null || fin >= muerte);
  });
}

function alogenicoEnRemision(expediente: ExpedientePaciente, muerte: string): boolean {
  return expediente.trasplante.some((trasplante) => {
    const fecha = fechaDe(trasplante, 'tph_fecha');
    return trasplante.tph_tipo === 'ALOGENICO' && fecha !== null && fecha <= muerte && ESTADOS_EN_REMISION.includes(trasplante.tph_estado_pre);
  });
}

/**
 * The «Fase suggestion» of data-dictionary §3.11 that pre-fills `muerte_fase` (first match), read literally: once a
 * relapse precedes death the phase is the relapse's (RESCATE or RECAIDA_PROGRESION), even after a new remission —
 * EN_REMISION is «sin TPH» and POST_TPH_REMISION «sin recaída» in the catalogue, so neither fits a relapsed patient.
 */
export function sugerirFaseMuerte(expediente: ExpedientePaciente, muerteFecha: string | null): string | null {
  if (muerteFecha === null) return null;
  if (soloSoporteSinOtraLinea(expediente)) return 'SIN_TRATAMIENTO_ACTIVO';
  if (!evaluadaPrimeraLinea(expediente.induccion, muerteFecha)) return 'INDUCCION';
  const enCurso = rescateEnCurso(expediente, muerteFecha);
  const remisiones = fechasRemision(expediente).filter((fecha) => fecha <= muerteFecha);
  if (remisiones.length === 0) return enCurso ? 'RESCATE' : 'TRAS_FALLO_INDUCCION';
  if (fechasRecaida(expediente.recaida).some((fecha) => fecha <= muerteFecha)) return enCurso ? 'RESCATE' : 'RECAIDA_PROGRESION';
  return alogenicoEnRemision(expediente, muerteFecha) ? 'POST_TPH_REMISION' : 'EN_REMISION';
}
