import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../testing/expediente-identificable';
import { crearCentro } from '../testing/pacientes';
import { comoPropietario } from '../testing/propietario';
import { signIn } from '../testing/sign-in';
import { completarDerivados, filaDesenlace } from './desenlace-paciente';
import { cargarExpediente } from './expediente';
import { desenlacePaciente, paciente } from './schema';

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

test('sobre una base sin desenlaces, lo que la API ejecuta en segundo plano al arrancar calcula los de todos los pacientes que no lo tienen', async () => {
  const propietario = comoPropietario(api.app.config.databaseOwnerUrl, api.app.db);
  try {
    await propietario.db.execute(sql`delete from desenlace_paciente`);
    await propietario.db.execute(sql`update paciente set de_pendientes = '[]', fecha_ultimo_contacto = null`);
  } finally {
    await propietario.close();
  }
  assert.deepEqual(await filas(), []);
  assert.equal(await completarDerivados(api.app.db, AbortSignal.abort()), 0, 'detenido antes de empezar, no calcula nada');
  assert.ok((await completarDerivados(api.app.db)) >= ids.length);
  assert.deepEqual(await filas(), await esperadas());
  const contactos = await api.app.db.select({ fecha: paciente.fecha_ultimo_contacto }).from(paciente).where(inArray(paciente.paciente_id, ids));
  assert.ok(contactos.every(({ fecha }) => fecha !== null), 'y la fecha del último contacto de la lista de trabajo');
  assert.equal(await completarDerivados(api.app.db), 0, 'una segunda pasada no tiene nada que calcular');
});
