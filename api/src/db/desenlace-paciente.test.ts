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
let otroCentro = 0;

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'DESN');
  otroCentro = await crearCentro(app, 'DES2');
  ids = (await sembrarExpedientesIdentificables(app, await signIn(app, 'ADMIN'), centro)).map((p) => p.paciente_id);
});

/** The patient's values the triggers copy into its outcome row, the panel's filters and groups. */
const COPIADAS = ['hospital_id', 'estado', 'creado_por', 'fecha_diagnostico', 'edad_diagnostico', 'entidad', 'fecha_registro'] as const;

/** The computed values of the outcome rows of the test's patients. */
async function filas(): Promise<Record<string, unknown>[]> {
  const leidas = await api.app.db.select().from(desenlacePaciente).orderBy(desenlacePaciente.paciente_id);
  return leidas
    .filter((fila) => ids.includes(fila.paciente_id))
    .map(({ calculado_en: _, ...resto }) => Object.fromEntries(Object.entries(resto).filter(([columna]) => !(COPIADAS as readonly string[]).includes(columna))));
}

/** The copied values, as the outcome rows hold them and as the patient rows do. */
async function copias(): Promise<{ enDesenlace: Record<string, unknown>[]; enPaciente: Record<string, unknown>[] }> {
  const columnas = (tabla: typeof desenlacePaciente | typeof paciente) => ({
    paciente_id: tabla.paciente_id,
    ...Object.fromEntries(COPIADAS.map((columna) => [columna, tabla[columna]])),
  });
  const de = async (tabla: typeof desenlacePaciente | typeof paciente) =>
    api.app.db.select(columnas(tabla)).from(tabla).where(inArray(tabla.paciente_id, ids)).orderBy(tabla.paciente_id);
  return { enDesenlace: await de(desenlacePaciente), enPaciente: await de(paciente) };
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

test('los valores del paciente por los que filtra el panel están en su desenlace y lo siguen en cada cambio (traslado, estado, edad, fecha de registro)', async () => {
  const inicial = await copias();
  assert.equal(inicial.enDesenlace.length, ids.length);
  assert.deepEqual(inicial.enDesenlace, inicial.enPaciente);
  await api.app.db
    .update(paciente)
    .set({ hospital_id: otroCentro, estado: 'PERDIDO_SEGUIMIENTO', edad_diagnostico: 77, fecha_registro: '2024-02-29' })
    .where(eq(paciente.paciente_id, ids[0]!));
  const despues = await copias();
  assert.deepEqual(despues.enDesenlace, despues.enPaciente);
  assert.deepEqual(despues.enDesenlace[0], { ...inicial.enDesenlace[0], hospital_id: otroCentro, estado: 'PERDIDO_SEGUIMIENTO', edad_diagnostico: 77, fecha_registro: '2024-02-29' });
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
