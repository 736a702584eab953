import assert from 'node:assert/strict';
import { test } from 'node:test';
import { descarga } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { ejecutarDescarga, MENSAJE_DESCARGA_FALLIDA, type PeticionDescarga } from './descarga-job';
import { DESCARGAS } from './descarga.fixture';

let admin: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  centro = await crearCentro(app, 'HFILTR');
  await registrarPaciente(app, admin, formularioPaciente(centro));
});

const pedir = (area: string, opciones: object) => requestAs(api.app, admin, 'POST', `${DESCARGAS}/descarga/recarga/${area}`, opciones);

async function descargasGuardadas(): Promise<number> {
  return (await api.app.db.select({ id: descarga.descarga_id }).from(descarga)).length;
}

test('a diagnosis range that ends before it starts is refused, naming «Diagnóstico hasta», and no extract is made', async () => {
  const antes = await descargasGuardadas();
  const respuesta = await pedir('diagnostico', { fecha_diagnostico_desde: '2024-06-01', fecha_diagnostico_hasta: '2024-01-31' });
  assert.equal(respuesta.statusCode, 400);
  assert.deepEqual(respuesta.json<{ errores: object }>().errores, {
    fecha_diagnostico_hasta: '«Diagnóstico hasta» no puede ser anterior a «Diagnóstico desde»: ningún paciente cumpliría el filtro.',
  });
  assert.equal(await descargasGuardadas(), antes);
  assert.equal((await pedir('diagnostico', { fecha_diagnostico_desde: '2024-01-31', fecha_diagnostico_hasta: '2024-01-31' })).statusCode, 202);
});

test('the trial code meaning «not in a trial» is refused as the trial of the trial download', async () => {
  const respuesta = await pedir('ensayo', { ensayo: 'NINGUNO' });
  assert.equal(respuesta.statusCode, 400);
  assert.deepEqual(respuesta.json<{ errores: object }>().errores, {
    ensayo: '«Ensayo»: «No incluido en ensayo» no es un ensayo; elija el ensayo de la descarga.',
  });
});

test('a centre that does not exist, or an id out of range, is refused up front (400 on «Centros»), never reaching a query', async () => {
  for (const id of [99_999_999_999, 2_147_483_647, 987_654]) {
    const respuesta = await pedir('diagnostico', { hospitales: [centro, id] });
    assert.equal(respuesta.statusCode, 400, `${id}: ${respuesta.body}`);
    assert.deepEqual(respuesta.json<{ errores: object }>().errores, { hospitales: `«Centros»: no existe ningún centro con el identificador ${id}.` });
  }
  assert.equal((await pedir('diagnostico', { hospitales: [centro] })).statusCode, 202);
});

test('a job that fails shows a Spanish reason, never the SQL or its values; the detail goes to the server log', async () => {
  // A filter stored before the check above existed: the query fails inside the job.
  const peticion: PeticionDescarga = {
    formato: 'CSV',
    etiquetas: false,
    seudonimizado: false,
    alcance: { rol: 'ADMIN', hospitalesUsuario: [], laboratorios: [], biolabs: [], estados: ['ACTIVO'], hospitales: [99_999_999_999] },
  };
  const [fila] = await api.app.db
    .insert(descarga)
    .values({ usuario_id: admin.usuario_id, rol: 'ADMIN', area: 'diagnostico', opciones: peticion })
    .returning();
  const registrados: unknown[] = [];
  const log = { error: (...argumentos: unknown[]) => void registrados.push(argumentos) };
  await ejecutarDescarga({ db: api.app.db, almacen: api.app.almacen, caducidadHoras: 1, parada: new AbortController().signal, log }, fila!.descarga_id);
  const vista = (await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descargas/${fila!.descarga_id}`)).json<{ estado: string; error: string }>();
  assert.deepEqual([vista.estado, vista.error], ['FALLIDA', MENSAJE_DESCARGA_FALLIDA]);
  assert.doesNotMatch(vista.error, /select|99999999999|query/i);
  assert.equal(registrados.length, 1);
  assert.match(String((registrados[0] as [{ err: Error }])[0].err), /99999999999|out of range|fuera de rango/i);
});
