import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { crearCatalogo, defineField, type ColumnaDescarga } from '@registro-lma/shared/domain';
import { filasEnArrays } from '../../db/filas-en-arrays';
import { baseAbiertaParaPruebas } from '../../testing/base-abierta';
import { textoSql } from './texto-descarga-sql';

const abierta = baseAbiertaParaPruebas();

const sitios = defineField({
  kind: 'multiEnum',
  name: 'sitios',
  label: 'Sitios',
  required: 'opcional',
  catalogo: crearCatalogo([
    ['SNC', 'Sistema nervioso central'],
    ['PIEL', 'Piel; mucosas'],
    ['TESTICULO', 'Testículo'],
  ]),
});

const columna = (valor: 'valor' | 'etiqueta'): ColumnaDescarga => ({ nombre: 'sitios', tipo: 'campo', campo: sitios, valor, tabla: 'fila' });

/** The list's text for each stored array (as varchar(40)[], the column type of a list of codes). */
async function textos(valor: 'valor' | 'etiqueta', listas: readonly (readonly string[] | null)[]): Promise<unknown[]> {
  const filas = await filasEnArrays(
    abierta.handle.db,
    sql`select ${textoSql(columna(valor) as Extract<ColumnaDescarga, { tipo: 'campo' }>, sql`l.v`)} from (values ${sql.join(
      listas.map((lista, orden) => sql`(${orden}::int, ${lista === null ? null : `{${lista.join(',')}}`}::varchar(40)[])`),
      sql`, `,
    )}) l(o, v) order by o`,
  );
  return filas.map((fila) => fila[0]);
}

const LISTAS = [null, [], ['PIEL'], ['TESTICULO', 'SNC'], ['OTRO', 'TESTICULO', 'NUEVO', 'SNC'], ['NUEVO']];

test('a list of codes: catalogue order, unknown codes after them as stored, null when empty', async () => {
  assert.deepEqual(await textos('valor', LISTAS), [null, null, 'PIEL', 'SNC|TESTICULO', 'SNC|TESTICULO|OTRO|NUEVO', 'NUEVO']);
});

test('its labels: in catalogue order, an unknown code as itself', async () => {
  assert.deepEqual(await textos('etiqueta', LISTAS), [
    null,
    null,
    'Piel; mucosas',
    'Sistema nervioso central|Testículo',
    'Sistema nervioso central|Testículo|OTRO|NUEVO',
    'NUEVO',
  ]);
});
