import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Muestra, MuestraDePaciente, Paciente, RegistroBiobanco } from '@registro-lma/shared/domain';
import { createTestApp } from '../../testing/create-test-app';
import { MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { informe } from '../../db/schema';

let app: FastifyInstance;
let clinico: TestSession;
let laboratorio: TestSession;
let biobanco: TestSession;
let lectura: TestSession;
let paciente: Paciente;
let enviada: Muestra;
let rechazada: Muestra;
let entradaBiobanco: number;

const nombre = (sesion: TestSession) => `Prueba ${sesion.apellidos}`;

before(async () => {
  app = await createTestApp();
  const centro = await crearCentro(app, 'CVID');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  biobanco = await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });
  lectura = await signIn(app, 'LECTURA');
  paciente = await registrarPacienteConMuestras(app, clinico, centro);

  // The whole life of one sample: printed, shipped, received, reported and banked.
  enviada = await registrarMuestra(app, clinico, paciente.paciente_id);
  assert.equal((await requestAs(app, clinico, 'GET', `${MUESTRAS}/generar-pdf/${enviada.muestra_id}`)).statusCode, 200);
  const envio = await requestAs(app, clinico, 'PUT', `${MUESTRAS}/${enviada.muestra_id}/estado`, { estado: 'ENVIADA', version: enviada.version, fecha_envio: '2024-01-14' });
  assert.equal(envio.statusCode, 200, envio.body);
  const recepcion = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${enviada.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(recepcion.statusCode, 200, recepcion.body);
  // The report as the upload pipeline leaves it (uploading is the informes module's, tested there).
  await app.db.insert(informe).values({
    muestra_id: enviada.muestra_id,
    tipo_informe: 'CMF',
    fecha_informe: '2024-01-20',
    version: 1,
    clave_fichero: 'informes/prueba.pdf',
    sha256: 'a'.repeat(64),
    tamano_bytes: 100,
    tipo_mime: 'application/pdf',
    nombre_archivo: 'informe-cmf.pdf',
    subido_por: laboratorio.usuario_id,
  });
  const entrada = await requestAs(app, biobanco, 'POST', `/leucemia/api/biobanco/${paciente.upn}`, {
    datos: {
      muestra_id: enviada.muestra_id,
      biolab: 'BIOBANCO_CENTRAL',
      codigo_biobanco: 'BC-7',
      fecha_entrada: '2024-01-20',
      tipo_alicuota: 'ADN',
      n_alicuotas: 3,
      temperatura_almacenamiento: 'MENOS_80',
      consentimiento_verificado: true,
    },
  });
  assert.equal(entrada.statusCode, 201, entrada.body);
  entradaBiobanco = entrada.json<RegistroBiobanco>().biobanco_id;

  // Another one arrives unannounced and is rejected.
  rechazada = await registrarMuestra(app, clinico, paciente.paciente_id, { fecha_extraccion: '2024-01-13' });
  const rechazo = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${rechazada.muestra_id}/confirmacion`, {
    datos: { ...RECEPCION_CORRECTA, condicion: ['COAGULADA'], aceptada: 'NO', motivo_rechazo: 'Muestra coagulada.' },
  });
  assert.equal(rechazo.statusCode, 200, rechazo.body);
});

after(() => app.close());

async function cicloComo(sesion: TestSession, muestra: Muestra) {
  const respuesta = await requestAs(app, sesion, 'GET', `${MUESTRAS}/paciente/${paciente.paciente_id}`);
  assert.equal(respuesta.statusCode, 200, respuesta.body);
  const encontrada = respuesta.json<MuestraDePaciente[]>().find((fila) => fila.muestra_id === muestra.muestra_id);
  assert.ok(encontrada, `la muestra ${muestra.codigo_muestra} no está en la lista`);
  return encontrada.ciclo_vida;
}

test('la lista del paciente da cada paso de la vida de la muestra con quién y cuándo', async () => {
  const ciclo = await cicloComo(clinico, enviada);

  assert.deepEqual(
    ciclo.map(({ hito, usuario }) => [hito, usuario]),
    [
      ['REGISTRADA', nombre(clinico)],
      ['HOJA_ENVIO', nombre(clinico)],
      ['ENVIADA', nombre(clinico)],
      ['RECIBIDA', nombre(laboratorio)],
      ['INFORMADA', nombre(laboratorio)],
      ['BIOBANCO', nombre(biobanco)],
    ],
  );
  const porHito = new Map(ciclo.map((paso) => [paso.hito, paso]));
  assert.equal(porHito.get('ENVIADA')?.fecha, '2024-01-14');
  assert.equal(porHito.get('RECIBIDA')?.fecha, RECEPCION_CORRECTA.fecha_recepcion);
  assert.match(porHito.get('HOJA_ENVIO')?.fecha ?? '', /^\d{4}-\d{2}-\d{2}T/);
  assert.equal(porHito.get('INFORMADA')?.detalle, 'informe-cmf.pdf');
  assert.equal(typeof porHito.get('INFORMADA')?.informe_id, 'number');
  assert.equal(porHito.get('BIOBANCO')?.fecha, '2024-01-20');
  assert.match(porHito.get('BIOBANCO')?.detalle ?? '', /BC-7$/);
  // The record opens from the step (`/biobanco/{upn}/{id}`): its number travels, never shown.
  assert.equal(porHito.get('BIOBANCO')?.biobanco_id, entradaBiobanco);
  assert.equal(porHito.get('INFORMADA')?.biobanco_id, null);
});

test('una muestra rechazada sin envío registrado asume el envío y da el motivo del rechazo', async () => {
  const ciclo = await cicloComo(clinico, rechazada);

  assert.deepEqual(
    ciclo.map(({ hito, usuario, detalle }) => [hito, usuario, detalle]),
    [
      ['REGISTRADA', nombre(clinico), null],
      ['ENVIADA', null, null],
      ['RECHAZADA', nombre(laboratorio), 'Muestra coagulada.'],
    ],
  );
});

test('quien no descarga informes no recibe su fichero, y el laboratorio no ve el biobanco', async () => {
  const deLectura = await cicloComo(lectura, enviada);
  const informe = deLectura.find((paso) => paso.hito === 'INFORMADA');
  assert.deepEqual([informe?.informe_id, informe?.detalle], [null, null]);
  assert.ok(deLectura.some((paso) => paso.hito === 'BIOBANCO'));

  const delLaboratorio = await cicloComo(laboratorio, enviada);
  assert.equal(typeof delLaboratorio.find((paso) => paso.hito === 'INFORMADA')?.informe_id, 'number');
  assert.ok(!delLaboratorio.some((paso) => paso.hito === 'BIOBANCO'));
});
