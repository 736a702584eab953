import type { Campo, DefinicionEtapa, RegistroEtapa } from '@registro-lma/shared/domain';
import type { Valores } from '@registro-lma/shared/ui';

/** What a stage form holds and keeps as a local draft: its fields, its sub-table rows and the version read. */
export interface ValoresEtapa {
  readonly datos: Valores;
  readonly filas: readonly Valores[];
  /** null for a record not saved yet. */
  readonly version: number | null;
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
function filasDe(etapa: DefinicionEtapa, registro: RegistroEtapa | null): Valores[] {
  const subtabla = etapa.subtabla;
  const filas = subtabla === undefined ? undefined : registro?.datos[subtabla.nombre];
  if (subtabla === undefined || !Array.isArray(filas)) return [];
  const iniciales = valoresIniciales(subtabla.campos);
  return filas.filter(esObjeto).map((fila) => Object.fromEntries(subtabla.campos.map((campo) => [campo.name, fila[campo.name] ?? iniciales[campo.name]])));
}

/**
 * A stored record as the form edits it (or an empty one). The rows are also among the fields' values, under the
 * sub-table's name, because the stage's conditions and rules read them there.
 */
export function valoresDeRegistro(etapa: DefinicionEtapa, registro: RegistroEtapa | null): ValoresEtapa {
  const iniciales = valoresIniciales(etapa.campos);
  const propios = registro === null ? iniciales : Object.fromEntries(etapa.campos.map((campo) => [campo.name, registro.datos[campo.name] ?? iniciales[campo.name]]));
  const filas = filasDe(etapa, registro);
  const datos = etapa.subtabla === undefined ? propios : { ...propios, [etapa.subtabla.nombre]: filas };
  return { datos, filas, version: registro?.version ?? null };
}

/** A stored draft of a stage form (an older release may have written something else). */
export function esValoresEtapa(datos: unknown): datos is ValoresEtapa {
  if (!esObjeto(datos)) return false;
  const { datos: propios, filas, version } = datos as Record<string, unknown>;
  return esObjeto(propios) && Array.isArray(filas) && filas.every(esObjeto) && (version === null || typeof version === 'number');
}

/**
 * What the user changed on a record read earlier: the fields typed and, if any row was touched, all the rows. After a
 * version conflict only this is put back over the reloaded record, so another user's save is not undone.
 */
export interface CambiosEtapa {
  readonly datos: Valores;
  readonly filas: readonly Valores[] | null;
}

const igual = (a: unknown, b: unknown): boolean => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

export function cambiosEtapa(leidos: ValoresEtapa, escritos: ValoresEtapa): CambiosEtapa {
  return {
    datos: Object.fromEntries(Object.entries(escritos.datos).filter(([name, valor]) => !igual(valor, leidos.datos[name]))),
    filas: igual(escritos.filas, leidos.filas) ? null : escritos.filas,
  };
}

/** `actuales` (the record as read again) with the user's changes on top. */
export function aplicarCambiosEtapa(actuales: ValoresEtapa, cambios: CambiosEtapa): ValoresEtapa {
  return { ...actuales, datos: { ...actuales.datos, ...cambios.datos }, filas: cambios.filas ?? actuales.filas };
}
