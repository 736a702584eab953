import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AVISO_CENTRO_CON_USUARIOS, MENSAJE_CONFLICTO_VERSION, type Hospital } from '@registro-lma/shared/domain';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { signIn, type TestSession } from '../../testing/sign-in';

const HOSPITALES = '/leucemiaHospitales/api/hospitales';

type HospitalConAvisos = Hospital & { avisos: string[] };

let admin: TestSession;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, authorization = admin.authorization) {
  return api.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

const centro = (cambios: object = {}) => ({
  codigo: 'HULP',
  nombre: 'Hospital Universitario La Paz',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  comunidad_autonoma: 'MD',
  investigador_principal: 'Dra. Pérez',
  email_contacto: 'hematologia@lapaz.es',
  ...cambios,
});

async function crear(cambios: object = {}): Promise<Hospital> {
  const response = await send('POST', HOSPITALES, centro(cambios));
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Hospital>();
}

describe('alta', () => {
  test('creates the hospital with defaults (país ES, activo) and version 1, audited', async () => {
    const creado = await crear();
    assert.deepEqual(creado, {
      hospital_id: creado.hospital_id,
      ...centro(),
      pais: 'ES',
      activo: true,
      version: 1,
    });
    const filas = await auditRows(api.app, 'hospital', creado.hospital_id);
    assert.deepEqual(filas.map((f) => [f.accion, f.usuario_id, f.antes]), [['CREAR', admin.usuario_id, null]]);
    assert.deepEqual(filas[0]?.despues, creado);
  });

  test('a codigo already in use answers 409 with G13 on codigo', async () => {
    const response = await send('POST', HOSPITALES, centro({ nombre: 'Otro' }));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: 'Ya existe un registro con este valor.',
      errores: { codigo: 'Ya existe un registro con este valor.' },
    });
  });

  test('invalid fields answer 400 with the exact Spanish message of each', async () => {
    const response = await send('POST', HOSPITALES, {
      codigo: 'h-1',
      nombre: 'x'.repeat(151),
      pais: 'XX',
      email_contacto: 'sin arroba',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Datos no válidos.',
      errores: {
        codigo: 'Formato no válido.',
        nombre: 'El texto no puede superar 150 caracteres.',
        ciudad: 'Este campo es obligatorio.',
        pais: 'Seleccione un valor de la lista.',
        email_contacto: 'Formato no válido.',
      },
    });
  });

  test('comunidad autónoma is required in Spain and cleared elsewhere', async () => {
    const espana = await send('POST', HOSPITALES, centro({ codigo: 'SINCA', comunidad_autonoma: null }));
    assert.equal(espana.statusCode, 400);
    assert.deepEqual(espana.json<{ errores: object }>().errores, { comunidad_autonoma: 'Este campo es obligatorio.' });
    const portugal = await crear({ codigo: 'HSMLX', pais: 'PT', ciudad: 'Lisboa', comunidad_autonoma: 'MD' });
    assert.equal(portugal.comunidad_autonoma, null);
  });
});

describe('consulta', () => {
  test('lists with pagination, search and the activo filter', async () => {
    await crear({ codigo: 'HCLINIC', nombre: 'Hospital Clínic', ciudad: 'Barcelona', comunidad_autonoma: 'CT' });
    const todos = (await send('GET', `${HOSPITALES}?tamano=2&pagina=2`)).json<{ items: Hospital[]; total: number }>();
    assert.equal(todos.total, 3);
    assert.equal(todos.items.length, 1);
    const busqueda = (await send('GET', `${HOSPITALES}?q=barcelona`)).json<{ items: Hospital[] }>();
    assert.deepEqual(busqueda.items.map((h) => h.codigo), ['HCLINIC']);
    const inactivos = (await send('GET', `${HOSPITALES}?activo=false`)).json<{ total: number }>();
    assert.equal(inactivos.total, 0);
  });

  test('one hospital by id; unknown 404', async () => {
    const [primero] = (await send('GET', HOSPITALES)).json<{ items: Hospital[] }>().items;
    assert.ok(primero);
    assert.deepEqual((await send('GET', `${HOSPITALES}/${primero.hospital_id}`)).json(), primero);
    assert.equal((await send('GET', `${HOSPITALES}/424242`)).statusCode, 404);
  });
});

describe('edición y baja', () => {
  let hospital: Hospital;

  before(async () => {
    hospital = await crear({ codigo: 'HGM', nombre: 'Hospital Gregorio Marañón' });
  });

  test('an edit with the current version saves, bumps the version and is audited', async () => {
    const response = await send('PUT', `${HOSPITALES}/${hospital.hospital_id}`, { ...hospital, ciudad: 'Madrid capital' });
    assert.equal(response.statusCode, 200);
    const editado = response.json<HospitalConAvisos>();
    assert.equal(editado.ciudad, 'Madrid capital');
    assert.equal(editado.version, hospital.version + 1);
    assert.deepEqual(editado.avisos, []);
    const filas = await auditRows(api.app, 'hospital', hospital.hospital_id);
    assert.deepEqual(filas.map((f) => f.accion), ['CREAR', 'MODIFICAR']);
    assert.equal((filas[1]?.antes as Hospital).ciudad, 'Madrid');
    assert.equal((filas[1]?.despues as Hospital).ciudad, 'Madrid capital');
    const { avisos: _avisos, ...guardado } = editado;
    hospital = guardado;
  });

  test('an edit with a stale version answers 409', async () => {
    const response = await send('PUT', `${HOSPITALES}/${hospital.hospital_id}`, { ...hospital, version: 1 });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: MENSAJE_CONFLICTO_VERSION });
  });

  test('taking a codigo already in use answers 409 with G13 on codigo', async () => {
    const response = await send('PUT', `${HOSPITALES}/${hospital.hospital_id}`, { ...hospital, codigo: 'HULP' });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json<{ errores: object }>().errores, { codigo: 'Ya existe un registro con este valor.' });
  });

  test('deactivating a centre with active users is allowed with the warning, and audited', async () => {
    await signIn(api.app, 'CLINICO', { hospitales: [hospital.hospital_id] });
    const response = await send('DELETE', `${HOSPITALES}/${hospital.hospital_id}`);
    assert.equal(response.statusCode, 200);
    const baja = response.json<HospitalConAvisos>();
    assert.equal(baja.activo, false);
    assert.deepEqual(baja.avisos, [AVISO_CENTRO_CON_USUARIOS]);
    const filas = await auditRows(api.app, 'hospital', hospital.hospital_id);
    assert.equal(filas.at(-1)?.accion, 'DESACTIVAR');
  });

  test('deactivating a centre without active users carries no warning', async () => {
    const vacio = await crear({ codigo: 'HVACIO', nombre: 'Centro sin usuarios' });
    const response = await send('PUT', `${HOSPITALES}/${vacio.hospital_id}`, { ...vacio, activo: false });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<HospitalConAvisos>().avisos, []);
  });
});

describe('select', () => {
  test('any signed-in user (a CLINICO here) gets the active hospitals by name, then code', async () => {
    const clinico = await signIn(api.app, 'CLINICO');
    const response = await send('GET', `${HOSPITALES}/select`, undefined, clinico.authorization);
    assert.equal(response.statusCode, 200);
    const lista = response.json<{ hospital_id: number; codigo: string; nombre: string }[]>();
    assert.deepEqual(lista.map((h) => h.codigo), ['HCLINIC', 'HSMLX', 'HULP']);
    assert.deepEqual(Object.keys(lista[0] ?? {}), ['hospital_id', 'codigo', 'nombre']);
  });

  test('without a token it answers 401', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${HOSPITALES}/select` });
    assert.equal(response.statusCode, 401);
  });
});
