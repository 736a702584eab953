import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatMensaje, MENSAJE_CONFLICTO_VERSION, MENSAJE_RECEPCION_ANTES_DE_ENVIO, MENSAJE_SIN_PERMISOS, type Muestra, type Paciente } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { mensajeBandejaVacia } from './recepcion-bloque-schemas';
import { mensajeMuestraRepetida } from './recepcion-bloque-routes';

const BLOQUE = `${MUESTRAS}/recepcion-en-bloque`;

let app: FastifyInstance;
let clinico: TestSession;
let laboratorio: TestSession;
let otroLaboratorio: TestSession;
let admin: TestSession;
let paciente: Paciente;

before(async () => {
  app = await createTestApp();
  const centro = await crearCentro(app, 'CBLQ');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  otroLaboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_NGS_REF'] });
  admin = await signIn(app, 'ADMIN');
  paciente = await registrarPacienteConMuestras(app, clinico, centro);
});

after(() => app.close());

/** A sample registered and shipped on `fecha_envio` (extracted 2024-01-14), as the laboratory finds it. */
async function enviada(fechaEnvio = '2024-01-14', cambios: Record<string, unknown> = {}): Promise<Muestra> {
  const registrada = await registrarMuestra(app, clinico, paciente.paciente_id, cambios);
  const envio = await requestAs(app, clinico, 'PUT', `${MUESTRAS}/${registrada.muestra_id}/estado`, { estado: 'ENVIADA', version: registrada.version, fecha_envio: fechaEnvio });
  assert.equal(envio.statusCode, 200, envio.body);
  return envio.json<Muestra>();
}

const bandeja = (muestras: readonly Muestra[]) => muestras.map(({ muestra_id, version }) => ({ muestra_id, version }));

function recibirComo(sesion: TestSession, muestras: readonly { muestra_id: number; version: number }[], momento: Record<string, unknown> = { fecha_recepcion: '2024-01-15', hora_recepcion: '09:30' }) {
  return requestAs(app, sesion, 'POST', BLOQUE, { ...momento, muestras });
}

async function leer(muestra: Muestra): Promise<Muestra> {
  return (await requestAs(app, admin, 'GET', `${MUESTRAS}/${muestra.muestra_id}`)).json<Muestra>();
}

/** The audit rows of the receptions and state changes of these samples written by `sesion`. */
async function auditadas(muestras: readonly Muestra[], sesion: TestSession) {
  const ids = muestras.map((muestra) => String(muestra.muestra_id));
  const deMuestra = await app.db
    .select({ tabla: auditoria.tabla, accion: auditoria.accion, usuario_id: auditoria.usuario_id, registro_id: auditoria.registro_id })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, 'muestra'), eq(auditoria.accion, 'CAMBIO_ESTADO'), eq(auditoria.usuario_id, sesion.usuario_id), inArray(auditoria.registro_id, ids)));
  const recepciones = await app.db
    .select({ tabla: auditoria.tabla, accion: auditoria.accion, usuario_id: auditoria.usuario_id, paciente_id: auditoria.paciente_id })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, 'muestra_confirmacion'), eq(auditoria.usuario_id, sesion.usuario_id), eq(auditoria.paciente_id, paciente.paciente_id)));
  return { deMuestra, recepciones };
}

test('recibe todas las muestras de la bandeja con una fecha y hora: correctas, aceptadas, con los tubos enviados, cada una auditada', async () => {
  const muestras = [await enviada(), await enviada(), await enviada('2024-01-14', { n_tubos: 3 })];
  const antes = await auditadas(muestras, laboratorio);

  const respuesta = await recibirComo(laboratorio, bandeja(muestras));

  assert.equal(respuesta.statusCode, 201, respuesta.body);
  const recibidas = respuesta.json<Muestra[]>();
  assert.deepEqual(recibidas.map((muestra) => muestra.muestra_id), muestras.map((muestra) => muestra.muestra_id));
  for (const [indice, muestra] of muestras.entries()) {
    const leida = await leer(muestra);
    assert.equal(leida.estado, 'RECIBIDA');
    assert.deepEqual(leida.confirmacion?.datos, {
      ...leida.confirmacion?.datos,
      fecha_recepcion: '2024-01-15',
      hora_recepcion: '09:30',
      condicion: ['CORRECTA'],
      aceptada: 'SI',
      n_tubos_recibidos: indice === 2 ? 3 : 2,
    });
    assert.equal(leida.confirmacion?.recibido_por, laboratorio.usuario_id);
  }
  const despues = await auditadas(muestras, laboratorio);
  assert.equal(despues.deMuestra.length - antes.deMuestra.length, 3, 'un cambio de estado auditado por muestra');
  assert.equal(despues.recepciones.length - antes.recepciones.length, 3, 'una recepción auditada por muestra');
  assert.deepEqual(new Set(despues.deMuestra.map((fila) => fila.registro_id)), new Set(muestras.map((muestra) => String(muestra.muestra_id))));
});

test('todo o nada: si una muestra no admite la recepción, no se recibe ninguna y el mensaje nombra la muestra', async () => {
  const buena = await enviada();
  // Shipped after the tray's reception date: §5.2 refuses receiving it before its shipment.
  const tardia = await enviada('2024-01-16');

  const respuesta = await recibirComo(laboratorio, bandeja([buena, tardia]));

  assert.equal(respuesta.statusCode, 400, respuesta.body);
  assert.deepEqual(respuesta.json(), {
    message: `Muestra ${tardia.codigo_muestra}: ${MENSAJE_RECEPCION_ANTES_DE_ENVIO}`,
    errores: { [tardia.codigo_muestra]: MENSAJE_RECEPCION_ANTES_DE_ENVIO },
  });
  for (const muestra of [buena, tardia]) {
    const leida = await leer(muestra);
    assert.deepEqual([leida.estado, leida.confirmacion], ['ENVIADA', null]);
  }
  const { deMuestra } = await auditadas([buena, tardia], laboratorio);
  assert.equal(deMuestra.length, 0, 'nada auditado de una bandeja que no se guardó');
});

test('409 si una muestra cambió desde que se escaneó o ya se recibió, y no se recibe ninguna', async () => {
  const buena = await enviada();
  const cambiada = await enviada();
  const yaRecibida = await enviada();
  const escaneadaAntes = { muestra_id: cambiada.muestra_id, version: cambiada.version - 1 };

  const vieja = await recibirComo(laboratorio, [...bandeja([buena]), escaneadaAntes]);
  assert.equal(vieja.statusCode, 409, vieja.body);
  assert.deepEqual(vieja.json(), { message: `Muestra ${cambiada.codigo_muestra}: ${MENSAJE_CONFLICTO_VERSION}`, errores: { [cambiada.codigo_muestra]: MENSAJE_CONFLICTO_VERSION } });

  const unica = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${yaRecibida.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(unica.statusCode, 200, unica.body);
  const recibida = await recibirComo(laboratorio, bandeja([buena, await leer(yaRecibida)]));
  assert.equal(recibida.statusCode, 409, recibida.body);
  assert.match(recibida.json<{ message: string }>().message, new RegExp(`^Muestra ${yaRecibida.codigo_muestra}: `));

  assert.deepEqual([(await leer(buena)).estado, (await leer(cambiada)).estado], ['ENVIADA', 'ENVIADA']);
});

test('alcance por muestra: una muestra de otro laboratorio deniega toda la bandeja; otra inexistente es 404; un clínico no recibe', async () => {
  const propia = await enviada();
  const ajena = await enviada('2024-01-14', { laboratorio_destino: 'LAB_NGS_REF', estudios_solicitados: ['NGS'] });

  const denegada = await recibirComo(laboratorio, bandeja([propia, ajena]));
  assert.equal(denegada.statusCode, 403, denegada.body);
  assert.equal(denegada.json<{ message: string }>().message, MENSAJE_SIN_PERMISOS);
  assert.equal((await recibirComo(otroLaboratorio, bandeja([propia]))).statusCode, 403);
  assert.equal((await recibirComo(laboratorio, [...bandeja([propia]), { muestra_id: 999_999, version: 1 }])).statusCode, 404);
  assert.equal((await recibirComo(clinico, bandeja([propia]))).statusCode, 403);
  assert.equal((await leer(propia)).estado, 'ENVIADA');

  // Each laboratory receives its own; an ADMIN any.
  assert.equal((await recibirComo(otroLaboratorio, bandeja([ajena]))).statusCode, 201);
  assert.equal((await recibirComo(admin, bandeja([propia]))).statusCode, 201);
});

test('entrada no válida: 400 en español nombrando el campo, nunca 500', async () => {
  const muestra = await enviada();

  const sinFecha = await recibirComo(laboratorio, bandeja([muestra]), { hora_recepcion: '09:30' });
  assert.equal(sinFecha.statusCode, 400, sinFecha.body);
  assert.equal(sinFecha.json<{ errores: Record<string, string> }>().errores.fecha_recepcion, formatMensaje('G01'));

  const fechaMala = await recibirComo(laboratorio, bandeja([muestra]), { fecha_recepcion: '31/02/2024' });
  assert.equal(fechaMala.statusCode, 400, fechaMala.body);
  assert.equal(fechaMala.json<{ errores: Record<string, string> }>().errores.fecha_recepcion, formatMensaje('G05'));

  const vacia = await recibirComo(laboratorio, []);
  assert.equal(vacia.statusCode, 400, vacia.body);
  assert.equal(vacia.json<{ errores: Record<string, string> }>().errores.muestras, mensajeBandejaVacia);

  const repetida = await recibirComo(laboratorio, bandeja([muestra, muestra]));
  assert.equal(repetida.statusCode, 400, repetida.body);
  assert.equal(repetida.json<{ errores: Record<string, string> }>().errores['muestras.1.muestra_id'], mensajeMuestraRepetida(muestra.muestra_id));

  // @ts-expect-error: a tray row without the version read
  const sinVersion = await recibirComo(laboratorio, [{ muestra_id: muestra.muestra_id }]);
  assert.equal(sinVersion.statusCode, 400, sinVersion.body);
  assert.equal((await leer(muestra)).estado, 'ENVIADA');
});
