import type { Registro } from '../../fields/campo';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import { otrasFilas, type ContextoEtapa } from '../contexto-etapa';
import { fechasRecaida } from './fechas-recaida';
import { fechasRemision } from './fechas-remision';

const DIAS_POR_MES = 365.25 / 12;

/** The start of the remission this relapse ended: the first remission after the previous relapse (if any). */
export function remisionPreviaFecha(fecha: string, contexto: ContextoEtapa): string | null {
  const anterior = fechasRecaida(otrasFilas(contexto.expediente.recaida, contexto, 'recaida_id'))
    .filter((otra) => otra < fecha)
    .at(-1);
  const remision = fechasRemision(contexto.expediente).find((fechaRemision) => fechaRemision < fecha && (anterior === undefined || fechaRemision > anterior));
  return remision ?? null;
}

function trasAlogenico(fecha: string, contexto: ContextoEtapa): boolean {
  return contexto.expediente.trasplante.some((trasplante) => {
    const tph = fechaDe(trasplante, 'tph_fecha');
    return trasplante.tph_tipo === 'ALOGENICO' && tph !== null && tph < fecha;
  });
}

/** data-dictionary §3.9 derived values: after an allogeneic HCT?, the remission that ended and its length in months. */
export function derivarRecaida(registro: Registro, contexto: ContextoEtapa): Registro {
  const fecha = fechaDe(registro, 'rec_fecha');
  const remision = fecha === null ? null : remisionPreviaFecha(fecha, contexto);
  return {
    rec_tras_tph: fecha === null ? null : trasAlogenico(fecha, contexto),
    rec_meses_desde_remision: fecha === null || remision === null ? null : Math.round((diasEntre(remision, fecha) / DIAS_POR_MES) * 10) / 10,
    rec_remision_previa_fecha: remision,
  };
}
