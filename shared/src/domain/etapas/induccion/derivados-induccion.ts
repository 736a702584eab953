import { fechaPrimeraRemision, mejorRespuesta } from '../../eln2022/resultados-paciente';
import type { Registro } from '../../fields/campo';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import { textoDe } from '../bloques/lectura-valores';
import type { ExpedientePaciente } from '../contexto-etapa';
import { conSegundoCiclo, intensivo } from './condiciones-induccion';
import { inicioUltimoCicloInduccion } from './lectura-induccion';

/** Death counts as induction death up to 60 days after the start of the last induction cycle. */
const DIAS_MUERTE_INDUCCION = 60;

/** INTENSIVO: the best response of the induction cycles (data-dictionary §3.4 order); null otherwise. */
export function mejorRespuestaIntensiva(induccion: Registro): string | null {
  if (!intensivo(induccion)) return null;
  const respuestas = [textoDe(induccion, 'ind1_eval_respuesta'), conSegundoCiclo(induccion) ? textoDe(induccion, 'ind2_eval_respuesta') : null];
  return mejorRespuesta(respuestas.filter((respuesta): respuesta is string => respuesta !== null));
}

const primeraFecha = (filas: readonly Registro[], campo: string): string | null =>
  filas.map((fila) => fechaDe(fila, campo)).reduce<string | null>((primera, fecha) => (fecha !== null && (primera === null || fecha < primera) ? fecha : primera), null);

/**
 * `muerte_induccion` (INTENSIVO only): death on or after the start of cycle 1, within 60 days of the start of the
 * last induction cycle, and before the first composite remission, the first consolidation cycle and any rescue line.
 * False without a death; null when not intensive or the dates needed are missing.
 */
export function muerteInduccion(induccion: Registro, expediente: ExpedientePaciente): boolean | null {
  const inicio = fechaDe(induccion, 'ind1_fecha_inicio');
  if (!intensivo(induccion) || inicio === null) return null;
  if (expediente.muerte === null) return false;
  const muerte = fechaDe(expediente.muerte, 'muerte_fecha');
  if (muerte === null) return null;
  const ultimoCiclo = inicioUltimoCicloInduccion(induccion) ?? inicio;
  const posteriores = [
    fechaPrimeraRemision(induccion),
    primeraFecha(expediente.consolidacion, 'cons_fecha_inicio'),
    primeraFecha(expediente.rec_res, 'rr_fecha_inicio'),
  ];
  return (
    muerte >= inicio &&
    diasEntre(ultimoCiclo, muerte) <= DIAS_MUERTE_INDUCCION &&
    posteriores.every((fecha) => fecha === null || muerte < fecha)
  );
}
