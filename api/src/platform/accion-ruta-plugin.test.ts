import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENSAJE_SIN_PERMISOS, type Paciente, type RegistroEtapa } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../testing/expediente-identificable';
import { OPERACIONES_PROPIAS as PROPIAS, operacionesOpenApi, rutaConcreta } from '../testing/operaciones-openapi';
import { crearCentro, PACIENTES, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';

// A read-only role changes nothing and sends nothing identifiable. Every POST, PUT and DELETE of the
// OpenAPI document (present or added later) answers LECTURA 403, except the caller's own session and trace.

/** A GET route that would hand out identifiable data (a future download), declared so. */
const DESCARGA = '/prueba/descarga-identificable';

let admin: TestSession;
let lectura: TestSession;
let centro: number;
let paciente: Paciente;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  lectura = await signIn(app, 'LECTURA');
  centro = await crearCentro(app, 'ESCR');
  const [seguido] = await sembrarExpedientesIdentificables(app, admin, centro);
  assert.ok(seguido);
  paciente = seguido;
}, {
  extend: async (instancia) => {
    instancia.get(DESCARGA, { onRequest: [instancia.authenticate], config: { accion: 'identificable' }, schema: { hide: true } }, async () => ({ ok: true }));
  },
});

/** The id of the first stored row of a repeatable stage, so a refusal is not a 404 in disguise. */
async function primeraFila(plantilla: string): Promise<number | undefined> {
  const lista = plantilla.split('/{filaId}')[0] ?? plantilla;
  const response = await requestAs(api.app, admin, 'GET', rutaConcreta(lista, { id: paciente.paciente_id }));
  return response.statusCode === 200 ? response.json<RegistroEtapa[]>()[0]?.registro_id : undefined;
}

/** Real ids in every path: the patient, one of its rows, the LECTURA user, the centre. */
async function rutaDe(plantilla: string): Promise<string> {
  const id = plantilla.startsWith('/leucemiaUsuarios') ? lectura.usuario_id : plantilla.startsWith('/leucemiaHospitales') ? centro : paciente.paciente_id;
  const filaId = plantilla.includes('{filaId}') ? await primeraFila(plantilla) : undefined;
  return rutaConcreta(plantilla, { id, upn: paciente.upn, ...(filaId === undefined ? {} : { filaId }) });
}

test('every write and identifiable action of the OpenAPI document is refused to LECTURA, but its own session', async () => {
  const escrituras = (await operacionesOpenApi(api.app)).filter(({ method }) => method !== 'GET');
  assert.ok(escrituras.length > 40, `only ${escrituras.length} write operations`);
  const fallos: string[] = [];
  for (const { method, plantilla } of escrituras) {
    const url = await rutaDe(plantilla);
    const operacion = `${method} ${plantilla}`;
    // An own-session action may end the session it is called with (sign-out, password change): a fresh one each.
    const sesion = PROPIAS.has(operacion) ? await signIn(api.app, 'LECTURA') : lectura;
    const response = await requestAs(api.app, sesion, method, url, {});
    if (PROPIAS.has(operacion)) {
      if (response.statusCode === 403) fallos.push(`${operacion}: 403, but every role may call it`);
    } else if (response.statusCode !== 403 || response.json<{ message: string }>().message !== MENSAJE_SIN_PERMISOS) {
      fallos.push(`${operacion} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
  assert.deepEqual(fallos, []);
  console.info(`accion-ruta: ${escrituras.length} write operations tried as LECTURA, ${fallos.length} not refused`);
});

test('e-mailing a patient: refused to LECTURA (the instance of the report), still open to a role that may', async () => {
  const url = `${PACIENTES}/mail-paciente/${paciente.paciente_id}`;
  const refusal = await requestAs(api.app, lectura, 'POST', url);
  assert.deepEqual([refusal.statusCode, refusal.json()], [403, { message: MENSAJE_SIN_PERMISOS }]);
  assert.equal((await requestAs(api.app, admin, 'POST', url)).statusCode, 200);
});

test('a GET declared identifiable (a download) is refused to LECTURA, served to others', async () => {
  const refusal = await requestAs(api.app, lectura, 'GET', DESCARGA);
  assert.deepEqual([refusal.statusCode, refusal.json()], [403, { message: MENSAJE_SIN_PERMISOS }]);
  const coordinador = await signIn(api.app, 'COORDINADOR');
  assert.deepEqual((await requestAs(api.app, coordinador, 'GET', DESCARGA)).json(), { ok: true });
});
