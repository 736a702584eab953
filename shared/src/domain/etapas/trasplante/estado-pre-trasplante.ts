import type { ReglaFormulario } from '../../fields/regla-formulario';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa } from '../contexto-etapa';
import { fechasRecaida } from '../recaida/fechas-recaida';
import { fechasRemision } from '../recaida/fechas-remision';
import { MENSAJE_ESTADO_PRE_INCOHERENTE } from './mensajes-trasplante';

/**
 * X34: whether the disease status declared at transplant matches the remissions and relapses dated before day 0.
 * Statuses without a rule (RP, OTRO) are always coherent.
 */
export function estadoPreCoherente(estado: string, remisiones: readonly string[], recaidas: readonly string[]): boolean {
  const [primeraRecaida] = recaidas;
  switch (estado) {
    case 'RC1':
      return remisiones.length > 0 && recaidas.length === 0;
    case 'RC2':
      return recaidas.length === 1 && primeraRecaida !== undefined && remisiones.some((remision) => remision > primeraRecaida);
    case 'RC3_MAS':
      return recaidas.length >= 2;
    case 'REFRACTARIEDAD_PRIMARIA':
      return remisiones.length === 0;
    case 'RECAIDA_NO_TRATADA':
    case 'RECAIDA_REFRACTARIA':
      return recaidas.length >= 1;
    default:
      return true;
  }
}

export const REGLA_ESTADO_PRE_TRASPLANTE: ReglaFormulario<ContextoEtapa> = {
  id: 'X34',
  campos: ['tph_estado_pre', 'tph_fecha'],
  severidad: 'E',
  validar: (registro, { expediente }) => {
    const estado = registro.tph_estado_pre;
    const fecha = fechaDe(registro, 'tph_fecha');
    if (typeof estado !== 'string' || fecha === null) return null;
    const remisiones = fechasRemision(expediente).filter((remision) => remision < fecha);
    const recaidas = fechasRecaida(expediente.recaida).filter((recaida) => recaida < fecha);
    return estadoPreCoherente(estado, remisiones, recaidas) ? null : MENSAJE_ESTADO_PRE_INCOHERENTE;
  },
};
