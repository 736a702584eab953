import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { descarga, documentoReferencia, informe } from '../../db/schema';
import { registrarAuditoria } from '../auditoria-commands';
import type { Almacen, FicheroListado } from './almacen-storage';

/** The pseudo-table of the storage's own housekeeping in the audit trail. */
export const TABLA_ALMACEN = 'almacen';

const MOTIVO_HUERFANO = 'Fichero huérfano: ninguna fila lo referencia (barrido del almacén).';

/** Every column that holds a storage key: a file none of them names belongs to nothing. */
const COLUMNAS_CLAVE = [informe.clave_fichero, documentoReferencia.clave_fichero, descarga.clave_fichero] as const;

/** Keys looked up per query. */
const LOTE = 500;

async function referenciadas(db: Database, claves: readonly string[]): Promise<Set<string>> {
  const usadas = new Set<string>();
  for (const columna of COLUMNAS_CLAVE) {
    const filas = await db
      .select({ clave: columna })
      .from(columna.table)
      .where(inArray(columna, [...claves]));
    for (const { clave } of filas) if (clave !== null) usadas.add(clave);
  }
  return usadas;
}

/**
 * Deletes the stored files no row references that are older than `graciaMs` (a crash between storing a file and
 * committing its row leaves one; a younger one may still be committed). Each deletion is audited in its own
 * transaction, which a failed deletion rolls back. Returns the keys deleted.
 */
export async function barrerHuerfanos(db: Database, almacen: Almacen, graciaMs: number, ahora: Date = new Date()): Promise<string[]> {
  const limite = ahora.getTime() - graciaMs;
  const antiguos: FicheroListado[] = [];
  for await (const fichero of almacen.listar()) if (fichero.modificado_en.getTime() < limite) antiguos.push(fichero);
  const borrados: string[] = [];
  for (let inicio = 0; inicio < antiguos.length; inicio += LOTE) {
    const lote = antiguos.slice(inicio, inicio + LOTE);
    const usadas = await referenciadas(db, lote.map((fichero) => fichero.clave));
    for (const fichero of lote.filter((candidato) => !usadas.has(candidato.clave))) {
      await db.transaction(async (tx) => {
        await registrarAuditoria(tx, {
          usuario_id: null,
          rol: null,
          tabla: TABLA_ALMACEN,
          registro_id: fichero.clave,
          accion: 'ELIMINAR',
          antes: { clave: fichero.clave, modificado_en: fichero.modificado_en },
          despues: null,
          motivo: MOTIVO_HUERFANO,
        });
        await almacen.borrar(fichero.clave);
      });
      borrados.push(fichero.clave);
    }
  }
  return borrados;
}
