import { muertePrecoz } from '../../eln2022/resultados-paciente';
import type { Registro } from '../../fields/campo';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa, ExpedientePaciente } from '../contexto-etapa';
import { fechasRecaida } from '../recaida/fechas-recaida';
import { fechasRemision } from '../recaida/fechas-remision';
import { sugerirFaseMuerte } from './fase-muerte';

/** Death after a composite remission with no relapse before it (non-relapse mortality). */
export function muerteSinRecaida(expediente: ExpedientePaciente, muerte: string): boolean {
  const remitio = fechasRemision(expediente).some((fecha) => fecha <= muerte);
  const recayo = fechasRecaida(expediente.recaida).some((fecha) => fecha <= muerte);
  return remitio && !recayo;
}

/** data-dictionary §3.11 and §7: the death's computed values, and the «Fase suggestion» that pre-fills muerte_fase. */
export function derivarMuerte(registro: Registro, { expediente }: ContextoEtapa): Registro {
  const muerte = fechaDe(registro, 'muerte_fecha');
  const diagnostico = expediente.paciente.fecha_diagnostico;
  const induccion = expediente.induccion === null ? null : fechaDe(expediente.induccion, 'ind1_fecha_inicio');
  return {
    muerte_dias_desde_diagnostico: muerte === null || diagnostico === null ? null : diasEntre(diagnostico, muerte),
    muerte_dias_desde_induccion: muerte === null || induccion === null ? null : diasEntre(induccion, muerte),
    muerte_precoz_30d: muertePrecoz(induccion, muerte, 30),
    muerte_precoz_60d: muertePrecoz(induccion, muerte, 60),
    muerte_sin_recaida: muerte === null ? null : muerteSinRecaida(expediente, muerte),
    muerte_fase_sugerida: sugerirFaseMuerte(expediente, muerte),
  };
}
