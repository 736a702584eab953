import { formatMensaje } from '../messages/mensajes-genericos';
import type { Campo } from './campo';

/** G15 when a valid number lies outside the field's plausible range (saving allowed, the warning is kept). */
export function avisoDe(campo: Campo, valor: unknown): string | null {
  if ((campo.kind !== 'integer' && campo.kind !== 'decimal') || !campo.avisoFuera || typeof valor !== 'number') return null;
  const { min, max } = campo.avisoFuera;
  const fuera = (min !== undefined && valor < min) || (max !== undefined && valor > max);
  return fuera ? formatMensaje('G15', { valor, unidad: campo.unidad ?? '' }) : null;
}
