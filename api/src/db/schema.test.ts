import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { hoy, type NuevoUpn, type Paciente } from '@registro-lma/shared/domain';
import { asegurarCentrosDemo } from '../demo/centros-demo';
import { sembrarPacientes } from '../demo/sembrar-pacientes';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, requestAs } from '../testing/pacientes';
import { comoPropietario } from '../testing/propietario';
import { signIn, type TestSession } from '../testing/sign-in';
import { paciente } from './schema';
import { filasDe } from './filas';

describe('UPN numbers (paciente_upn_seq and the unique UPN)', () => {
  const SIMULTANEAS = 50;

  let clinico: TestSession;
  let centro: number;

  const api = usarApiDePrueba(async (app) => {
    centro = await crearCentro(app, 'HUVH');
    clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  });

  const numeroDe = (upn: string) => Number(upn.slice('LMA-'.length));

  test(`${SIMULTANEAS} simultaneous registrations get ${SIMULTANEAS} distinct consecutive UPNs`, async () => {
    const respuestas = await Promise.all(
      Array.from({ length: SIMULTANEAS }, (_, indice) =>
        indice % 2 === 0
          ? requestAs(api.app, clinico, 'POST', PACIENTES, formularioPaciente(centro))
          : requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro }),
      ),
    );
    assert.deepEqual(
      respuestas.map((respuesta) => respuesta.statusCode),
      Array.from({ length: SIMULTANEAS }, () => 201),
    );
    const upns = respuestas.map((respuesta) => respuesta.json<Paciente | NuevoUpn>().upn);
    assert.ok(upns.every((upn) => /^LMA-\d{6}$/.test(upn)), upns.join(' '));
    const numeros = upns.map(numeroDe).sort((a, b) => a - b);
    assert.equal(new Set(numeros).size, SIMULTANEAS);
    const primero = numeros[0] ?? 0;
    assert.deepEqual(numeros, Array.from({ length: SIMULTANEAS }, (_, indice) => primero + indice));
  });

  test('a number taken by a rolled-back registration is never given again', async () => {
    const antes = (await requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
    await assert.rejects(
      api.app.db.transaction(async (tx) => {
        await tx.insert(paciente).values({ hospital_id: centro, fecha_registro: hoy() });
        throw new Error('fallo después de tomar el número');
      }),
      /fallo después de tomar el número/,
    );
    const despues = (await requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
    assert.equal(numeroDe(despues.upn), numeroDe(antes.upn) + 2);
  });

  test('the database refuses a second patient with the same UPN', async () => {
    const existente = (await requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
    await assert.rejects(
      api.app.db.insert(paciente).values({ hospital_id: centro, fecha_registro: hoy(), upn_numero: numeroDe(existente.upn) }),
      (error: Error) => /paciente_upn/.test(String((error.cause as Error | undefined)?.message ?? error.message)),
    );
  });
});

describe('kept patient counts (paciente_recuento)', () => {
  // paciente_recuento is kept by the triggers of migration 0007: after any change to `paciente`, its non-zero rows
  // must be exactly the patients grouped by the same key.

  let centros: number[];
  let usuarios: number[];

  type Fila = { clave: string; pacientes: number };

  async function filas(consulta: ReturnType<typeof sql>): Promise<Fila[]> {
    const rows = await filasDe<Fila>(api.app.db, consulta);
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

  const api = usarApiDePrueba(async (app) => {
    centros = (await asegurarCentrosDemo(app.db, 4, null)).map((centro) => centro.hospital_id);
    usuarios = [(await signIn(app, 'CLINICO')).usuario_id, (await signIn(app, 'CLINICO')).usuario_id];
  });

  test('match the patients after bulk inserts, state, entity, centre and creator changes, deletions and TRUNCATE', async () => {
    await sembrarPacientes(api.app.db, { pacientes: 3000, lote: 700, centros: centros.map((hospital_id) => ({ hospital_id, autor: null })) });
    await comprobarRecuento('siembra en lotes');

    const [primero, segundo] = usuarios as [number, number];
    await api.app.db.execute(sql`update paciente set estado = 'BORRADOR', creado_por = ${primero} where paciente_id % 7 = 0`);
    await comprobarRecuento('a BORRADOR de un creador');
    await api.app.db.execute(sql`update paciente set creado_por = ${segundo} where paciente_id % 14 = 0`);
    await comprobarRecuento('BORRADOR que cambia de creador');
    await api.app.db.execute(sql`update paciente set estado = 'ACTIVO' where paciente_id % 21 = 0`);
    await comprobarRecuento('BORRADOR que deja de serlo');
    await api.app.db.execute(sql`update paciente set entidad = null where paciente_id % 5 = 0`);
    await comprobarRecuento('entidad sin responder');
    await api.app.db.execute(sql`update paciente set entidad = 'LMA' where paciente_id % 10 = 0`);
    await comprobarRecuento('entidad respondida');
    await api.app.db.execute(sql`update paciente set hospital_id = ${centros[0]} where paciente_id % 3 = 0`);
    await comprobarRecuento('traslado de centro');
    await api.app.db.execute(sql`update paciente set modificado_en = now() where paciente_id % 2 = 0`);
    await comprobarRecuento('cambio que no toca la clave');

    await api.app.db.execute(sql`delete from paciente_ensayo where paciente_id % 11 = 0`);
    await api.app.db.execute(sql`delete from paciente where paciente_id % 11 = 0`);
    await comprobarRecuento('bajas');

    // TRUNCATE is the owner's alone: the application's role may not.
    const propietario = comoPropietario(api.app.config.databaseOwnerUrl, api.app.db);
    try {
      await propietario.db.execute(sql`truncate paciente cascade`);
    } finally {
      await propietario.close();
    }
    await comprobarRecuento('TRUNCATE');
    const rows = await filasDe<{ n: number }>(api.app.db, sql`select count(*)::int as n from paciente_recuento`);
    assert.equal(rows[0]?.n, 0);
  });
});
