import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { DEFINICIONES_AREAS, MENSAJE_SESION_NO_VALIDA, MENSAJE_SIN_PERMISOS, ROLES, type Rol } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { RUTAS_ETAPAS } from '../testing/rutas-etapas';
import { RUTAS_CALIDAD } from '../testing/rutas-calidad';
import { RUTAS_CONSULTAS } from '../testing/rutas-consultas';
import { signIn, type TestSession } from '../testing/sign-in';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every ADMIN-only route. The ADMIN passes the guard (any answer but 401/403: 200, 201, 400 or 404 here). */
const ADMIN_ROUTES: readonly [Method, string][] = [
  ['GET', '/leucemiaUsuarios/api/usuarios'],
  ['POST', '/leucemiaUsuarios/api/usuarios'],
  ['GET', '/leucemiaUsuarios/api/usuarios/{admin}'],
  ['PUT', '/leucemiaUsuarios/api/usuarios/{admin}'],
  ['DELETE', '/leucemiaUsuarios/api/usuarios/999999'],
  ['GET', '/leucemiaHospitales/api/hospitales'],
  ['POST', '/leucemiaHospitales/api/hospitales'],
  ['GET', '/leucemiaHospitales/api/hospitales/999999'],
  ['PUT', '/leucemiaHospitales/api/hospitales/999999'],
  ['DELETE', '/leucemiaHospitales/api/hospitales/999999'],
  ['GET', '/leucemiaLogs/api/appBitacora'],
  ['POST', '/leucemiaLibrerias/api/library/documentos/{clave}'],
  ['POST', '/leucemiaLibrerias/api/catalogos/{catalogo}'],
  ['PUT', '/leucemiaLibrerias/api/catalogos/{catalogo}/orden'],
  ['PUT', '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}'],
  ['POST', '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}/desactivar'],
  ['POST', '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}/reactivar'],
  ['DELETE', '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}'],
];

/** Routes for every signed-in user whatever the role. */
const SIGNED_IN_ROUTES: readonly [Method, string][] = [
  ['GET', '/leucemiaUsuarios/api/usuarios/renovar-token'],
  ['GET', '/leucemiaUsuarios/api/usuarios/usuario-token'],
  ['GET', '/leucemiaHospitales/api/hospitales/select'],
  ['GET', '/leucemia/api/pacientes/select/estados'],
  ['GET', '/leucemia/api/pacientes/select/entidades'],
  ['GET', '/leucemiaLibrerias/api/library'],
  ['GET', '/leucemiaLibrerias/api/library/documentos'],
  ['GET', '/leucemiaLibrerias/api/library/generados'],
  ['GET', '/leucemiaLibrerias/api/catalogos'],
];

/**
 * The signed-in user's own session, for every role: tested in modules/sesiones (signing out or changing the password
 * here would end the sessions this file signs in with).
 */
const SESSION_ROUTES: readonly [Method, string][] = [
  ['POST', '/leucemiaUsuarios/api/usuarios/cerrar-sesion'],
  ['POST', '/leucemiaUsuarios/api/usuarios/cambiar-contrasena'],
];

/**
 * Routes whose answer depends on the role and on the patient's centre: their role × centre matrix is in
 * platform/alcance/paciente-scope.test.ts (and the catalogue route's in modules/librerias/libreria-routes.test.ts).
 */
const MATRIX_ROUTES: readonly [Method, string][] = [
  ['GET', '/leucemia/api/pacientes'],
  ['POST', '/leucemia/api/pacientes'],
  ['GET', '/leucemia/api/pacientes/admin'],
  ['POST', '/leucemia/api/pacientes/codigo-nuevo-upn'],
  ['POST', '/leucemia/api/pacientes/mail-paciente/{id}'],
  ['GET', '/leucemia/api/pacientes/select/busqueda/{texto}'],
  ['GET', '/leucemia/api/pacientes/upn/{upn}'],
  ['GET', '/leucemia/api/pacientes/{id}'],
  ['PUT', '/leucemia/api/pacientes/{id}'],
  ['PUT', '/leucemia/api/pacientes/{id}/estado'],
  ['GET', '/leucemia/api/pacientes/{id}/historial'],
  ['GET', '/leucemiaLibrerias/api/library/{catalogo}'],
  // A ⚙ catalogue's rows, the inactive ones for ADMIN only: modules/catalogos/catalogo-routes.test.ts.
  ['GET', '/leucemiaLibrerias/api/catalogos/{catalogo}'],
  // A reference document's history and downloads, per key and version: modules/librerias/documento-referencia-routes.test.ts.
  ['GET', '/leucemiaLibrerias/api/library/documentos/{clave}/versiones'],
  ['GET', '/leucemiaLibrerias/api/library/documentos/{clave}/fichero'],
  ['GET', '/leucemiaLibrerias/api/library/documentos/{clave}/versiones/{version}/fichero'],
  // A generated document, per key, for every role: modules/librerias/documento-generado-routes.test.ts.
  ['GET', '/leucemiaLibrerias/api/library/generados/{clave}'],
  ['GET', '/leucemiaLibrerias/api/library/generados/{clave}/pdf'],
  // The audit trail's (ADMIN everything, COORDINADOR and CLINICO their scope): modules/auditoria/auditoria-routes.test.ts.
  ['GET', '/leucemiaLogs/api/auditoria'],
  ['GET', '/leucemiaLogs/api/auditoria/exportar'],
  ['GET', '/leucemiaLogs/api/auditoria/tablas'],
  // The clinical stages' matrix: modules/etapas/etapa-routes.test.ts.
  ...RUTAS_ETAPAS.map(({ method, url }): [Method, string] => [method, url]),
  // Queries (monitor opens and closes, the centre's clinician answers, everyone who reads the patient reads them):
  // modules/consultas/consulta-routes.test.ts.
  ...RUTAS_CONSULTAS,
  // The data-quality worklist (monitors every centre, the clinician its own; bulk queries the monitor's):
  // modules/calidad/calidad-routes.test.ts.
  ...RUTAS_CALIDAD,
  // Samples, NGS and biobank (role × own/other centre, laboratory, biolab): modules/muestras/muestra-routes.alcance.test.ts;
  // the lists and the select lists in modules/muestras/muestra-routes.test.ts.
  ['GET', '/leucemia/api/muestras'],
  ['POST', '/leucemia/api/muestras'],
  // The per-state count, scoped as the list: modules/muestras/muestra-recuento-routes.test.ts.
  ['GET', '/leucemia/api/muestras/recuento'],
  ['GET', '/leucemia/api/muestras/select/{lista}'],
  ['GET', '/leucemia/api/muestras/paciente/{id}'],
  ['GET', '/leucemia/api/muestras/codigo/{codigo}'],
  ['GET', '/leucemia/api/muestras/{id}'],
  ['PUT', '/leucemia/api/muestras/{id}'],
  ['PUT', '/leucemia/api/muestras/{id}/estado'],
  ['PUT', '/leucemia/api/muestras/{id}/confirmacion'],
  ['GET', '/leucemia/api/pacientes/{id}/muestra-ngs'],
  ['PUT', '/leucemia/api/pacientes/{id}/muestra-ngs'],
  ['GET', '/leucemia/api/biobanco'],
  ['POST', '/leucemia/api/biobanco/{upn}'],
  ['GET', '/leucemia/api/biobanco/{upn}/paciente'],
  ['GET', '/leucemia/api/biobanco/{upn}/{id}'],
  ['PUT', '/leucemia/api/biobanco/{upn}/{id}'],
  // The RETIRADO destroy list and the destruction/anonymisation: modules/biobanco/biobanco-routes.retirados.test.ts.
  ['GET', '/leucemia/api/biobanco/retirados'],
  ['PUT', '/leucemia/api/biobanco/{upn}/{id}/estado'],
  // Deleting a sample before shipment: modules/muestras/muestra-borrado-routes.test.ts.
  ['DELETE', '/leucemia/api/muestras/{id}'],
  // The Hoja de envío, the sample mail, reports and their files: modules/informes/informe-routes.alcance.test.ts.
  ['GET', '/leucemia/api/muestras/generar-pdf/{id}'],
  ['POST', '/leucemia/api/muestras/mail-muestra/{id}'],
  // Bulk reception (laboratories, each tube in scope): modules/muestras/recepcion-bloque-routes.test.ts.
  ['POST', '/leucemia/api/muestras/recepcion-en-bloque'],
  ['POST', '/leucemia/api/informes'],
  ['GET', '/leucemia/api/informes/muestra/{id}'],
  ['DELETE', '/leucemia/api/informes/{id}'],
  ['GET', '/leucemia/api/ficheros/{id}'],
  // Extracts (areas per role, own extracts only): modules/descargas/descarga-routes.alcance.test.ts.
  ...DEFINICIONES_AREAS.flatMap(({ id, resultado }): [Method, string][] => [
    ['POST', `/leucemiaDescargas/api/descarga/recarga/${id}`],
    ['GET', `/leucemiaDescargas/api/descarga/${resultado}-resultado`],
  ]),
  ['GET', '/leucemiaDescargas/api/descargas'],
  ['GET', '/leucemiaDescargas/api/descargas/{id}'],
  ['POST', '/leucemiaDescargas/api/descargas/{id}/cancelar'],
  ['GET', '/leucemiaDescargas/api/descargas/{id}/fichero'],
  // The panel (every role that reads clinical data, CLINICO its centres): modules/panel/*-routes.test.ts.
  ['GET', '/leucemiaDescargas/api/panel/respuesta'],
  ['GET', '/leucemiaDescargas/api/panel/supervivencia'],
  ['GET', '/leucemiaDescargas/api/panel/acumulacion'],
  ['GET', '/leucemiaDescargas/api/panel/completitud'],
  ['GET', '/leucemiaDescargas/api/panel/mutaciones'],
];

/** Routes open to anyone. */
const PUBLIC_ROUTES: readonly [Method, string][] = [
  ['POST', '/leucemiaAutenticacion/api/auth/login'],
  ['POST', '/leucemiaLogs/api/appBitacora'],
];

const logLines: string[] = [];
const sesiones = new Map<Rol, TestSession>();

const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const api = usarApiDePrueba(async (app) => {
  for (const rol of ROLES) sesiones.set(rol, await signIn(app, rol));
}, { logger: { level: 'warn', stream } });

function request(method: Method, url: string, session?: TestSession) {
  const admin = sesiones.get('ADMIN');
  return api.app.inject({
    method,
    url: url.replace('{admin}', String(admin?.usuario_id)),
    headers: session === undefined ? {} : { authorization: session.authorization },
  });
}

describe('ADMIN-only routes', () => {
  for (const [method, url] of ADMIN_ROUTES) {
    describe(`${method} ${url}`, () => {
      test('without a token: 401', async () => {
        const response = await request(method, url);
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { message: MENSAJE_SESION_NO_VALIDA });
      });

      for (const rol of ROLES) {
        test(rol === 'ADMIN' ? 'ADMIN passes' : `${rol}: 403 with G17`, async () => {
          const response = await request(method, url, sesiones.get(rol));
          if (rol === 'ADMIN') {
            assert.ok(![401, 403].includes(response.statusCode), `${response.statusCode} ${response.body}`);
          } else {
            assert.equal(response.statusCode, 403);
            assert.deepEqual(response.json(), { message: MENSAJE_SIN_PERMISOS });
          }
        });
      }
    });
  }
});

describe('routes of any signed-in user', () => {
  for (const [method, url] of SIGNED_IN_ROUTES) {
    test(`${method} ${url}: 200 for every role, 401 without a token`, async () => {
      for (const rol of ROLES) assert.equal((await request(method, url, sesiones.get(rol))).statusCode, 200, rol);
      assert.equal((await request(method, url)).statusCode, 401);
    });
  }
});

test('a refusal is logged with the user, role and route', async () => {
  const lectura = sesiones.get('LECTURA');
  await request('GET', '/leucemiaHospitales/api/hospitales', lectura);
  const entrada = logLines.map((line) => JSON.parse(line)).findLast((log) => log.msg === 'Acceso denegado: rol sin permiso');
  assert.ok(entrada, 'no log line for the refusal');
  assert.equal(entrada.usuario_id, lectura?.usuario_id);
  assert.equal(entrada.rol, 'LECTURA');
  assert.equal(entrada.url, '/leucemiaHospitales/api/hospitales');
});

test('these tables cover every route of the API (a new route must declare who may call it)', async () => {
  const documento = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, object> }>();
  const documentadas = Object.entries(documento.paths)
    .flatMap(([path, operaciones]) => Object.keys(operaciones).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  const enTablas = [...ADMIN_ROUTES, ...SIGNED_IN_ROUTES, ...SESSION_ROUTES, ...PUBLIC_ROUTES, ...MATRIX_ROUTES]
    .map(([method, url]) => `${method} ${url.replace(/\/(\{admin\}|999999)$/, '/{id}')}`)
    .sort();
  assert.deepEqual(documentadas, enTablas);
});
