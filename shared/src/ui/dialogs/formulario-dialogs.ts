import { formatearFechaHora } from '@registro-lma/shared/domain';
import { confirm } from './dialogs';

export const MENSAJE_CAMBIOS_SIN_GUARDAR = 'Hay cambios sin guardar. ¿Desea salir sin guardar?';

/** The patient-change dialog (spec §2): leaving a form with unsaved changes. True = leave without saving. */
export function confirmarSalida(): Promise<boolean> {
  return confirm({ title: 'Cambios sin guardar', message: MENSAJE_CAMBIOS_SIN_GUARDAR, confirmText: 'Salir sin guardar', cancelText: 'Seguir editando' });
}

/** A stale-version conflict (409) while saving. True = load the record again from the server. */
export function confirmarConflicto(mensaje: string): Promise<boolean> {
  return confirm({ title: 'Conflicto de versiones', message: mensaje, confirmText: 'Recargar datos', cancelText: 'Cancelar' });
}

export function mensajeBorradorRecuperado(guardadoEn: string): string {
  return `Se ha recuperado un borrador sin guardar del ${formatearFechaHora(guardadoEn)}. ¿Desea restaurarlo?`;
}

/** A local draft found when a form opens (after a reload or an expired session). True = restore it. */
export function ofrecerBorrador(guardadoEn: string): Promise<boolean> {
  return confirm({ title: 'Borrador sin guardar', message: mensajeBorradorRecuperado(guardadoEn), confirmText: 'Restaurar', cancelText: 'Descartar' });
}
