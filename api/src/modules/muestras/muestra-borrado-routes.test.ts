import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { Muestra, Paciente } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { identidadesDeMuestra, MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn } from '../../testing/sign-in';

// DELETE /muestras/{id}: who registers samples of the patient's centre (or ADMIN) deletes one logically, with a
// reason and the version read, only before it is shipped (catalogues.md §45).

type Identidades = Awaited<ReturnType<typeof identidadesDeMuestra>>;

let sesiones: Identidades;
let paciente: Paciente;

const api = usarApiDePrueba(async (app) => {
  const propio = await crearCentro(app, 'BORR');
  const ajeno = await crearCentro(app, 'AJBO');
  sesiones = await identidadesDeMuestra(app, propio, ajeno);
  paciente = await registrarPacienteConMuestras(app, sesiones.clinico_propio, propio);
});

const MOTIVO = 'Registrada por error en otro paciente';
const nueva = () => registrarMuestra(api.app, sesiones.clinico_propio, paciente.paciente_id);
const borrar = (identidad: keyof Identidades, muestra: Muestra, cuerpo: object = { version: muestra.version, motivo: MOTIVO }) =>
  requestAs(api.app, sesiones[identidad], 'DELETE', `${MUESTRAS}/${muestra.muestra_id}`, cuerpo);

test('the clinician of the centre deletes a registered sample: 204, then 404, out of the lists, audited with the reason', async () => {
  const muestra = await nueva();
  const respuesta = await borrar('clinico_propio', muestra);
  assert.equal(respuesta.statusCode, 204, respuesta.body);
  assert.equal((await requestAs(api.app, sesiones.clinico_propio, 'GET', `${MUESTRAS}/${muestra.muestra_id}`)).statusCode, 404);
  const delPaciente = (await requestAs(api.app, sesiones.clinico_propio, 'GET', `${MUESTRAS}/paciente/${paciente.paciente_id}`)).json<Muestra[]>();
  assert.ok(!delPaciente.some((otra) => otra.muestra_id === muestra.muestra_id));
  const [fila] = await api.app.db
    .select({ accion: auditoria.accion, motivo: auditoria.motivo, despues: auditoria.despues })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, 'muestra'), eq(auditoria.registro_id, String(muestra.muestra_id))))
    .orderBy(desc(auditoria.auditoria_id))
    .limit(1);
  assert.deepEqual(fila, { accion: 'ELIMINAR', motivo: MOTIVO, despues: null });
  assert.equal((await borrar('clinico_propio', muestra)).statusCode, 404);
});

test('§2.3: ADMIN and the clinician of the centre; any other identity is 403 (G17)', async () => {
  const muestra = await nueva();
  for (const identidad of ['clinico_ajeno', 'coordinador', 'lectura', 'laboratorio_propio', 'laboratorio_ajeno', 'biobanco_propio', 'biobanco_ajeno'] as const) {
    const respuesta = await borrar(identidad, muestra);
    assert.equal(respuesta.statusCode, 403, identidad);
    assert.equal(respuesta.json<{ message: string }>().message, 'No tiene permisos para realizar esta acción.');
  }
  assert.equal((await borrar('admin', muestra)).statusCode, 204);
});

test('§2.3 «own records»: a clinician of the centre may not delete a sample another user registered (403, logged); ADMIN may', async () => {
  const deOtro = await registrarMuestra(api.app, sesiones.admin, paciente.paciente_id);
  const colega = await signIn(api.app, 'CLINICO', { hospitales: [paciente.hospital_id] });
  const respuesta = await requestAs(api.app, colega, 'DELETE', `${MUESTRAS}/${deOtro.muestra_id}`, { version: deOtro.version, motivo: MOTIVO });
  assert.equal(respuesta.statusCode, 403, respuesta.body);
  assert.equal((await borrar('clinico_propio', deOtro)).statusCode, 403);
  assert.equal((await requestAs(api.app, sesiones.clinico_propio, 'GET', `${MUESTRAS}/${deOtro.muestra_id}`)).statusCode, 200, 'still there');
  assert.equal((await borrar('admin', deOtro)).statusCode, 204);
});

test('an annulled sample may be deleted; a shipped one is 409 with the state named', async () => {
  const anulable = await nueva();
  const anulada = await requestAs(api.app, sesiones.clinico_propio, 'PUT', `${MUESTRAS}/${anulable.muestra_id}/estado`, { estado: 'ANULADA', version: anulable.version });
  assert.equal(anulada.statusCode, 200, anulada.body);
  assert.equal((await borrar('clinico_propio', anulada.json<Muestra>())).statusCode, 204);
  const enviable = await nueva();
  const enviada = await requestAs(api.app, sesiones.clinico_propio, 'PUT', `${MUESTRAS}/${enviable.muestra_id}/estado`, {
    estado: 'ENVIADA',
    version: enviable.version,
    fecha_envio: '2024-01-14',
  });
  assert.equal(enviada.statusCode, 200, enviada.body);
  const respuesta = await borrar('admin', enviada.json<Muestra>());
  assert.equal(respuesta.statusCode, 409);
  assert.equal(respuesta.json<{ message: string }>().message, 'La muestra está en estado «Enviada»: solo se puede eliminar antes de enviarla al laboratorio.');
});

test('a reason is required, the version must be current, and a sample stored in a biobank stays', async () => {
  const muestra = await nueva();
  const sinMotivo = await borrar('clinico_propio', muestra, { version: muestra.version });
  assert.equal(sinMotivo.statusCode, 400);
  assert.deepEqual(sinMotivo.json<{ errores: unknown }>().errores, { motivo: 'Este campo es obligatorio.' });
  assert.equal((await borrar('clinico_propio', muestra, { version: muestra.version + 1, motivo: MOTIVO })).statusCode, 409);
  const alta = await requestAs(api.app, sesiones.biobanco_propio, 'POST', `/leucemia/api/biobanco/${paciente.upn}`, {
    datos: {
      muestra_id: muestra.muestra_id,
      biolab: 'BIOBANCO_CENTRAL',
      codigo_biobanco: 'BORR-1',
      fecha_entrada: '2024-01-20',
      tipo_alicuota: 'ADN',
      n_alicuotas: 1,
      temperatura_almacenamiento: 'MENOS_80',
      consentimiento_verificado: true,
    },
  });
  assert.equal(alta.statusCode, 201, alta.body);
  const respuesta = await borrar('clinico_propio', muestra);
  assert.equal(respuesta.statusCode, 409);
  assert.equal(respuesta.json<{ message: string }>().message, 'La muestra es el origen de un registro de biobanco: no se puede eliminar.');
});

test('§2.3: a deleted sample stays in its laboratory’s worklist and detail, «Anulada», read-only; no other laboratory sees it', async () => {
  const muestra = await nueva();
  const laboratorio = sesiones.laboratorio_propio;
  const antes = (await requestAs(api.app, laboratorio, 'GET', `${MUESTRAS}?upn=${paciente.upn}`)).json<{ items: Muestra[] }>().items;
  assert.equal(antes.find((otra) => otra.muestra_id === muestra.muestra_id)?.estado, 'REGISTRADA');
  assert.equal((await borrar('clinico_propio', muestra)).statusCode, 204);

  const lista = (await requestAs(api.app, laboratorio, 'GET', `${MUESTRAS}?upn=${paciente.upn}`)).json<{ items: Muestra[] }>().items;
  assert.equal(lista.find((otra) => otra.muestra_id === muestra.muestra_id)?.estado, 'ANULADA');
  const anuladas = (await requestAs(api.app, laboratorio, 'GET', `${MUESTRAS}?upn=${paciente.upn}&estado=ANULADA`)).json<{ items: Muestra[] }>().items;
  assert.ok(anuladas.some((otra) => otra.muestra_id === muestra.muestra_id), 'the «Anulada» tab holds it');
  const recuento = (await requestAs(api.app, laboratorio, 'GET', `${MUESTRAS}/recuento?upn=${paciente.upn}`)).json<{ por_estado: Record<string, number> }>();
  assert.equal(recuento.por_estado.ANULADA, anuladas.length);
  for (const ruta of [`${MUESTRAS}/${muestra.muestra_id}`, `${MUESTRAS}/codigo/${muestra.codigo_muestra}`]) {
    const detalle = await requestAs(api.app, laboratorio, 'GET', ruta);
    assert.equal(detalle.statusCode, 200, ruta);
    assert.equal(detalle.json<Muestra>().estado, 'ANULADA', ruta);
  }
  const delPaciente = (await requestAs(api.app, laboratorio, 'GET', `${MUESTRAS}/paciente/${paciente.paciente_id}`)).json<(Muestra & { ciclo_vida: { hito: string }[] })[]>();
  const vista = delPaciente.find((otra) => otra.muestra_id === muestra.muestra_id);
  assert.equal(vista?.estado, 'ANULADA');
  assert.ok(vista?.ciclo_vida.some((paso) => paso.hito === 'ANULADA'), JSON.stringify(vista?.ciclo_vida));

  // Read-only: the laboratory can neither receive it nor start it (a report needs a received sample: informe-routes.test.ts).
  const recepcion = await requestAs(api.app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(recepcion.statusCode, 400, recepcion.body);
  const enProceso = await requestAs(api.app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/estado`, { estado: 'EN_PROCESO', version: vista?.version });
  assert.equal(enProceso.statusCode, 400, enProceso.body);

  // Out of every other list: another laboratory, the centre's clinician, the administrator.
  for (const identidad of ['laboratorio_ajeno', 'clinico_propio', 'admin'] as const) {
    assert.equal((await requestAs(api.app, sesiones[identidad], 'GET', `${MUESTRAS}/${muestra.muestra_id}`)).statusCode, 404, identidad);
    const suya = (await requestAs(api.app, sesiones[identidad], 'GET', `${MUESTRAS}?upn=${paciente.upn}`)).json<{ items: Muestra[] }>().items;
    assert.ok(!suya.some((otra) => otra.muestra_id === muestra.muestra_id), identidad);
  }
});
