import type { Campo, Registro } from './campo';

export function esVisible(campo: Campo, registro: Registro): boolean {
  return campo.visibleIf?.(registro) ?? true;
}

export function esRequerido(campo: Campo, registro: Registro): boolean {
  if (campo.required === 'siempre') return true;
  if (campo.required === 'opcional') return false;
  return campo.required(registro);
}
