import { formatearFecha } from '../fechas/fecha-iso';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { formatMensaje } from '../messages/mensajes-genericos';
import { estaVacio, fechaDe } from '../fields/lectura-registro';
import type { ContextoEtapa } from './contexto-etapa';

export const MENSAJE_ENSAYO_NO_INCLUIDO = 'El paciente no consta como incluido en este ensayo en esa fecha.';

/** G09 (data-dictionary §0.3, X12): a clinical event date is never before the diagnosis. */
export function reglaFechaDesdeDiagnostico(campo: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `G09_${campo}`,
    campos: [campo],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, campo);
      const diagnostico = expediente.paciente.fecha_diagnostico;
      return fecha !== null && diagnostico !== null && fecha < diagnostico
        ? formatMensaje('G09', { fecha_diagnostico: formatearFecha(diagnostico) })
        : null;
    },
  };
}

/** G10 (X22): once a death is recorded no clinical date may follow it. */
export function reglaFechaHastaMuerte(campo: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `G10_${campo}`,
    campos: [campo],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const fecha = fechaDe(registro, campo);
      const muerte = expediente.muerte === null ? null : fechaDe(expediente.muerte, 'muerte_fecha');
      return fecha !== null && muerte !== null && fecha > muerte ? formatMensaje('G10', { fecha_muerte: formatearFecha(muerte) }) : null;
    },
  };
}

/** G09 and G10 for each clinical event date of a form. */
export function reglasFechaClinica(...campos: string[]): ReglaFormulario<ContextoEtapa>[] {
  return campos.flatMap((campo) => [reglaFechaDesdeDiagnostico(campo), reglaFechaHastaMuerte(campo)]);
}

/**
 * X35: a line given in a trial must be given to a patient included in that trial, on or after the inclusion date.
 * Without the line's date only the inclusion itself is checked.
 */
export function reglaEnsayoDelPaciente(campoEnsayo: string, campoFecha: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `X35_${campoEnsayo}`,
    campos: [campoEnsayo],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const ensayo = registro[campoEnsayo];
      if (estaVacio(registro, campoEnsayo) || ensayo === 'NINGUNO') return null;
      const inclusion = expediente.paciente.ensayos.find((fila) => fila.ensayo === ensayo);
      if (inclusion === undefined) return MENSAJE_ENSAYO_NO_INCLUIDO;
      const fecha = fechaDe(registro, campoFecha);
      return fecha !== null && inclusion.fecha_inclusion !== null && fecha < inclusion.fecha_inclusion ? MENSAJE_ENSAYO_NO_INCLUIDO : null;
    },
  };
}
