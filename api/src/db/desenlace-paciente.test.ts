import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../testing/expediente-identificable';
import { crearCentro } from '../testing/pacientes';
import { comoPropietario } from '../testing/propietario';
import { signIn } from '../testing/sign-in';
import { completarDesenlaces, filaDesenlace } from './desenlace-paciente';
import { cargarExpediente } from './expediente';
import { desenlacePaciente } from './schema';

let ids: number[] = [];

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'DESN');
  ids = (await sembrarExpedientesIdentificables(app, await signIn(app, 'ADMIN'), centro)).map((p) => p.paciente_id);
});

async function filas(): Promise<Record<string, unknown>[]> {
  const leidas = await api.app.db.select().from(desenlacePaciente).orderBy(desenlacePaciente.paciente_id);
  return leidas.filter((fila) => ids.includes(fila.paciente_id)).map(({ calculado_en: _, ...resto }) => resto);
}

async function esperadas(): Promise<Record<string, unknown>[]> {
  return Promise.all(ids.map(async (id) => {
    const { calculado_en: _, ...resto } = filaDesenlace(await cargarExpediente(api.app.db, id));
    return resto;
  }));
}

test('cada guardado deja el desenlace del paciente como lo calcula resumenPaciente de su historia: seguido hasta la muerte (día 321) y perdido', async () => {
  assert.deepEqual(await filas(), await esperadas());
  const [seguido] = await api.app.db.select().from(desenlacePaciente).where(eq(desenlacePaciente.paciente_id, ids[0]!));
  assert.deepEqual([seguido?.os_dias, seguido?.os_evento, seguido?.efs_evento, seguido?.intensidad], [321, true, true, 'INTENSIVO']);
});

test('sobre una base sin desenlaces, lo que el panel ejecuta al arrancar calcula los de todos los pacientes que no lo tienen', async () => {
  const propietario = comoPropietario(api.app.config.databaseOwnerUrl, api.app.db);
  try {
    await propietario.db.execute(sql`delete from desenlace_paciente`);
  } finally {
    await propietario.close();
  }
  assert.deepEqual(await filas(), []);
  assert.ok((await completarDesenlaces(api.app.db)) >= ids.length);
  assert.deepEqual(await filas(), await esperadas());
  assert.equal(await completarDesenlaces(api.app.db), 0, 'una segunda pasada no tiene nada que calcular');
});
