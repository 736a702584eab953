import type { Campo, Registro } from '../fields/campo';
import { ensayosDeMuestra, ENSAYOS_DE_MUESTRA, MOMENTO_ENSAYO_TODOS, momentosDeEnsayo, momentosDeTodosLosEnsayos } from '../muestras/momentos-ensayo';
import { buscarFila, type CatalogoFila } from './catalogo-fila';
import { CATALOGOS_EDITABLES, filasVigentes, mensajeCodigoDesactivado, SEMILLA_DE_CATALOGO, type CatalogosVigentes } from './catalogos-vigentes';

type Derivacion = (vigentes: CatalogosVigentes) => readonly CatalogoFila[];

/** Every option list built from a ⚙ catalogue, by the seed array the field descriptors name, and how to rebuild it. */
const DERIVACIONES: ReadonlyMap<readonly CatalogoFila[], Derivacion> = new Map<readonly CatalogoFila[], Derivacion>([
  ...CATALOGOS_EDITABLES.map((id) => [SEMILLA_DE_CATALOGO[id], (vigentes: CatalogosVigentes) => filasVigentes(vigentes, id)] as const),
  [ENSAYOS_DE_MUESTRA, ensayosDeMuestra],
  [MOMENTO_ENSAYO_TODOS, momentosDeTodosLosEnsayos],
]);

function derivacionDe(campo: Campo): Derivacion | undefined {
  return (campo.kind === 'enum' || campo.kind === 'multiEnum') && campo.catalogo !== undefined ? DERIVACIONES.get(campo.catalogo) : undefined;
}

/** Whether a field's options come from a ⚙ catalogue: its stored codes are whatever the administrator has kept. */
export function deCatalogoEditable(campo: Campo): boolean {
  return derivacionDe(campo) !== undefined;
}

/**
 * The same field list with each ⚙ catalogue's options replaced by the rows in force: the descriptors stay the one
 * source of the shape, the database gives the values (a code the administrator added is valid, a deleted one is not).
 */
export function conCatalogosVigentes<const Fs extends readonly Campo[]>(campos: Fs, vigentes: CatalogosVigentes): Fs {
  return campos.map((campo) => {
    const derivacion = derivacionDe(campo);
    return derivacion === undefined ? campo : { ...campo, catalogo: derivacion(vigentes) };
  }) as unknown as Fs;
}

function codigosDe(valor: unknown): string[] {
  if (typeof valor === 'string') return [valor];
  return Array.isArray(valor) ? valor.filter((codigo): codigo is string => typeof codigo === 'string') : [];
}

/** The seed rows and, after them, a row for each other code named (one the administrator may have added), once each. */
export function conFilasNombradas(semilla: readonly CatalogoFila[], codigos: readonly unknown[]): readonly CatalogoFila[] {
  const nuevos = [...new Set(codigos.flatMap(codigosDe))].filter((codigo) => codigo !== '' && buscarFila(semilla, codigo) === undefined);
  return [...semilla, ...nuevos.map((codigo, indice) => ({ codigo, etiqueta: codigo, orden: semilla.length + indice + 1, activo: true }))];
}

/**
 * The field list as a request's schema reads a record before the database is at hand: each ⚙ catalogue field also
 * takes any other code the record names. The API then checks the record against the catalogues in force, which
 * refuse a code they do not hold.
 */
export function conCodigosNombrados<const Fs extends readonly Campo[]>(campos: Fs, registro: Registro): Fs {
  return campos.map((campo) =>
    deCatalogoEditable(campo) && (campo.kind === 'enum' || campo.kind === 'multiEnum') && campo.catalogo !== undefined
      ? { ...campo, catalogo: conFilasNombradas(campo.catalogo, [registro[campo.name]]) }
      : campo,
  ) as unknown as Fs;
}

/**
 * The deactivated codes a record takes anew (catalogues.md §0: hidden in new entries, still valid in existing
 * records): one message per field whose value names a deactivated code it did not have in `anterior`.
 * A trial moment is checked against its own trial's list.
 */
export function codigosDesactivados(campos: readonly Campo[], datos: Registro, anterior: Registro | null, vigentes: CatalogosVigentes): Record<string, string> {
  const errores: Record<string, string> = {};
  for (const campo of campos) {
    const derivacion = derivacionDe(campo);
    if (derivacion === undefined || (campo.kind !== 'enum' && campo.kind !== 'multiEnum')) continue;
    const filas = campo.catalogo === MOMENTO_ENSAYO_TODOS ? momentosDeEnsayo(datos.ensayo, vigentes) : derivacion(vigentes);
    const previos = codigosDe(anterior?.[campo.name]);
    const desactivado = codigosDe(datos[campo.name]).find((codigo) => !previos.includes(codigo) && buscarFila(filas, codigo)?.activo === false);
    if (desactivado !== undefined) errores[campo.name] = mensajeCodigoDesactivado(desactivado, campo.label);
  }
  return errores;
}
