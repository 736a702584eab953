import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { ETIQUETA_ROL, type Rol } from '@registro-lma/shared/domain';
import { auditoria, descarga } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { claveFicheroDescarga } from './descarga-job';
import { DESCARGAS, descargarFichero, esperarDescarga, pedirDescarga, retenerAlmacen } from './descarga.fixture';

let admin: TestSession;
let centroA: number;
let centroB: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  centroA = await crearCentro(app, 'HDERA');
  centroB = await crearCentro(app, 'HDERB');
  for (const centro of [centroA, centroB]) await registrarPaciente(app, admin, formularioPaciente(centro));
});

const USUARIOS = '/leucemiaUsuarios/api/usuarios';
const fichero = (sesion: TestSession, id: string) => requestAs(api.app, sesion, 'GET', `${DESCARGAS}/descargas/${id}/fichero`);

/** The administrator changes the account (which closes its sessions); its owner signs in again with the new rights. */
async function cambiarCuenta(sesion: TestSession, cambios: { rol?: Rol; hospitales?: number[] }): Promise<TestSession> {
  const leido = await requestAs(api.app, admin, 'GET', `${USUARIOS}/${sesion.usuario_id}`);
  const actual = leido.json<{ hospitales: { hospital_id: number }[] }>();
  const cambio = await requestAs(api.app, admin, 'PUT', `${USUARIOS}/${sesion.usuario_id}`, {
    ...actual,
    hospitales: actual.hospitales.map((hospital) => hospital.hospital_id),
    ...cambios,
  });
  assert.equal(cambio.statusCode, 200, cambio.body);
  const rol = cambios.rol ?? sesion.rol;
  const { token } = await api.app.abrirSesion({ usuario_id: sesion.usuario_id, rol, debe_cambiar_password: false });
  return { ...sesion, rol, authorization: `Bearer ${token}` };
}

/** Generates an extract and waits until it is ready, without downloading it. */
async function lista(sesion: TestSession, area: string, opciones: object = {}) {
  const pedida = await pedirDescarga(api.app, sesion, area, opciones);
  const vista = await esperarDescarga(api.app, sesion, pedida.descarga_id);
  assert.equal(vista.estado, 'LISTA', vista.error ?? '');
  return vista;
}

describe('rights at download time (data-dictionary §2.3)', () => {
  test('a clinician’s identified extract is refused once the account is LECTURA: 403 in Spanish, audited, the job says why, the file is removed', async () => {
    const clinico = await signIn(api.app, 'CLINICO', { hospitales: [centroA] });
    const vista = await lista(clinico, 'diagnostico');
    assert.equal(vista.seudonimizado, false);
    const clave = claveFicheroDescarga(vista.descarga_id, 'CSV');
    assert.equal(await api.app.almacen.existe(clave), true);

    const lectura = await cambiarCuenta(clinico, { rol: 'LECTURA', hospitales: [] });
    const respuesta = await fichero(lectura, vista.descarga_id);
    assert.equal(respuesta.statusCode, 403);
    assert.equal(
      respuesta.json<{ message: string }>().message,
      `Fichero retirado: La descarga tiene datos identificados y su rol actual «${ETIQUETA_ROL.LECTURA}» solo puede recibirlos seudonimizados.`,
    );

    const denegada = (await requestAs(api.app, lectura, 'GET', `${DESCARGAS}/descargas/${vista.descarga_id}`)).json<{ estado: string; error: string }>();
    assert.equal(denegada.estado, 'DENEGADA');
    assert.match(denegada.error, /^Fichero retirado: La descarga tiene datos identificados/);
    assert.equal(await api.app.almacen.existe(clave), false);
    const acciones = await api.app.db
      .select({ accion: auditoria.accion, tabla: auditoria.tabla })
      .from(auditoria)
      .where(and(eq(auditoria.usuario_id, clinico.usuario_id), sql`${auditoria.accion} in ('ACCESO_DENEGADO', 'CAMBIO_ESTADO')`));
    assert.ok(acciones.some((fila) => fila.accion === 'ACCESO_DENEGADO'), JSON.stringify(acciones));
    assert.ok(acciones.some((fila) => fila.accion === 'CAMBIO_ESTADO' && fila.tabla === 'descarga'), JSON.stringify(acciones));
    // Asking again gives the same reason.
    const otra = await fichero(lectura, vista.descarga_id);
    assert.deepEqual([otra.statusCode, otra.json<{ message: string }>().message], [403, denegada.error]);
  });

  test('a clinician who loses a centre cannot take an extract that holds its patients; one of the centre kept still downloads', async () => {
    const clinico = await signIn(api.app, 'CLINICO', { hospitales: [centroA, centroB] });
    const ambos = await lista(clinico, 'diagnostico');
    const soloA = await lista(clinico, 'diagnostico', { hospitales: [centroA] });
    const reducido = await cambiarCuenta(clinico, { hospitales: [centroA] });
    const respuesta = await fichero(reducido, ambos.descarga_id);
    assert.equal(respuesta.statusCode, 403);
    assert.match(respuesta.json<{ message: string }>().message, /centros que ya no tiene asignados/);
    assert.equal((await fichero(reducido, soloA.descarga_id)).statusCode, 200);
  });

  test('a coordinator’s extract of every centre is refused once the account is a clinician of one centre', async () => {
    const coordinador = await signIn(api.app, 'COORDINADOR');
    const vista = await lista(coordinador, 'induccion');
    const clinico = await cambiarCuenta(coordinador, { rol: 'CLINICO', hospitales: [centroA] });
    assert.equal((await fichero(clinico, vista.descarga_id)).statusCode, 403);
  });
});

describe('a file that is no longer there says why', () => {
  test('an extract past its expiry is refused at once (410) and shown «Caducada», before any purge', async () => {
    const vista = await lista(admin, 'consolidacion');
    await api.app.db.update(descarga).set({ caduca_en: new Date(Date.now() - 1000) }).where(eq(descarga.descarga_id, vista.descarga_id));
    const leida = (await requestAs(api.app, admin, 'GET', `${DESCARGAS}/descargas/${vista.descarga_id}`)).json<{ estado: string }>();
    assert.equal(leida.estado, 'CADUCADA');
    const respuesta = await fichero(admin, vista.descarga_id);
    assert.deepEqual([respuesta.statusCode, respuesta.json<{ message: string }>().message], [410, 'La descarga ha caducado: genere una nueva.']);
    const [fila] = await api.app.db.select().from(descarga).where(eq(descarga.descarga_id, vista.descarga_id));
    assert.equal(fila?.estado, 'CADUCADA');
    assert.equal(await api.app.almacen.existe(claveFicheroDescarga(vista.descarga_id, 'CSV')), false);
  });

  test('a cancelled extract says it was cancelled', async () => {
    const retenido = retenerAlmacen(api.app);
    try {
      const pedida = await pedirDescarga(api.app, admin, 'consolidacion');
      const cancelada = await requestAs(api.app, admin, 'POST', `${DESCARGAS}/descargas/${pedida.descarga_id}/cancelar`, {});
      assert.equal(cancelada.statusCode, 200, cancelada.body);
      const respuesta = await fichero(admin, pedida.descarga_id);
      assert.deepEqual([respuesta.statusCode, respuesta.json<{ message: string }>().message], [409, 'La descarga fue cancelada y no tiene fichero: genere una nueva.']);
    } finally {
      retenido.abrir();
    }
  });

  test('two extracts of one area have different names: area, mode, labels, trial, date and time', async () => {
    const { respuesta } = await descargarFichero(api.app, admin, 'diagnostico', { incluir_etiquetas: true, seudonimizado: true });
    assert.match(
      String(respuesta.headers['content-disposition']),
      /^attachment; filename="registro-lma-diagnostico-seudonimizada-con-etiquetas-\d{4}-\d{2}-\d{2}-\d{6}-UTC\.zip"$/,
    );
    const vista = await lista(admin, 'diagnostico');
    assert.match(vista.nombre_archivo ?? '', /^registro-lma-diagnostico-identificada-\d{4}-\d{2}-\d{2}-\d{6}-UTC\.zip$/);
  });
});
