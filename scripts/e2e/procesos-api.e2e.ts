// README «Producción» on one machine: two API processes on one PostgreSQL database and one S3-compatible store,
// behind nginx sharing requests between them in turn. Whatever one process does, the other honours: a session ended,
// or a user deactivated, on one is refused by both, a file stored by one is served by the other, an extract asked of
// one is made once and served by both, failed sign-ins count together; and a process killed in the middle of a burst
// of creates loses none that was answered.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { LIMITES_INTENTOS } from '../../api/src/modules/autenticacion/intentos-login-limiter';
// The API's own report fixture (pdf-lib): a clean one-page PDF.
import { pdfLimpio } from '../../api/src/platform/subidas/pdf.fixture';
import { arrancarAlmacenS3, type AlmacenS3 } from './support/almacen-s3-server';
import { arrancarNginx, CABECERA_PROCESO, type NginxProxy } from './support/nginx-proxy';
import { ADMIN, startSystem, type RunningSystem } from './support/running-system';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const LOGIN = '/leucemiaAutenticacion/api/auth/login';
const USUARIO_TOKEN = '/leucemiaUsuarios/api/usuarios/usuario-token';
const DESCARGAS = '/leucemiaDescargas/api';
const DOCUMENTO = '/leucemiaLibrerias/api/library/documentos/protocolo-citometria';
const GESTORA = { email: 'gestora@procesos.example', password: 'clave-gestora-procesos-2026' };
const DESACTIVADA = { email: 'desactivada@procesos.example', password: 'clave-desactivada-procesos-2026' };
const OLVIDADIZO = { email: 'olvidadizo@procesos.example', password: 'clave-olvidadizo-procesos-2026' };
/** Creates in the burst that loses a process, and how many answered ones trigger the kill. */
const RAFAGA = 40;
const A_LA_VEZ = 6;
const RESPONDIDAS_ANTES_DE_MATAR = 10;

let base: TestDatabase | undefined;
let almacen: AlmacenS3 | undefined;
let proxy: NginxProxy | undefined;
const procesos: RunningSystem[] = [];
const carpetas: string[] = [];
let propietario: pg.Client | undefined;

// Two processes cannot share an embedded PGlite: without a server (TEST_DATABASE_URL) there is nothing to test.
const conServidor = { skip: process.env.TEST_DATABASE_URL === undefined && 'sin TEST_DATABASE_URL: dos procesos no comparten un PGlite' };

before(async () => {
  if (conServidor.skip !== false) return;
  base = await createTestDatabase();
  almacen = await arrancarAlmacenS3();
  // One after the other: the first migrates the empty database and creates the administrator.
  for (const nombre of ['a', 'b']) {
    // Each its own data folder: only the shared store can hand one's files to the other.
    const carpeta = await mkdtemp(path.join(os.tmpdir(), `registro-lma-proceso-${nombre}-`));
    carpetas.push(carpeta);
    procesos.push(await startSystem({ ...almacen.env, DATA_DIR: carpeta, TRUST_PROXY: 'loopback' }, base));
  }
  proxy = await arrancarNginx(procesos.map((sistema) => new URL(sistema.url).host));
  propietario = new pg.Client({ connectionString: base.env.DATABASE_OWNER_URL });
  await propietario.connect();
});

after(async () => {
  await propietario?.end();
  await proxy?.stop();
  for (const sistema of procesos) await sistema.stop();
  await almacen?.stop();
  await base?.drop();
  for (const carpeta of carpetas) await rm(carpeta, { recursive: true, force: true });
});

const procesoA = () => procesos[0]!;
const procesoB = () => procesos[1]!;

interface Respuesta {
  status: number;
  /** The process that answered, «a» or «b» (through the proxy; the one asked directly otherwise). */
  proceso: string;
  cuerpo: Buffer;
  json<T>(): T;
}

/** A request to `destino` (the proxy unless a process is named), with a session token and a JSON or form body. */
async function pedir(
  metodo: string,
  ruta: string,
  opciones: { token?: string; cuerpo?: object | FormData; cabeceras?: Record<string, string>; destino?: RunningSystem } = {},
): Promise<Respuesta> {
  const url = opciones.destino?.url ?? proxy!.url;
  const cabeceras: Record<string, string> = { ...opciones.cabeceras };
  if (opciones.token !== undefined) cabeceras.authorization = `Bearer ${opciones.token}`;
  let body: string | FormData | undefined;
  if (opciones.cuerpo instanceof FormData) body = opciones.cuerpo;
  else if (opciones.cuerpo !== undefined) {
    cabeceras['content-type'] = 'application/json';
    body = JSON.stringify(opciones.cuerpo);
  }
  const respuesta = await fetch(`${url}${ruta}`, { method: metodo, headers: cabeceras, ...(body === undefined ? {} : { body }) });
  const cuerpo = Buffer.from(await respuesta.arrayBuffer());
  // After a failed attempt the proxy names every process it tried: the last one answered.
  const direccion = opciones.destino === undefined ? respuesta.headers.get(CABECERA_PROCESO)?.split(',').at(-1)?.trim() : new URL(url).host;
  const indice = procesos.findIndex((sistema) => new URL(sistema.url).host === direccion);
  return { status: respuesta.status, proceso: indice === 0 ? 'a' : indice === 1 ? 'b' : `¿${direccion}?`, cuerpo, json: <T>() => JSON.parse(cuerpo.toString('utf8')) as T };
}

/** `pedir` that fails the test on any answer but `esperado`. */
async function exigir(esperado: number, metodo: string, ruta: string, opciones: Parameters<typeof pedir>[2] = {}): Promise<Respuesta> {
  const respuesta = await pedir(metodo, ruta, opciones);
  assert.equal(respuesta.status, esperado, `${metodo} ${ruta} en ${respuesta.proceso}: ${respuesta.cuerpo.toString('utf8')}`);
  return respuesta;
}

async function entrar(credenciales: { email: string; password: string }, destino?: RunningSystem): Promise<{ token: string; proceso: string }> {
  const login = await exigir(200, 'POST', LOGIN, { cuerpo: credenciales, ...(destino === undefined ? {} : { destino }) });
  return { token: login.json<{ token: string }>().token, proceso: login.proceso };
}

/** Creates a user and answers their id. */
async function crearUsuario(admin: string, credenciales: { email: string; password: string }, rol: string): Promise<number> {
  const creado = await exigir(201, 'POST', '/leucemiaUsuarios/api/usuarios', { token: admin, cuerpo: { ...credenciales, nombre: 'Usuaria', apellidos: 'De Procesos', rol } });
  return creado.json<{ usuario_id: number }>().usuario_id;
}

const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

/**
 * The status of `comprobar` once it is `esperado`, or its last one after 5 s. A session ended on one process reaches
 * the other's memory by a PostgreSQL notification, a moment after the commit: well within the 60 s for which a
 * process may otherwise remember a user (usuario-cache.ts).
 */
async function estadoFinal(esperado: number, comprobar: () => Promise<number>): Promise<number> {
  const limite = Date.now() + 5_000;
  for (;;) {
    const estado = await comprobar();
    if (estado === esperado || Date.now() > limite) return estado;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Signs in through the proxy and uses the token on both processes, so that both remember the session: the proxy takes
 * the processes in turn, so each request lands on the other process than the one before. The next request through the
 * proxy lands on the process that did not open the session.
 */
async function sesionEnLosDos(credenciales: { email: string; password: string }): Promise<{ token: string; proceso: string }> {
  const sesion = await entrar(credenciales);
  const enLaOtra = await exigir(200, 'GET', USUARIO_TOKEN, { token: sesion.token });
  const enLaMisma = await exigir(200, 'GET', USUARIO_TOKEN, { token: sesion.token });
  assert.deepEqual([enLaOtra.proceso === sesion.proceso, enLaMisma.proceso === sesion.proceso], [false, true], 'abierta en un proceso, usada en los dos');
  return sesion;
}

/** The token is refused by each process asked directly, and through the proxy by both. */
async function rechazadoEnLosDos(token: string): Promise<void> {
  for (const sistema of [procesoA(), procesoB()]) {
    const estado = await estadoFinal(401, async () => (await pedir('GET', USUARIO_TOKEN, { token, destino: sistema })).status);
    assert.equal(estado, 401, `el token sigue valiendo en ${sistema.url}`);
  }
  const porElProxy = [await pedir('GET', USUARIO_TOKEN, { token }), await pedir('GET', USUARIO_TOKEN, { token })];
  assert.deepEqual(
    porElProxy.map((respuesta) => [respuesta.status, respuesta.proceso]).sort(),
    [
      [401, 'a'],
      [401, 'b'],
    ],
  );
}

test('una sesión cerrada en un proceso deja de valer en los dos', conServidor, async () => {
  const admin = (await entrar(ADMIN, procesoA())).token;
  await crearUsuario(admin, GESTORA, 'COORDINADOR');
  const sesion = await sesionEnLosDos(GESTORA);
  const cierre = await exigir(204, 'POST', '/leucemiaUsuarios/api/usuarios/cerrar-sesion', { token: sesion.token });
  assert.notEqual(cierre.proceso, sesion.proceso, 'cerrada en el proceso que no la abrió');
  await rechazadoEnLosDos(sesion.token);
});

test('un usuario que el administrador desactiva en un proceso deja de valer en los dos', conServidor, async () => {
  const admin = (await entrar(ADMIN, procesoA())).token;
  const usuarioId = await crearUsuario(admin, DESACTIVADA, 'COORDINADOR');
  const sesion = await sesionEnLosDos(DESACTIVADA);
  const baja = await exigir(200, 'DELETE', `/leucemiaUsuarios/api/usuarios/${usuarioId}`, { token: admin });
  assert.notEqual(baja.proceso, sesion.proceso, 'desactivado en el proceso donde no inició sesión');
  await rechazadoEnLosDos(sesion.token);
});

test('un fichero que guarda un proceso lo sirve el otro, idéntico', conServidor, async () => {
  const admin = (await entrar(ADMIN)).token;
  const pdf = await pdfLimpio('Protocolo de citometría, guardado por un proceso y servido por otro');
  const formulario = new FormData();
  formulario.append('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'protocolo.pdf');
  const subida = await exigir(201, 'POST', DOCUMENTO, { token: admin, cuerpo: formulario });
  assert.equal(subida.json<{ sha256: string }>().sha256, sha256(pdf));

  const bajada = await exigir(200, 'GET', `${DOCUMENTO}/fichero`, { token: admin });
  assert.notEqual(bajada.proceso, subida.proceso, 'la bajada la sirve el proceso que no guardó el fichero');
  assert.equal(sha256(bajada.cuerpo), sha256(pdf));
  for (const destino of [procesoA(), procesoB()]) {
    assert.equal(sha256((await exigir(200, 'GET', `${DOCUMENTO}/fichero`, { token: admin, destino })).cuerpo), sha256(pdf), destino.url);
  }
});

test('una descarga pedida a un proceso se genera una sola vez y la sirven los dos', conServidor, async () => {
  const admin = (await entrar(ADMIN)).token;
  const pedida = await exigir(202, 'POST', `${DESCARGAS}/descarga/recarga/diagnostico`, { token: admin, cuerpo: {} });
  const id = pedida.json<{ descarga_id: string }>().descarga_id;
  const limite = Date.now() + 60_000;
  let estado = pedida.json<{ estado: string }>().estado;
  while (estado === 'PENDIENTE' || estado === 'EN_CURSO') {
    assert.ok(Date.now() < limite, `la descarga ${id} sigue ${estado} tras 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    estado = (await exigir(200, 'GET', `${DESCARGAS}/descargas/${id}`, { token: admin })).json<{ estado: string }>().estado;
  }
  assert.equal(estado, 'LISTA');

  const ficheros = [];
  for (const destino of [procesoA(), procesoB()]) ficheros.push((await exigir(200, 'GET', `${DESCARGAS}/descargas/${id}/fichero`, { token: admin, destino })).cuerpo);
  assert.equal(ficheros[0]!.subarray(0, 2).toString('latin1'), 'PK', 'un ZIP');
  assert.equal(sha256(ficheros[1]!), sha256(ficheros[0]!));

  // Taken once (every take adds an attempt), never lost with a process, one job in the queue, completed at its first run.
  const { rows: filas } = await propietario!.query('select estado, intento, perdidas from descarga');
  assert.deepEqual(filas, [{ estado: 'LISTA', intento: 1, perdidas: 0 }]);
  const { rows: trabajos } = await propietario!.query("select id, state, retry_count from pgboss.job where name = 'descargas'");
  assert.deepEqual(trabajos, [{ id, state: 'completed', retry_count: 0 }]);
});

test('los intentos fallidos de inicio de sesión cuentan juntos en los dos procesos', conServidor, async () => {
  const admin = (await entrar(ADMIN)).token;
  await crearUsuario(admin, OLVIDADIZO, 'LECTURA');
  const fallo = { email: OLVIDADIZO.email, password: 'no-es-la-clave' };
  const fallidos = [];
  for (let intento = 0; intento < LIMITES_INTENTOS.porCuentaYDireccion; intento += 1) fallidos.push(await pedir('POST', LOGIN, { cuerpo: fallo }));
  assert.deepEqual(
    fallidos.map((respuesta) => respuesta.status),
    fallidos.map(() => 401),
  );
  assert.deepEqual(new Set(fallidos.map((respuesta) => respuesta.proceso)), new Set(['a', 'b']), 'repartidos entre los dos procesos');

  // The limit of one process, reached by the two together: each refuses the next, even with the right password.
  assert.equal((await pedir('POST', LOGIN, { cuerpo: fallo })).status, 429);
  for (const destino of [procesoA(), procesoB()]) {
    assert.equal((await pedir('POST', LOGIN, { cuerpo: OLVIDADIZO, destino })).status, 429, destino.url);
  }
});

interface Alta {
  clave: string;
  status: number | 'sin respuesta';
  proceso: string;
  upn?: string;
}

test('los recuentos del panel que guarda un proceso se cuentan de nuevo cuando el otro cambia algo de lo que cuentan', conServidor, async () => {
  const admin = (await entrar(ADMIN)).token;
  const contadoEnA = async () =>
    (await exigir(200, 'GET', `${DESCARGAS}/panel/acumulacion`, { token: admin, destino: procesoA() })).json<{ calculado_en: string }>().calculado_en;
  const primero = await contadoEnA();
  assert.equal(await contadoEnA(), primero, 'la misma pregunta se responde con los recuentos ya leídos');
  await exigir(201, 'POST', '/leucemiaHospitales/api/hospitales', {
    token: admin,
    destino: procesoB(),
    cuerpo: { codigo: 'HPR02', nombre: 'Hospital del panel', ciudad: 'Madrid', comunidad_autonoma: 'MD' },
  });
  const limite = Date.now() + 5_000;
  let despues = await contadoEnA();
  while (despues === primero && Date.now() < limite) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    despues = await contadoEnA();
  }
  assert.notEqual(despues, primero, 'el proceso A sigue respondiendo lo contado antes del cambio hecho en B');
});

test('matar un proceso en mitad de una ráfaga de altas no pierde ninguna alta respondida', conServidor, async (t) => {
  const admin = (await entrar(ADMIN)).token;
  const centro = await exigir(201, 'POST', '/leucemiaHospitales/api/hospitales', {
    token: admin,
    cuerpo: { codigo: 'HPR01', nombre: 'Hospital de los procesos', ciudad: 'Madrid', comunidad_autonoma: 'MD' },
  });
  const hospitalId = centro.json<{ hospital_id: number }>().hospital_id;
  const alta = async (clave: string): Promise<Alta> => {
    const opciones = { token: admin, cuerpo: { hospital_id: hospitalId }, cabeceras: { 'idempotency-key': clave } };
    try {
      const respuesta = await pedir('POST', '/leucemia/api/pacientes/codigo-nuevo-upn', opciones);
      return { clave, status: respuesta.status, proceso: respuesta.proceso, ...(respuesta.status === 201 ? { upn: respuesta.json<{ upn: string }>().upn } : {}) };
    } catch {
      return { clave, status: 'sin respuesta', proceso: '?' };
    }
  };

  const claves = Array.from({ length: RAFAGA }, () => `rafaga-${randomUUID()}`);
  const altas: Alta[] = [];
  let siguiente = 0;
  let respondidas = 0;
  let matado = false;
  await Promise.all(
    Array.from({ length: A_LA_VEZ }, async () => {
      while (siguiente < claves.length) {
        const resultado = await alta(claves[siguiente++]!);
        altas.push(resultado);
        if (resultado.status === 201) respondidas += 1;
        // Killed once some creates were answered, while the others of the burst are on their way.
        if (!matado && respondidas >= RESPONDIDAS_ANTES_DE_MATAR) {
          matado = true;
          process.kill(procesoA().pid, 'SIGKILL');
        }
      }
    }),
  );
  assert.ok(matado);
  const confirmadas = altas.filter((resultado) => resultado.status === 201);
  assert.ok(
    confirmadas.some((resultado) => resultado.proceso === 'a'),
    'el proceso matado había respondido altas',
  );
  t.diagnostic(`${confirmadas.length} de ${RAFAGA} altas respondidas; sin respuesta o con error: ${altas.filter((resultado) => resultado.status !== 201).map((resultado) => resultado.status).join(', ') || 'ninguna'}`);

  const guardados = async () => (await propietario!.query<{ upn: string }>('select upn from paciente where hospital_id = $1', [hospitalId])).rows.map((fila) => fila.upn);
  const enLaBase = new Set(await guardados());
  assert.deepEqual(
    confirmadas.filter((resultado) => !enLaBase.has(resultado.upn!)),
    [],
    'altas respondidas que no están en la base',
  );

  // The unanswered ones, sent again with their key, reach the surviving process: each is created once, or answered
  // as it was if the killed process had committed it.
  for (const resultado of altas.filter((fila) => fila.status !== 201)) {
    const repetida = await alta(resultado.clave);
    assert.deepEqual([repetida.status, repetida.proceso], [201, 'b'], resultado.clave);
    confirmadas.push(repetida);
  }
  const todos = await guardados();
  assert.equal(todos.length, RAFAGA, 'una alta por clave, ni perdidas ni repetidas');
  assert.deepEqual(new Set(todos), new Set(confirmadas.map((resultado) => resultado.upn)));
});
