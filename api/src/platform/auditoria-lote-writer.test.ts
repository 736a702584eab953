import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gt, max } from 'drizzle-orm';
import { auditoria } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { auditarLectura } from './auditoria-lote-writer';
import type { EntradaAuditoria } from './auditoria-commands';

const api = usarApiDePrueba();

const lectura = (tabla: string): EntradaAuditoria => ({ usuario_id: null, rol: null, tabla, registro_id: '*', accion: 'LISTAR', antes: null, despues: { tabla } });

async function ultima(): Promise<number> {
  const [fila] = await api.app.db.select({ id: max(auditoria.auditoria_id) }).from(auditoria);
  return fila?.id ?? 0;
}

test('the rows of reads arriving while a batch is written go together in the next insert, in their order', async () => {
  const desde = await ultima();
  const tablas = ['paciente', 'muestra', 'etapa', 'informe', 'biobanco'];
  await Promise.all(tablas.map((tabla) => auditarLectura(api.app.dbLecturas, lectura(tabla))));
  const escritas = await api.app.db.select().from(auditoria).where(gt(auditoria.auditoria_id, desde)).orderBy(auditoria.auditoria_id);
  assert.deepEqual(escritas.map((fila) => fila.tabla), tablas);
  // One insert is one transaction, whose rows share its timestamp: the first row alone, the four others together.
  const inserciones = escritas.map((fila) => fila.creado_en.toISOString());
  assert.equal(new Set(inserciones).size, 2);
  assert.deepEqual(inserciones.slice(1), Array(4).fill(inserciones[1]));
});
