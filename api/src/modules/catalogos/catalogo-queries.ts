import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CATALOGOS_EDITABLES,
  catalogoMomentosDe,
  ensayoDeCatalogoMomentos,
  SEMILLA_DE_CATALOGO,
  type CatalogoAdmin,
  type CatalogoEditable,
  type FilaCatalogoAdmin,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { columna } from '../../db/etapa-table';
import { ETAPAS_POR_CLAVE } from '../../db/etapa-registry';
import {
  biobanco,
  catalogoFila,
  catalogoVersion,
  muestra,
  muestraConfirmacion,
  pacienteEnsayo,
  usuarioBiolab,
  usuarioLaboratorio,
} from '../../db/schema';
import { isoString } from '../../platform/response-schemas';

export type ResumenCatalogo = { catalogo: string; version: number; filas: number; ensayo: string | null };

const esEditable = (catalogo: string): catalogo is CatalogoEditable => (CATALOGOS_EDITABLES as readonly string[]).includes(catalogo);

/** Whether the id names a ⚙ catalogue: an editable one, or the own moment list of a trial that exists. */
export async function catalogoExiste(db: Database, catalogo: string): Promise<boolean> {
  if (esEditable(catalogo)) return true;
  const ensayo = ensayoDeCatalogoMomentos(catalogo);
  if (ensayo === null || catalogoMomentosDe(ensayo) !== catalogo) return false;
  const [fila] = await db
    .select({ codigo: catalogoFila.codigo })
    .from(catalogoFila)
    .where(and(eq(catalogoFila.catalogo, 'ensayo'), eq(catalogoFila.codigo, ensayo)));
  return fila !== undefined;
}

type Uso = { readonly tabla: PgTable; readonly columna: AnyPgColumn; readonly donde?: SQL };

function usosEnEtapas(catalogo: CatalogoEditable): Uso[] {
  const semilla = SEMILLA_DE_CATALOGO[catalogo];
  // Each stage table once (both rescue lines share theirs): a field whose options are a ⚙ catalogue stores its codes.
  return [...ETAPAS_POR_CLAVE.values()].flatMap(([{ tabla, etapa }]) =>
    etapa.campos.filter((campo) => campo.kind === 'enum' && campo.catalogo === semilla).map((campo) => ({ tabla, columna: columna(tabla, campo.name) })),
  );
}

/** Where each ⚙ catalogue's codes are stored (records, users' assignments). */
function usosDe(catalogo: string): Uso[] {
  const ensayo = ensayoDeCatalogoMomentos(catalogo);
  if (ensayo !== null) return [{ tabla: muestra, columna: muestra.momento_ensayo, donde: eq(muestra.ensayo, ensayo) }];
  if (!esEditable(catalogo)) return [];
  const propios: Record<CatalogoEditable, Uso[]> = {
    laboratorio: [
      { tabla: muestra, columna: muestra.laboratorio_destino },
      { tabla: muestraConfirmacion, columna: muestraConfirmacion.laboratorio_receptor },
      { tabla: usuarioLaboratorio, columna: usuarioLaboratorio.laboratorio },
    ],
    biolab: [
      { tabla: biobanco, columna: biobanco.biolab },
      { tabla: usuarioBiolab, columna: usuarioBiolab.biolab },
    ],
    laboratorio_economico: [{ tabla: muestra, columna: muestra.laboratorio_economico }],
    ensayo: [
      { tabla: muestra, columna: muestra.ensayo },
      { tabla: pacienteEnsayo, columna: pacienteEnsayo.ensayo },
    ],
    riesgo_lma_flow: [],
  };
  return [...propios[catalogo], ...usosEnEtapas(catalogo)];
}

/** The codes of a catalogue that some record (deleted ones too) or user refers to. */
export async function codigosEnUso(db: Database, catalogo: string): Promise<Set<string>> {
  const enUso = new Set<string>();
  // One after another: `db` may be a transaction, one connection.
  for (const uso of usosDe(catalogo)) {
    const filas = await db
      .selectDistinct({ codigo: uso.columna })
      .from(uso.tabla)
      .where(and(isNotNull(uso.columna), uso.donde));
    for (const fila of filas) enUso.add(String(fila.codigo));
  }
  return enUso;
}

export async function versionDeCatalogo(db: Database, catalogo: string): Promise<number> {
  const [fila] = await db.select({ version: catalogoVersion.version }).from(catalogoVersion).where(eq(catalogoVersion.catalogo, catalogo));
  return fila?.version ?? 0;
}

type FilaAlmacenada = typeof catalogoFila.$inferSelect;

function filaAdmin(fila: FilaAlmacenada, enUso: ReadonlySet<string>): FilaCatalogoAdmin {
  return {
    codigo: fila.codigo,
    etiqueta: fila.etiqueta,
    orden: fila.orden,
    activo: fila.activo,
    nota: fila.nota,
    datos: fila.datos,
    version: fila.version,
    modificado_en: isoString(fila.modificado_en),
    en_uso: enUso.has(fila.codigo),
  };
}

/** A catalogue's rows in display order; inactive ones only when asked (the administrator sees them). */
export async function cargarCatalogo(db: Database, catalogo: string, conInactivas: boolean): Promise<CatalogoAdmin> {
  const filas = await db
    .select()
    .from(catalogoFila)
    .where(and(eq(catalogoFila.catalogo, catalogo), conInactivas ? undefined : eq(catalogoFila.activo, true)))
    .orderBy(asc(catalogoFila.orden), asc(catalogoFila.codigo));
  const enUso = await codigosEnUso(db, catalogo);
  return { catalogo, version: await versionDeCatalogo(db, catalogo), filas: filas.map((fila) => filaAdmin(fila, enUso)) };
}

/** One row, or null. */
export async function cargarFila(db: Database, catalogo: string, codigo: string): Promise<FilaCatalogoAdmin | null> {
  const [fila] = await db
    .select()
    .from(catalogoFila)
    .where(and(eq(catalogoFila.catalogo, catalogo), eq(catalogoFila.codigo, codigo)));
  return fila === undefined ? null : filaAdmin(fila, await codigosEnUso(db, catalogo));
}

/** The editable catalogues and every trial's own moment list, with their versions and row counts. */
export async function resumenCatalogos(db: Database): Promise<ResumenCatalogo[]> {
  const filas = await db.select({ catalogo: catalogoFila.catalogo, codigo: catalogoFila.codigo }).from(catalogoFila).orderBy(asc(catalogoFila.orden));
  const versiones = new Map((await db.select().from(catalogoVersion)).map((fila) => [fila.catalogo, fila.version]));
  const cuenta = (catalogo: string) => filas.filter((fila) => fila.catalogo === catalogo).length;
  const momentos = filas
    .filter((fila) => fila.catalogo === 'ensayo')
    .map((fila) => ({ ensayo: fila.codigo, catalogo: catalogoMomentosDe(fila.codigo) }))
    .filter((par): par is { ensayo: string; catalogo: string } => par.catalogo !== null && par.catalogo !== 'momento_muestra');
  return [
    ...CATALOGOS_EDITABLES.map((catalogo) => ({ catalogo, version: versiones.get(catalogo) ?? 0, filas: cuenta(catalogo), ensayo: null })),
    ...momentos.map(({ ensayo, catalogo }) => ({ catalogo, version: versiones.get(catalogo) ?? 0, filas: cuenta(catalogo), ensayo })),
  ];
}
