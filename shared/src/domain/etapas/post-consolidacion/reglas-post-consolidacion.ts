import { ESQUEMA_MANTENIMIENTO } from '../../catalogues/esquema-mantenimiento';
import { formatearFecha } from '../../fechas/fecha-iso';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { fechaDe } from '../../fields/lectura-registro';
import { reglaDianaEsquema } from '../bloques/regla-diana-esquema';
import type { ContextoEtapa, ExpedientePaciente } from '../contexto-etapa';
import { inicioUltimoCicloInduccion } from '../induccion/lectura-induccion';
import { reglaEnsayoDelPaciente, reglasFechaClinica } from '../reglas-comunes';

/** X11 (E). */
export function mensajeMantenimientoAntesDeTratamiento(fecha: string): string {
  return `El mantenimiento no puede comenzar antes del tratamiento que lo precede (${fecha}).`;
}

/**
 * X11: what a maintenance line follows — the linked transplant after an HCT, otherwise the start of the last
 * consolidation cycle or, without consolidation, of the last induction cycle.
 */
function inicioTratamientoPrevio(registro: Registro, expediente: ExpedientePaciente): string | null {
  if (registro.pc_contexto === 'POST_TRASPLANTE') {
    const trasplante = expediente.trasplante.find((fila) => fila.trasplante_id === registro.pc_trasplante_id);
    return trasplante === undefined ? null : fechaDe(trasplante, 'tph_fecha');
  }
  if (registro.pc_contexto !== 'POST_QUIMIOTERAPIA') return null;
  const consolidacion = expediente.consolidacion
    .map((fila) => fechaDe(fila, 'cons_fecha_inicio'))
    .filter((fecha): fecha is string => fecha !== null)
    .sort()
    .at(-1);
  return consolidacion ?? inicioUltimoCicloInduccion(expediente.induccion);
}

/** data-dictionary §3.6 and §6 (X11, X12, X33, X35, G11). */
export const REGLAS_POST_CONSOLIDACION: readonly ReglaFormulario<ContextoEtapa>[] = [
  ...reglasFechaClinica('pc_fecha_inicio', 'pc_fecha_fin'),
  reglaDianaEsquema('pc_esquema', ESQUEMA_MANTENIMIENTO),
  reglaEnsayoDelPaciente('pc_ensayo', 'pc_fecha_inicio'),
  {
    id: 'G11_pc_fecha_fin',
    campos: ['pc_fecha_fin', 'pc_fecha_inicio'],
    severidad: 'E',
    validar: (registro) => {
      const inicio = fechaDe(registro, 'pc_fecha_inicio');
      const fin = fechaDe(registro, 'pc_fecha_fin');
      return inicio !== null && fin !== null && fin < inicio ? formatMensaje('G11') : null;
    },
  },
  {
    id: 'X11',
    campos: ['pc_fecha_inicio', 'pc_trasplante_id'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const inicio = fechaDe(registro, 'pc_fecha_inicio');
      const previo = inicioTratamientoPrevio(registro, expediente);
      return inicio !== null && previo !== null && inicio < previo ? mensajeMantenimientoAntesDeTratamiento(formatearFecha(previo)) : null;
    },
  },
];
