import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { asegurarCentrosDemo } from '../../demo/centros-demo';
import { sembrarPacientes } from '../../demo/sembrar-pacientes';
import { createTestApp } from '../../testing/create-test-app';
import { comoPropietario } from '../../testing/propietario';
import { signIn } from '../../testing/sign-in';

// paciente_recuento is kept by the triggers of migration 0007: after any change to `paciente`, its non-zero rows
// must be exactly the patients grouped by the same key.

let app: FastifyInstance;
let centros: number[];
let usuarios: number[];

type Fila = { clave: string; pacientes: number };

async function filas(consulta: ReturnType<typeof sql>): Promise<Fila[]> {
  const { rows } = (await app.db.execute(consulta)) as unknown as { rows: Fila[] };
  return rows.map((fila) => ({ clave: fila.clave, pacientes: Number(fila.pacientes) }));
}

async function comprobarRecuento(paso: string): Promise<void> {
  const contados = await filas(sql`select concat_ws('|', hospital_id, estado, coalesce(entidad, ''),
      case when estado = 'BORRADOR' then coalesce(creado_por, 0) else 0 end) as clave, count(*) as pacientes
    from paciente group by 1 order by 1`);
  const guardados = await filas(sql`select concat_ws('|', hospital_id, estado, entidad, borrador_de) as clave, pacientes
    from paciente_recuento where pacientes <> 0 order by 1`);
  assert.deepEqual(guardados, contados, paso);
}

before(async () => {
  app = await createTestApp();
  centros = (await asegurarCentrosDemo(app.db, 4, null)).map((centro) => centro.hospital_id);
  usuarios = [(await signIn(app, 'CLINICO')).usuario_id, (await signIn(app, 'CLINICO')).usuario_id];
});

after(() => app.close());

describe('kept patient counts (paciente_recuento)', () => {
  test('match the patients after bulk inserts, state, entity, centre and creator changes, deletions and TRUNCATE', async () => {
    await sembrarPacientes(app.db, { pacientes: 3000, lote: 700, centros: centros.map((hospital_id) => ({ hospital_id, autor: null })) });
    await comprobarRecuento('siembra en lotes');

    const [primero, segundo] = usuarios as [number, number];
    await app.db.execute(sql`update paciente set estado = 'BORRADOR', creado_por = ${primero} where paciente_id % 7 = 0`);
    await comprobarRecuento('a BORRADOR de un creador');
    await app.db.execute(sql`update paciente set creado_por = ${segundo} where paciente_id % 14 = 0`);
    await comprobarRecuento('BORRADOR que cambia de creador');
    await app.db.execute(sql`update paciente set estado = 'ACTIVO' where paciente_id % 21 = 0`);
    await comprobarRecuento('BORRADOR que deja de serlo');
    await app.db.execute(sql`update paciente set entidad = null where paciente_id % 5 = 0`);
    await comprobarRecuento('entidad sin responder');
    await app.db.execute(sql`update paciente set entidad = 'LMA' where paciente_id % 10 = 0`);
    await comprobarRecuento('entidad respondida');
    await app.db.execute(sql`update paciente set hospital_id = ${centros[0]} where paciente_id % 3 = 0`);
    await comprobarRecuento('traslado de centro');
    await app.db.execute(sql`update paciente set modificado_en = now() where paciente_id % 2 = 0`);
    await comprobarRecuento('cambio que no toca la clave');

    await app.db.execute(sql`delete from paciente_ensayo where paciente_id % 11 = 0`);
    await app.db.execute(sql`delete from paciente where paciente_id % 11 = 0`);
    await comprobarRecuento('bajas');

    // TRUNCATE is the owner's alone: the application's role may not.
    const propietario = comoPropietario(app.config.databaseOwnerUrl, app.db);
    try {
      await propietario.db.execute(sql`truncate paciente cascade`);
    } finally {
      await propietario.close();
    }
    await comprobarRecuento('TRUNCATE');
    const { rows } = (await app.db.execute(sql`select count(*)::int as n from paciente_recuento`)) as unknown as { rows: { n: number }[] };
    assert.equal(rows[0]?.n, 0);
  });
});
