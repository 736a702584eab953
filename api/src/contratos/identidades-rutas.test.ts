import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { MENSAJE_SESION_NO_VALIDA, type Paciente, type RegistroEtapa } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { FECHA_NACIMIENTO, sembrarExpedientesIdentificables, TEXTOS_LIBRES } from '../testing/expediente-identificable';
import { OPERACIONES_PROPIAS, operacionesOpenApi, rutaConcreta, type OperacionOpenApi } from '../testing/operaciones-openapi';
import { pdfLimpio } from '../platform/subidas/pdf.fixture';
import { subirInforme } from '../modules/informes/informe.fixture';
import { MUESTRAS, RECEPCION_CORRECTA, registrarMuestra } from '../testing/muestras';
import { crearCentro, requestAs } from '../testing/pacientes';
import { expiredToken, signedToken, signIn, type TestSession } from '../testing/sign-in';

// Every operation of the OpenAPI document (present or added later) tried by every identity that must not
// reach one centre's patients: no credentials or bad ones (401, nothing else), and signed-in users of another
// centre or of a lab (never a 2xx change to that patient, never its UPN, birth date or free text in an answer).
// COORDINADOR, LECTURA and ADMIN see every centre (data dictionary §2.3); LECTURA's pseudonymised view has its own
// sweep (vista-seudonimizada-plugin.test.ts).

/** Operations that answer without a session, and why. */
const PUBLICAS: Readonly<Record<string, string>> = {
  'POST /leucemiaAutenticacion/api/auth/login': 'the sign-in itself',
  'POST /leucemiaLogs/api/appBitacora': 'a client failure is logged before and after sign-in (bounded, identity not trusted)',
};

/**
 * Operations that answer about the patient whose UPN the caller typed, to the role that works by UPN: the biobank
 * registering aliquots looks up the patient it was given (its state, consent and sample codes, which carry the UPN;
 * data-dictionary §5.5). Nothing else of the patient may reach it.
 */
const UPN_DADO: Readonly<Record<string, string>> = { 'GET /leucemia/api/biobanco/{upn}/paciente': 'BIOBANCO' };

let admin: TestSession;
let centro: number;
let paciente: Paciente;
let muestraId: number;
let informeId: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  centro = await crearCentro(app, 'PROP');
  const [seguido] = await sembrarExpedientesIdentificables(app, admin, centro);
  assert.ok(seguido);
  paciente = seguido;
  // A received sample of the patient with a report, for a laboratory none of the identities below belongs to.
  const muestra = await registrarMuestra(app, admin, paciente.paciente_id, { laboratorio_destino: 'LAB_NGS_REF', estudios_solicitados: ['NGS'] });
  muestraId = muestra.muestra_id;
  const recibida = await requestAs(app, admin, 'PUT', `${MUESTRAS}/${muestraId}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(recibida.statusCode, 200, recibida.body);
  const informe = await subirInforme(app, admin, muestraId, await pdfLimpio('Informe de la muestra'), { tipo_informe: 'NGS' });
  assert.equal(informe.statusCode, 201, informe.body);
  informeId = informe.json<{ informe_id: number }>().informe_id;
});

/** The id a path's `{id}` names: a sample for a sample's routes and its report list, a report for a report or its file, else the patient. */
function idDe(plantilla: string): number {
  if (plantilla.startsWith('/leucemia/api/ficheros/') || plantilla === '/leucemia/api/informes/{id}') return informeId;
  const deMuestra = plantilla.startsWith('/leucemia/api/muestras/') && !plantilla.startsWith('/leucemia/api/muestras/paciente/');
  if (deMuestra || plantilla.startsWith('/leucemia/api/informes/')) return muestraId;
  return paciente.paciente_id;
}

/** What identifies the patient in an answer: its UPN, its birth date, its free texts. */
function filtraciones(cuerpo: string): string[] {
  return [paciente.upn, FECHA_NACIMIENTO, ...Object.values(TEXTOS_LIBRES)].filter((valor) => cuerpo.includes(valor));
}

/** The first row of a repeatable stage as the admin sees it, so that a refusal is not a 404 for a missing row. */
async function primeraFila(plantilla: string): Promise<number | undefined> {
  const lista = plantilla.split('/{filaId}')[0] ?? plantilla;
  const response = await requestAs(api.app, admin, 'GET', rutaConcreta(lista, { id: paciente.paciente_id }));
  return response.statusCode === 200 ? response.json<RegistroEtapa[]>()[0]?.registro_id : undefined;
}

/** The path with the patient's real ids (and the admin's id for a user, the centre's for a centre). */
async function rutaDe({ plantilla }: OperacionOpenApi): Promise<string> {
  const id = plantilla.startsWith('/leucemiaUsuarios') ? admin.usuario_id : plantilla.startsWith('/leucemiaHospitales') ? centro : idDe(plantilla);
  const filaId = plantilla.includes('{filaId}') ? await primeraFila(plantilla) : undefined;
  return rutaConcreta(plantilla, { id, upn: paciente.upn, ...(filaId === undefined ? {} : { filaId }) });
}

const nombre = ({ method, plantilla }: OperacionOpenApi) => `${method} ${plantilla}`;

function enviar(operacion: OperacionOpenApi, url: string, authorization: string | undefined): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: operacion.method,
    url,
    headers: authorization === undefined ? {} : { authorization },
    ...(operacion.method === 'GET' ? {} : { payload: {} }),
  });
}

test('without a valid session every operation but the public ones answers 401 in Spanish, and nothing of a patient', async () => {
  const revocada = await signIn(api.app, 'CLINICO', { hospitales: [centro] });
  const cierre = await requestAs(api.app, revocada, 'POST', '/leucemiaUsuarios/api/usuarios/cerrar-sesion', {});
  assert.equal(cierre.statusCode, 204, cierre.body);
  const ahora = Math.floor(Date.now() / 1000);
  const sub = String(admin.usuario_id);
  const identidades: Readonly<Record<string, string | undefined>> = {
    'sin token': undefined,
    'cabecera sin Bearer': admin.authorization.replace('Bearer ', 'Basic '),
    'token de otro secreto': `Bearer ${admin.authorization.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
    'token caducado': `Bearer ${expiredToken(admin.usuario_id, 'ADMIN')}`,
    'token sin exp': `Bearer ${signedToken({ sub, rol: 'ADMIN', sid: randomUUID(), ini: ahora, iat: ahora })}`,
    'token sin sesión': `Bearer ${signedToken({ sub, rol: 'ADMIN', iat: ahora, exp: ahora + 600 })}`,
    'sesión inventada': `Bearer ${signedToken({ sub, rol: 'ADMIN', sid: randomUUID(), ini: ahora, iat: ahora, exp: ahora + 600 })}`,
    'sesión cerrada': revocada.authorization,
  };
  const operaciones = await operacionesOpenApi(api.app);
  const fallos: string[] = [];
  let peticiones = 0;
  for (const operacion of operaciones) {
    const url = await rutaDe(operacion);
    for (const [identidad, authorization] of Object.entries(identidades)) {
      const response = await enviar(operacion, url, authorization);
      peticiones += 1;
      const fuga = filtraciones(response.body);
      if (fuga.length > 0) fallos.push(`${nombre(operacion)} (${identidad}): ${fuga.join(', ')}`);
      if (nombre(operacion) in PUBLICAS) continue;
      const { message } = response.json<{ message?: string }>();
      if (response.statusCode !== 401 || message !== MENSAJE_SESION_NO_VALIDA) fallos.push(`${nombre(operacion)} (${identidad}) → ${response.statusCode} ${message}`);
    }
  }
  assert.deepEqual(fallos, []);
  console.info(`identidades-rutas: ${operaciones.length} operations × ${Object.keys(identidades).length} identities without a valid session, ${peticiones} requests, ${fallos.length} accepted or leaked`);
});

test('signed in elsewhere (a clinician of another centre, a lab, the biobank) no operation changes or shows this centre’s patient', async () => {
  const otro = await crearCentro(api.app, 'AJEN');
  const identidades: Readonly<Record<string, TestSession>> = {
    'clínico de otro centro': await signIn(api.app, 'CLINICO', { hospitales: [otro] }),
    laboratorio: await signIn(api.app, 'LABORATORIO'),
    biobanco: await signIn(api.app, 'BIOBANCO'),
  };
  const operaciones = await operacionesOpenApi(api.app);
  const fallos: string[] = [];
  let peticiones = 0;
  for (const operacion of operaciones) {
    const url = await rutaDe(operacion);
    for (const [identidad, sesion] of Object.entries(identidades)) {
      // An own-session operation may end the session it is called with: a fresh one each time.
      const quien = OPERACIONES_PROPIAS.has(nombre(operacion)) ? await signIn(api.app, sesion.rol, { hospitales: [otro] }) : sesion;
      const response = await enviar(operacion, url, quien.authorization);
      peticiones += 1;
      const fuga = filtraciones(response.body).filter((valor) => !(valor === paciente.upn && UPN_DADO[nombre(operacion)] === sesion.rol));
      if (fuga.length > 0) fallos.push(`${nombre(operacion)} (${identidad}) → ${response.statusCode}: ${fuga.join(', ')}`);
      const sobreElPaciente = operacion.plantilla.includes('{id}') || operacion.plantilla.includes('{upn}');
      if (sobreElPaciente && operacion.method !== 'GET' && response.statusCode < 300) {
        fallos.push(`${nombre(operacion)} (${identidad}) → ${response.statusCode}: accepted`);
      }
    }
  }
  assert.deepEqual(fallos, []);
  console.info(`identidades-rutas: ${operaciones.length} operations × ${Object.keys(identidades).length} identities of another centre or a lab, ${peticiones} requests, ${fallos.length} changes or leaks`);
});
