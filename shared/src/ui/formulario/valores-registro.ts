import type { Campo, DefinicionFormulario, Registro } from '@registro-lma/shared/domain';
import type { Valores } from './validacion-formulario';

/** What a record form holds and keeps as a local draft: its fields, its sub-table rows and the version read. */
export interface ValoresRegistro {
  readonly datos: Valores;
  readonly filas: readonly Valores[];
  /** null for a record not saved yet. */
  readonly version: number | null;
}

/**
 * What the user changed on a record read earlier: the fields typed and, if any row was touched, all the rows. After a
 * version conflict only this is put back over the reloaded record, so another user's save is not undone.
 */
export interface CambiosRegistro {
  readonly datos: Valores;
  readonly filas: readonly Valores[] | null;
}

/**
 * What a new record (or row) starts with: each field's dictionary default, else empty. A switch shows «No» from
 * the start and the API stores «No» for it, so the form must hold `false` too, or «Marcar como completo» reports a
 * required switch the user left off as missing.
 */
export function valoresIniciales(campos: readonly Campo[]): Record<string, unknown> {
  return Object.fromEntries(campos.map((campo) => [campo.name, campo.kind === 'multiEnum' ? [] : (campo.default ?? null)]));
}

const esObjeto = (valor: unknown): valor is Valores => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** The sub-table rows of a stored record, each with only its fields. */
function filasDe(definicion: DefinicionFormulario<never, never>, datos: Registro | null): Valores[] {
  const subtabla = definicion.subtabla;
  const filas = subtabla === undefined ? undefined : datos?.[subtabla.nombre];
  if (subtabla === undefined || !Array.isArray(filas)) return [];
  const iniciales = valoresIniciales(subtabla.campos);
  return filas.filter(esObjeto).map((fila) => Object.fromEntries(subtabla.campos.map((campo) => [campo.name, fila[campo.name] ?? iniciales[campo.name]])));
}

/**
 * A stored record (its values keyed by variable, its version) as the form edits it, or an empty one. The rows are
 * also among the fields' values, under the sub-table's name, for rules that read them there (a stage's).
 */
export function valoresDeRegistro(
  definicion: DefinicionFormulario<never, never>,
  registro: { readonly datos: Registro; readonly version: number } | null,
): ValoresRegistro {
  const iniciales = valoresIniciales(definicion.campos);
  const propios =
    registro === null ? iniciales : Object.fromEntries(definicion.campos.map((campo) => [campo.name, registro.datos[campo.name] ?? iniciales[campo.name]]));
  const filas = filasDe(definicion, registro?.datos ?? null);
  const datos = definicion.subtabla === undefined ? propios : { ...propios, [definicion.subtabla.nombre]: filas };
  return { datos, filas, version: registro?.version ?? null };
}

/** A stored draft of a record form (an older release may have written something else). */
export function esValoresRegistro(datos: unknown): datos is ValoresRegistro {
  if (!esObjeto(datos)) return false;
  const { datos: propios, filas, version } = datos as Record<string, unknown>;
  return esObjeto(propios) && Array.isArray(filas) && filas.every(esObjeto) && (version === null || typeof version === 'number');
}

/** Empty and absent are the same answer. */
const igual = (a: unknown, b: unknown): boolean => Object.is(a, b) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `escritos` whose value is not the one read. */
export function camposCambiados(leidos: Readonly<Record<string, unknown>>, escritos: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(escritos).filter(([name, valor]) => !igual(valor, leidos[name])));
}

export function cambiosDe(leidos: ValoresRegistro, escritos: ValoresRegistro): CambiosRegistro {
  return { datos: camposCambiados(leidos.datos, escritos.datos), filas: igual(escritos.filas, leidos.filas) ? null : escritos.filas };
}

/** `actuales` (the record as read again) with the user's changes on top. */
export function aplicarCambios(actuales: ValoresRegistro, cambios: CambiosRegistro): ValoresRegistro {
  return { ...actuales, datos: { ...actuales.datos, ...cambios.datos }, filas: cambios.filas ?? actuales.filas };
}
