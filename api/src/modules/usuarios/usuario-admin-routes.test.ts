import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  MENSAJE_BIOBANCO_SIN_BIOBANCO,
  MENSAJE_CLINICO_SIN_CENTRO,
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_CONTRASENA_COMUN,
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_LABORATORIO_SIN_LABORATORIO,
  type Usuario,
} from '@registro-lma/shared/domain';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, type TestSession } from '../../testing/sign-in';
import { MENSAJE_ULTIMO_ADMINISTRADOR } from './usuario-commands';

const USUARIOS = '/leucemiaUsuarios/api/usuarios';

let admin: TestSession;
let hospitalActivo: number;
let hospitalInactivo: number;

async function crearHospital(codigo: string): Promise<number> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/leucemiaHospitales/api/hospitales',
    headers: { authorization: admin.authorization },
    payload: { codigo, nombre: `Hospital ${codigo}`, ciudad: 'Sevilla', comunidad_autonoma: 'AN' },
  });
  return response.json<{ hospital_id: number }>().hospital_id;
}

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  hospitalActivo = await crearHospital('HUVR');
  hospitalInactivo = await crearHospital('HCERRADO');
  await app.inject({ method: 'DELETE', url: `/leucemiaHospitales/api/hospitales/${hospitalInactivo}`, headers: { authorization: admin.authorization } });
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return api.app.inject({ method, url, headers: { authorization: admin.authorization }, ...(payload ? { payload } : {}) });
}

const alta = (cambios: object = {}) => ({
  email: 'Ana.Garcia@Hospital.ES',
  nombre: 'Ana',
  apellidos: 'García López',
  rol: 'CLINICO',
  hospitales: [hospitalActivo],
  password: 'una-contraseña-larga',
  ...cambios,
});

describe('alta', () => {
  test('creates the user (e-mail lower-cased) and answers 201 with its record and version 1', async () => {
    const response = await send('POST', USUARIOS, alta());
    assert.equal(response.statusCode, 201);
    const creado = response.json<Usuario>();
    assert.equal(creado.email, 'ana.garcia@hospital.es');
    assert.equal(creado.rol, 'CLINICO');
    assert.deepEqual(creado.hospitales, [{ hospital_id: hospitalActivo, codigo: 'HUVR', nombre: 'Hospital HUVR' }]);
    assert.equal(creado.activo, true);
    assert.equal(creado.version, 1);
    assert.equal(creado.ultimo_acceso, null);
    assert.ok(!('password' in creado) && !('password_hash' in creado));
  });

  test('the same e-mail in other case is refused with 409 and G13 on email', async () => {
    const response = await send('POST', USUARIOS, alta({ email: 'ANA.GARCIA@hospital.es' }));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: 'Ya existe un registro con este valor.',
      errores: { email: 'Ya existe un registro con este valor.' },
    });
  });

  test('role rules and password length give their exact Spanish messages', async () => {
    const casos = [
      [alta({ email: 'c@h.es', hospitales: [] }), { hospitales: MENSAJE_CLINICO_SIN_CENTRO }],
      [alta({ email: 'l@h.es', rol: 'LABORATORIO' }), { laboratorios: MENSAJE_LABORATORIO_SIN_LABORATORIO }],
      [alta({ email: 'b@h.es', rol: 'BIOBANCO' }), { biolabs: MENSAJE_BIOBANCO_SIN_BIOBANCO }],
      [alta({ email: 'p@h.es', password: 'corta' }), { password: MENSAJE_CONTRASENA_CORTA }],
      [alta({ email: 'p@h.es', password: 'once-letras' }), { password: MENSAJE_CONTRASENA_CORTA }],
      [alta({ email: 'p@h.es', password: 'Contraseña1234' }), { password: MENSAJE_CONTRASENA_COMUN }],
      [alta({ email: 'no-es-correo', rol: 'JEFE' }), { email: 'Formato no válido.', rol: 'Seleccione un valor de la lista.' }],
      [{}, { email: 'Este campo es obligatorio.', nombre: 'Este campo es obligatorio.', apellidos: 'Este campo es obligatorio.', rol: 'Este campo es obligatorio.', password: 'Este campo es obligatorio.' }],
    ] as const;
    for (const [payload, errores] of casos) {
      const response = await send('POST', USUARIOS, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { message: 'Datos no válidos.', errores });
    }
  });

  test('unknown or inactive hospitals are refused with G07', async () => {
    for (const hospitales of [[999_999], [hospitalInactivo]]) {
      const response = await send('POST', USUARIOS, alta({ email: 'h@h.es', hospitales }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'Datos no válidos.', errores: { hospitales: 'Seleccione un valor de la lista.' } });
    }
  });

  test('hospitals are dropped for roles that do not use them', async () => {
    const response = await send('POST', USUARIOS, alta({ email: 'lab@h.es', rol: 'LABORATORIO', laboratorios: ['LAB_LOCAL'] }));
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json<Usuario>().hospitales, []);
    assert.deepEqual(response.json<Usuario>().laboratorios, ['LAB_LOCAL']);
  });

  test('the creation is audited with the new record and no password', async () => {
    const creado = (await send('POST', USUARIOS, alta({ email: 'auditada@h.es' }))).json<Usuario>();
    const filas = await auditRows(api.app, 'usuario', creado.usuario_id);
    assert.equal(filas.length, 1);
    assert.equal(filas[0]?.accion, 'CREAR');
    assert.equal(filas[0]?.usuario_id, admin.usuario_id);
    assert.equal(filas[0]?.rol, 'ADMIN');
    assert.equal(filas[0]?.antes, null);
    assert.deepEqual(filas[0]?.despues, creado);
    assert.doesNotMatch(JSON.stringify(filas), /password|argon2/);
  });
});

describe('consulta', () => {
  test('lists with pagination, search and the activo filter', async () => {
    const pagina = await send('GET', `${USUARIOS}?pagina=1&tamano=2`);
    assert.equal(pagina.statusCode, 200);
    const { items, total } = pagina.json<{ items: Usuario[]; total: number }>();
    assert.equal(items.length, 2);
    assert.ok(total >= 4);

    const busqueda = (await send('GET', `${USUARIOS}?q=ANA.GARCIA`)).json<{ items: Usuario[]; total: number }>();
    assert.deepEqual(busqueda.items.map((u) => u.email), ['ana.garcia@hospital.es']);
    assert.equal(busqueda.total, 1);

    const comodin = (await send('GET', `${USUARIOS}?q=%25`)).json<{ total: number }>();
    assert.equal(comodin.total, 0, 'a % in the search is literal');

    const inactivos = (await send('GET', `${USUARIOS}?activo=false`)).json<{ items: Usuario[] }>();
    assert.ok(inactivos.items.every((u) => !u.activo));
  });

  test('bad list parameters answer 400 per parameter', async () => {
    const response = await send('GET', `${USUARIOS}?pagina=0&tamano=500&activo=quizas`);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Datos no válidos.',
      errores: {
        pagina: 'Valor fuera de rango: debe estar entre 1 y 1000000.',
        tamano: 'Valor fuera de rango: debe estar entre 1 y 200.',
        activo: 'Seleccione un valor de la lista.',
      },
    });
  });

  test('one user by id; unknown id 404; non-numeric id 400', async () => {
    assert.equal((await send('GET', `${USUARIOS}/${admin.usuario_id}`)).json<Usuario>().email, admin.email);
    const desconocido = await send('GET', `${USUARIOS}/999999`);
    assert.equal(desconocido.statusCode, 404);
    assert.deepEqual(desconocido.json(), { message: 'Recurso no encontrado.' });
    const texto = await send('GET', `${USUARIOS}/abc`);
    assert.equal(texto.statusCode, 400);
    assert.deepEqual(texto.json(), { message: 'Datos no válidos.', errores: { id: 'Introduzca un número entero.' } });
  });
});

describe('edición y baja', () => {
  let usuario: Usuario;

  before(async () => {
    usuario = (await send('POST', USUARIOS, alta({ email: 'editable@h.es' }))).json<Usuario>();
  });

  test('an edit with the current version saves, bumps the version and is audited', async () => {
    const response = await send('PUT', `${USUARIOS}/${usuario.usuario_id}`, { ...usuario, rol: 'COORDINADOR', hospitales: [] });
    assert.equal(response.statusCode, 200);
    const editado = response.json<Usuario>();
    assert.equal(editado.rol, 'COORDINADOR');
    assert.equal(editado.version, usuario.version + 1);
    const filas = await auditRows(api.app, 'usuario', usuario.usuario_id);
    assert.deepEqual(filas.map((f) => f.accion), ['CREAR', 'MODIFICAR']);
    assert.deepEqual(filas[1]?.antes, usuario);
    assert.deepEqual(filas[1]?.despues, editado);
    usuario = editado;
  });

  test('an edit with a stale version answers 409 and changes nothing', async () => {
    const response = await send('PUT', `${USUARIOS}/${usuario.usuario_id}`, { ...usuario, nombre: 'Otra', version: usuario.version - 1 });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: MENSAJE_CONFLICTO_VERSION });
    assert.equal((await send('GET', `${USUARIOS}/${usuario.usuario_id}`)).json<Usuario>().nombre, 'Ana');
  });

  test('an edit without version is invalid; of an unknown user, 404', async () => {
    const { version: _version, ...sinVersion } = usuario;
    const response = await send('PUT', `${USUARIOS}/${usuario.usuario_id}`, sinVersion);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Datos no válidos.', errores: { version: 'Este campo es obligatorio.' } });
    assert.equal((await send('PUT', `${USUARIOS}/999999`, usuario)).statusCode, 404);
  });

  test('taking an e-mail already in use answers 409 with G13 on email', async () => {
    const response = await send('PUT', `${USUARIOS}/${usuario.usuario_id}`, { ...usuario, email: admin.email.toUpperCase() });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json<{ errores: object }>().errores, { email: 'Ya existe un registro con este valor.' });
  });

  test('a new password in an edit resets it: the user signs in with it and must change it first', async () => {
    const response = await send('PUT', `${USUARIOS}/${usuario.usuario_id}`, { ...usuario, password: 'contraseña-restablecida' });
    assert.equal(response.statusCode, 200);
    usuario = response.json<Usuario>();
    const login = await api.app.inject({
      method: 'POST',
      url: '/leucemiaAutenticacion/api/auth/login',
      payload: { email: usuario.email, password: 'contraseña-restablecida' },
    });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json<{ debe_cambiar_password: boolean }>().debe_cambiar_password, true);
    const filas = await auditRows(api.app, 'usuario', usuario.usuario_id);
    assert.equal((filas.at(-1)?.despues as { contrasena_restablecida?: boolean }).contrasena_restablecida, true);
  });

  test('DELETE deactivates (logical deletion), is audited, and repeating it changes nothing', async () => {
    const response = await send('DELETE', `${USUARIOS}/${usuario.usuario_id}`);
    assert.equal(response.statusCode, 200);
    const baja = response.json<Usuario>();
    assert.equal(baja.activo, false);
    assert.equal(baja.version, usuario.version + 1);
    const otraVez = await send('DELETE', `${USUARIOS}/${usuario.usuario_id}`);
    assert.deepEqual(otraVez.json(), baja);
    // The repeated DELETE changed nothing: it is audited as a read of the user it answered.
    const filas = await auditRows(api.app, 'usuario', usuario.usuario_id);
    assert.deepEqual(filas.slice(-2).map((f) => f.accion), ['DESACTIVAR', 'VER']);
    assert.equal((filas.at(-2)?.antes as Usuario).activo, true);
    assert.equal((filas.at(-2)?.despues as Usuario).activo, false);
    assert.equal((await send('GET', `${USUARIOS}/${usuario.usuario_id}`)).json<Usuario>().activo, false);
  });

  test('the last active ADMIN can be neither deactivated nor demoted', async () => {
    const soloAdmins = (await send('GET', `${USUARIOS}?activo=true&tamano=200`)).json<{ items: Usuario[] }>();
    const otrosAdmins = soloAdmins.items.filter((u) => u.rol === 'ADMIN' && u.usuario_id !== admin.usuario_id);
    for (const otro of otrosAdmins) assert.equal((await send('DELETE', `${USUARIOS}/${otro.usuario_id}`)).statusCode, 200);

    const baja = await send('DELETE', `${USUARIOS}/${admin.usuario_id}`);
    assert.equal(baja.statusCode, 409);
    assert.deepEqual(baja.json(), { message: MENSAJE_ULTIMO_ADMINISTRADOR });
    const yo = (await send('GET', `${USUARIOS}/${admin.usuario_id}`)).json<Usuario>();
    const degradado = await send('PUT', `${USUARIOS}/${admin.usuario_id}`, { ...yo, rol: 'LECTURA' });
    assert.equal(degradado.statusCode, 409);
  });
});
