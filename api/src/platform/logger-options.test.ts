import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { comoPropietario } from '../testing/propietario';
import { crearCentro, formularioPaciente, PACIENTES } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';
import { MENSAJE_ERROR_INESPERADO } from './error-handler';

// A write that fails in the database must log what failed (the statement's name and shape), never the
// values it carried: not the password or its hash, not a birth date, physician or free text, not the token or cookie.

const USUARIOS = '/leucemiaUsuarios/api/usuarios';
const PASSWORD = 'Contraseña-Secreta-De-La-Prueba-9137';
const COOKIE = 'galleta-secreta-de-la-prueba-4471';
const EMAIL = 'persona.secreta.5521@hospital.es';
const CLINICOS = {
  fecha_nacimiento: '1947-03-29',
  medico_responsable: 'Dra. Valverde Secreta',
  observaciones: 'Texto clínico secreto de la prueba 8812',
};

const lineas: string[] = [];
let admin: TestSession;
let hospitalId: number;

const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lineas.push(chunk.toString());
    done();
  },
});

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  hospitalId = await crearCentro(app, 'HLOG');
  // Every new row of these tables now fails in the database, as a write does when the server refuses it. A schema
  // change is the owner's: the application's role may not make it.
  const propietario = comoPropietario(app.config.databaseOwnerUrl, app.db);
  try {
    await propietario.db.execute(sql`alter table usuario add constraint falla_en_prueba check (email <> ${sql.raw(`'${EMAIL}'`)}) not valid`);
    await propietario.db.execute(
      sql`alter table paciente add constraint falla_en_prueba check (medico_responsable is null or medico_responsable <> ${sql.raw(`'${CLINICOS.medico_responsable}'`)}) not valid`,
    );
  } finally {
    await propietario.close();
  }
}, { logger: { level: 'info', stream } });

function registro(): string {
  return lineas.join('');
}

function cabeceras(): Record<string, string> {
  return { authorization: admin.authorization, cookie: `token=${COOKIE}; lista=1` };
}

function comprobarQueNoAparece(texto: string, valores: readonly string[]): void {
  for (const valor of valores) assert.ok(!texto.includes(valor), `«${valor}» aparece en el registro`);
}

function lineaDelError(): Record<string, unknown> {
  const linea = lineas.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'Error inesperado');
  assert.ok(linea, 'el 500 no se registró');
  return linea;
}

test('a user create that fails in the database logs the statement, not the password, its hash, the token or cookie', async () => {
  lineas.length = 0;
  const response = await api.app.inject({
    method: 'POST',
    url: USUARIOS,
    headers: cabeceras(),
    payload: { email: EMAIL, nombre: 'Ana', apellidos: 'Secreta', rol: 'CLINICO', hospitales: [hospitalId], password: PASSWORD },
  });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { message: MENSAJE_ERROR_INESPERADO });

  const texto = registro();
  const token = admin.authorization.slice('Bearer '.length);
  comprobarQueNoAparece(texto, [PASSWORD, COOKIE, token, EMAIL, '$argon2']);
  const { err } = lineaDelError() as { err: { cause?: { code?: string }; sentencia?: string; sql?: string } };
  // What helps to find the fault is still there.
  assert.match(String(err.sentencia), /^s_|a medida/);
  assert.match(String(err.sql), /insert into "usuario"/);
  assert.equal(err.cause?.code, '23514');
  assert.ok(texto.includes(`"url":"${USUARIOS}"`));
});

test('a patient create that fails logs no birth date, physician nor free text', async () => {
  lineas.length = 0;
  const response = await api.app.inject({
    method: 'POST',
    url: PACIENTES,
    headers: cabeceras(),
    payload: formularioPaciente(hospitalId, CLINICOS),
  });
  assert.equal(response.statusCode, 500);
  comprobarQueNoAparece(registro(), Object.values(CLINICOS));
  assert.match(String((lineaDelError().err as { sql?: string }).sql), /insert into "paciente"/);
});

test('a value the database echoes in its message is masked; the path of a search is logged as its route', async () => {
  lineas.length = 0;
  const secreto = 'SECRETO-1953-11-02';
  api.app.log.error({ err: await api.app.db.execute(sql`select ${secreto}::date`).catch((error: unknown) => error) }, 'Error inesperado');
  const busqueda = await api.app.inject({ method: 'GET', url: `${PACIENTES}/select/busqueda/Valverde?x=1`, headers: cabeceras() });
  assert.equal(busqueda.statusCode, 200);
  comprobarQueNoAparece(registro(), [secreto, 'Valverde']);
  assert.match(registro(), /select\/busqueda\/:texto/);
});

test('credentials and bodies a log call passes by hand are censored', () => {
  lineas.length = 0;
  api.app.log.warn({ headers: cabeceras(), body: CLINICOS, password: PASSWORD, usuario: { password: PASSWORD } }, 'a mano');
  comprobarQueNoAparece(registro(), [PASSWORD, COOKIE, admin.authorization, ...Object.values(CLINICOS)]);
  assert.match(registro(), /\[censurado\]/);
});
