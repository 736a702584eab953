import type { Severidad } from '../messages/mensajes-genericos';
import type { Registro } from './campo';
import type { Modo } from './registro-de';

/**
 * A cross-field rule of a form (data-dictionary §6): it reads several fields of the normalised record, plus what
 * the form alone cannot see (`contexto`: the rows of a sub-table, the parent record…), and answers the Spanish
 * message or null. The message is shown on the first field of `campos`. The same list runs in the browser and in
 * the API.
 */
export type ReglaFormulario<C = undefined> = {
  readonly id: string;
  readonly campos: readonly [string, ...string[]];
  readonly severidad: Severidad;
  /** Checked only on «Marcar como completo»: a draft may still lack what the rule asks for. */
  readonly soloCompleto?: boolean;
  readonly validar: (registro: Registro, contexto: C) => string | null;
};

/** Rules and their context; the context may be left out only by rules that need none. */
export type OpcionesReglas<C> = { readonly reglas: readonly ReglaFormulario<C>[] } & (undefined extends C
  ? { readonly contexto?: C }
  : { readonly contexto: C });

export type ResultadoReglas = { readonly errores: Record<string, string>; readonly avisos: Record<string, string> };

/** Whether the rule applies to a field and a mode (used by the live state of one input too). */
export function reglaAplicable(regla: ReglaFormulario<never>, modo: Modo): boolean {
  return !regla.soloCompleto || modo === 'completo';
}

/**
 * Adds the rules' messages to the field-level ones. A rule over a field already in error is skipped (its value
 * is not usable), so one mistake gives one message; the first message per field wins, as for field rules.
 */
export function aplicarReglas<C>(
  opciones: OpcionesReglas<C>,
  registro: Registro,
  modo: Modo,
  previos: ResultadoReglas,
): ResultadoReglas {
  const errores = { ...previos.errores };
  const avisos = { ...previos.avisos };
  for (const regla of opciones.reglas) {
    if (!reglaAplicable(regla, modo) || regla.campos.some((campo) => errores[campo] !== undefined)) continue;
    const mensaje = regla.validar(registro, opciones.contexto as C);
    if (mensaje === null) continue;
    const [destino] = regla.campos;
    if (regla.severidad === 'E') errores[destino] ??= mensaje;
    else avisos[destino] ??= mensaje;
  }
  return { errores, avisos };
}
