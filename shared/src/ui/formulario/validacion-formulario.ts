import { esVisible, validarCampo, type Campo, type Modo, type ReglaFormulario, type ValidacionCampo } from '@registro-lma/shared/domain';
import type { CampoEnError } from './tipos-formulario';

export type Valores = Readonly<Record<string, unknown>>;

/** What the user has done with a form so far: which inputs were changed or left, a save attempt, the API's messages. */
export interface InteraccionFormulario {
  readonly tocados: ReadonlySet<string>;
  /** The mode of the last save attempt: from then on every visible input is validated in that mode. */
  readonly intento: Modo | null;
  /** Messages from outside the live rules (the API's 400, a whole-record check): shown until the input changes. */
  readonly externos: Readonly<Record<string, string>>;
}

/** The form's cross-field rules and what they read besides the form (data-dictionary §6). */
export interface ReglasFormulario<C> {
  readonly reglas?: readonly ReglaFormulario<C>[];
  readonly contexto?: C;
}

export const SIN_INTERACCION: InteraccionFormulario = { tocados: new Set(), intento: null, externos: {} };

const NEUTRO: ValidacionCampo = { estado: 'neutro' };

export function visiblesDe(campos: readonly Campo[], valores: Valores): Campo[] {
  return campos.filter((campo) => esVisible(campo, valores));
}

/**
 * Inputs whose state is shown: the touched ones, and the input that shows a rule touching any of them (a birth date
 * typed after the diagnosis date re-checks the diagnosis date, where X01 is reported).
 */
function validados<C>(tocados: ReadonlySet<string>, reglas: readonly ReglaFormulario<C>[]): ReadonlySet<string> {
  const nombres = new Set(tocados);
  for (const regla of reglas) {
    if (regla.campos.some((campo) => tocados.has(campo))) nombres.add(regla.campos[0]);
  }
  return nombres;
}

/**
 * The live state of each visible input (spec §5). An input stays neutral until it is touched; after a save attempt
 * every visible input is validated in the attempted mode, so a «completo» attempt turns missing values red.
 */
export function validacionesDe<C>(
  campos: readonly Campo[],
  valores: Valores,
  interaccion: InteraccionFormulario,
  opciones: ReglasFormulario<C> = {},
): ReadonlyMap<string, ValidacionCampo> {
  const reglas = opciones.reglas ?? [];
  const activos = validados(interaccion.tocados, reglas);
  const modo = interaccion.intento ?? 'borrador';
  const porCampo = new Map<string, ValidacionCampo>();
  for (const campo of visiblesDe(campos, valores)) {
    const externo = interaccion.externos[campo.name];
    if (externo !== undefined) porCampo.set(campo.name, { estado: 'error', mensaje: externo });
    else if (interaccion.intento !== null || activos.has(campo.name)) {
      porCampo.set(campo.name, validarCampo(campo, valores[campo.name], valores, { modo, reglas, contexto: opciones.contexto }));
    }
  }
  return porCampo;
}

export function validacionDe(validaciones: ReadonlyMap<string, ValidacionCampo>, name: string): ValidacionCampo {
  return validaciones.get(name) ?? NEUTRO;
}

/** The entries of the shared error list for these inputs, in descriptor order. */
export function camposEnError(
  campos: readonly Campo[],
  validaciones: ReadonlyMap<string, ValidacionCampo>,
  idDe: (name: string) => string,
  etiquetaDe: (campo: Campo) => string = (campo) => campo.label,
): CampoEnError[] {
  return campos.flatMap((campo) => {
    const validacion = validaciones.get(campo.name);
    return validacion?.estado === 'error' ? [{ id: idDe(campo.name), label: etiquetaDe(campo), mensaje: validacion.mensaje ?? '' }] : [];
  });
}

/**
 * Whether the record can be sent in `modo`: every visible input validated in that mode with the rules, plus the
 * messages already shown from outside.
 */
export function hayErroresEn<C>(
  campos: readonly Campo[],
  valores: Valores,
  externos: Readonly<Record<string, string>>,
  modo: Modo,
  opciones: ReglasFormulario<C> = {},
): boolean {
  return visiblesDe(campos, valores).some(
    (campo) =>
      externos[campo.name] !== undefined ||
      validarCampo(campo, valores[campo.name], valores, { modo, reglas: opciones.reglas, contexto: opciones.contexto }).estado === 'error',
  );
}

/** Splits a map of messages into those of these inputs and the rest. */
export function repartirMensajes(
  nombres: ReadonlySet<string>,
  mensajes: Readonly<Record<string, string>>,
): { propios: Record<string, string>; resto: Record<string, string> } {
  const propios: Record<string, string> = {};
  const resto: Record<string, string> = {};
  for (const [name, mensaje] of Object.entries(mensajes)) {
    if (nombres.has(name)) propios[name] = mensaje;
    else resto[name] = mensaje;
  }
  return { propios, resto };
}
