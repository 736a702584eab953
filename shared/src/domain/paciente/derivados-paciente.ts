import { diasEntre } from '../fechas/calculo-fechas';

/** data-dictionary §3.1 `tipo_registro`. */
export const TIPOS_REGISTRO = ['PROSPECTIVO', 'RETROSPECTIVO'] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number];

/** A patient registered up to this many days after diagnosis is prospective. */
export const DIAS_REGISTRO_PROSPECTIVO = 90;

/**
 * Full years from `nacimiento` to `fecha` (ISO dates), as `edad_diagnostico` is defined (data-dictionary §7):
 * the birthday must have been reached, so someone born on 29 February turns a year older on 1 March.
 */
export function edadEnAnios(nacimiento: string, fecha: string): number {
  const anios = Number(fecha.slice(0, 4)) - Number(nacimiento.slice(0, 4));
  return fecha.slice(5, 10) < nacimiento.slice(5, 10) ? anios - 1 : anios;
}

/** PROSPECTIVO if the UPN was assigned at most 90 days after diagnosis, else RETROSPECTIVO. */
export function tipoRegistro(fecha_registro: string, fecha_diagnostico: string): TipoRegistro {
  return diasEntre(fecha_diagnostico, fecha_registro) <= DIAS_REGISTRO_PROSPECTIVO ? 'PROSPECTIVO' : 'RETROSPECTIVO';
}

/** `edad_diagnostico` of a record, or null while either date is missing. */
export function edadDiagnosticoDe(registro: { fecha_nacimiento: string | null; fecha_diagnostico: string | null }): number | null {
  const { fecha_nacimiento, fecha_diagnostico } = registro;
  return fecha_nacimiento === null || fecha_diagnostico === null ? null : edadEnAnios(fecha_nacimiento, fecha_diagnostico);
}
