import { and, eq, sql } from 'drizzle-orm';
import {
  CAMPO_VERSION,
  CAMPOS_FILA_CATALOGO,
  camposExtraDe,
  catalogoMomentosDe,
  MENSAJE_CIERRE_ANTES_APERTURA,
  MENSAJE_CODIGO_DUPLICADO,
  MENSAJE_DATOS_NO_VALIDOS,
  mensajeCodigoEnUso,
  validarRegistro,
  type Campo,
  type CatalogoAdmin,
  type FilaCatalogoAdmin,
} from '@registro-lma/shared/domain';
import type { Database } from '../../db/database';
import { catalogoFila, catalogoVersion } from '../../db/schema';
import { ApiError, invalidInput, notFound, staleVersion } from '../../platform/api-errors';
import type { Autor } from '../../platform/auditoria-commands';
import type { Auditar, CambioAuditado } from '../../platform/auditoria-repository';
import { cargarCatalogo, cargarFila, versionDeCatalogo } from './catalogo-queries';

export const TABLA_CATALOGO = 'catalogo_fila';

const CAMPOS_EDICION = CAMPOS_FILA_CATALOGO.filter((campo) => campo.name !== 'codigo');

/** The catalogue's version moves with every change, in the change's transaction: clients holding the old one refetch. */
async function subirVersion(tx: Database, catalogo: string): Promise<void> {
  await tx
    .insert(catalogoVersion)
    .values({ catalogo, version: 1 })
    .onConflictDoUpdate({ target: catalogoVersion.catalogo, set: { version: sql`${catalogoVersion.version} + 1` } });
}

function cambioDeFila(catalogo: string, codigo: string, accion: 'CREAR' | 'MODIFICAR' | 'DESACTIVAR' | 'ELIMINAR', antes: unknown, despues: unknown): CambioAuditado {
  return { tabla: TABLA_CATALOGO, registro_id: `${catalogo}/${codigo}`, accion, antes, despues };
}

async function cargarOFallar(tx: Database, catalogo: string, codigo: string): Promise<FilaCatalogoAdmin> {
  const fila = await cargarFila(tx, catalogo, codigo);
  if (fila === null) throw notFound();
  return fila;
}

type Leida = { codigo?: string; etiqueta: string; nota: string | null; version?: number; datos: Record<string, unknown> };

/** The row's fields by the shared descriptors (common ones, then the catalogue's own): 400 naming each field otherwise. */
function leerFila(catalogo: string, comunes: readonly Campo[], entrada: unknown): Leida {
  if (typeof entrada !== 'object' || entrada === null || Array.isArray(entrada)) throw new ApiError(400, MENSAJE_DATOS_NO_VALIDOS);
  const extra = camposExtraDe(catalogo);
  const resultado = validarRegistro([...comunes, ...extra], entrada);
  if (!resultado.ok) throw invalidInput(resultado.errores);
  const valores = resultado.data as Record<string, unknown>;
  const datos = Object.fromEntries(extra.map((campo) => [campo.name, valores[campo.name]]));
  if (typeof datos.fecha_apertura === 'string' && typeof datos.fecha_cierre === 'string' && datos.fecha_cierre < datos.fecha_apertura) {
    throw invalidInput({ fecha_cierre: MENSAJE_CIERRE_ANTES_APERTURA });
  }
  return {
    ...(typeof valores.codigo === 'string' ? { codigo: valores.codigo } : {}),
    etiqueta: String(valores.etiqueta),
    nota: typeof valores.nota === 'string' ? valores.nota : null,
    ...(typeof valores.version === 'number' ? { version: valores.version } : {}),
    datos,
  };
}

/** A new row at the end of the catalogue; a new trial also gets its own (empty) moment list. */
export async function crearFila(tx: Database, catalogo: string, entrada: unknown, autor: Autor, auditar: Auditar): Promise<FilaCatalogoAdmin> {
  const leida = leerFila(catalogo, CAMPOS_FILA_CATALOGO, entrada);
  const codigo = leida.codigo ?? '';
  if ((await cargarFila(tx, catalogo, codigo)) !== null) throw new ApiError(409, MENSAJE_CODIGO_DUPLICADO, { codigo: MENSAJE_CODIGO_DUPLICADO });
  const [ultimo] = await tx
    .select({ orden: sql<number>`coalesce(max(${catalogoFila.orden}), 0)` })
    .from(catalogoFila)
    .where(eq(catalogoFila.catalogo, catalogo));
  await tx.insert(catalogoFila).values({
    catalogo,
    codigo,
    etiqueta: leida.etiqueta,
    nota: leida.nota,
    datos: leida.datos,
    orden: Number(ultimo?.orden ?? 0) + 1,
    creado_por: autor.usuario_id,
    modificado_por: autor.usuario_id,
  });
  await subirVersion(tx, catalogo);
  const momentos = catalogo === 'ensayo' ? catalogoMomentosDe(codigo) : null;
  if (momentos !== null && momentos !== 'momento_muestra') await subirVersion(tx, momentos);
  const despues = await cargarOFallar(tx, catalogo, codigo);
  await auditar(cambioDeFila(catalogo, codigo, 'CREAR', null, despues));
  return despues;
}

/** Changes a row if `version` is still the one read (else 409); the code never changes. */
async function guardar(
  tx: Database,
  antes: FilaCatalogoAdmin,
  catalogo: string,
  version: number,
  valores: Partial<Pick<typeof catalogoFila.$inferInsert, 'etiqueta' | 'nota' | 'datos' | 'activo'>>,
  autor: Autor,
  auditar: Auditar,
): Promise<FilaCatalogoAdmin> {
  const cambiadas = await tx
    .update(catalogoFila)
    .set({ ...valores, version: sql`${catalogoFila.version} + 1`, modificado_en: new Date(), modificado_por: autor.usuario_id })
    .where(and(eq(catalogoFila.catalogo, catalogo), eq(catalogoFila.codigo, antes.codigo), eq(catalogoFila.version, version)))
    .returning({ codigo: catalogoFila.codigo });
  if (cambiadas.length === 0) throw staleVersion();
  await subirVersion(tx, catalogo);
  const despues = await cargarOFallar(tx, catalogo, antes.codigo);
  await auditar(cambioDeFila(catalogo, antes.codigo, antes.activo && !despues.activo ? 'DESACTIVAR' : 'MODIFICAR', antes, despues));
  return despues;
}

export async function modificarFila(tx: Database, catalogo: string, codigo: string, entrada: unknown, autor: Autor, auditar: Auditar): Promise<FilaCatalogoAdmin> {
  const antes = await cargarOFallar(tx, catalogo, codigo);
  const leida = leerFila(catalogo, [...CAMPOS_EDICION, CAMPO_VERSION], entrada);
  return guardar(tx, antes, catalogo, leida.version ?? 0, { etiqueta: leida.etiqueta, nota: leida.nota, datos: leida.datos }, autor, auditar);
}

/**
 * Deactivating hides the code from new entries while existing records keep it (catalogues.md §0); reactivating
 * offers it again. Already in that state: nothing changes.
 */
export async function cambiarActividad(
  tx: Database,
  catalogo: string,
  codigo: string,
  cambio: { activo: boolean; version: number },
  autor: Autor,
  auditar: Auditar,
): Promise<FilaCatalogoAdmin> {
  const antes = await cargarOFallar(tx, catalogo, codigo);
  if (antes.version !== cambio.version) throw staleVersion();
  if (antes.activo === cambio.activo) return antes;
  return guardar(tx, antes, catalogo, cambio.version, { activo: cambio.activo }, autor, auditar);
}

/** Deletes a code no record or user refers to (409 otherwise: it can only be deactivated); a trial takes its moments. */
export async function eliminarFila(tx: Database, catalogo: string, codigo: string, version: number, auditar: Auditar): Promise<void> {
  const antes = await cargarOFallar(tx, catalogo, codigo);
  if (antes.en_uso) throw new ApiError(409, mensajeCodigoEnUso(codigo));
  if (antes.version !== version) throw staleVersion();
  const momentos = catalogo === 'ensayo' ? catalogoMomentosDe(codigo) : null;
  const propios = momentos !== null && momentos !== 'momento_muestra' ? await cargarCatalogo(tx, momentos, true) : null;
  if (propios !== null) {
    await tx.delete(catalogoFila).where(eq(catalogoFila.catalogo, propios.catalogo));
    await tx.delete(catalogoVersion).where(eq(catalogoVersion.catalogo, propios.catalogo));
  }
  await tx.delete(catalogoFila).where(and(eq(catalogoFila.catalogo, catalogo), eq(catalogoFila.codigo, codigo)));
  await subirVersion(tx, catalogo);
  await auditar(cambioDeFila(catalogo, codigo, 'ELIMINAR', propios === null ? antes : { ...antes, momentos: propios.filas }, null));
}

/** Puts the rows in the order given (every code once), with the catalogue's version read (409 if it moved). */
export async function ordenarCatalogo(
  tx: Database,
  catalogo: string,
  cambio: { codigos: readonly string[]; version: number },
  autor: Autor,
  auditar: Auditar,
): Promise<CatalogoAdmin> {
  if ((await versionDeCatalogo(tx, catalogo)) !== cambio.version) throw staleVersion();
  const antes = await cargarCatalogo(tx, catalogo, true);
  const actuales = antes.filas.map((fila) => fila.codigo);
  const mismos = cambio.codigos.length === actuales.length && new Set(cambio.codigos).size === actuales.length && cambio.codigos.every((codigo) => actuales.includes(codigo));
  if (!mismos) throw invalidInput({ codigos: 'La lista debe contener cada código del catálogo una sola vez.' });
  for (const [indice, codigo] of cambio.codigos.entries()) {
    await tx
      .update(catalogoFila)
      .set({ orden: indice + 1, modificado_en: new Date(), modificado_por: autor.usuario_id })
      .where(and(eq(catalogoFila.catalogo, catalogo), eq(catalogoFila.codigo, codigo), sql`${catalogoFila.orden} <> ${indice + 1}`));
  }
  await subirVersion(tx, catalogo);
  const despues = await cargarCatalogo(tx, catalogo, true);
  const orden = (catalogoLeido: CatalogoAdmin) => catalogoLeido.filas.map((fila) => fila.codigo);
  await auditar({
    tabla: TABLA_CATALOGO,
    registro_id: catalogo,
    accion: 'MODIFICAR',
    antes: { orden: orden(antes) },
    despues: { orden: orden(despues) },
  });
  return despues;
}

