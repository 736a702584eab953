import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDENES_LISTA_MUESTRAS, type Muestra, type RecuentoMuestras } from '@registro-lma/shared/domain';
import { muestra as tablaMuestra } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let app: FastifyInstance;
let laboratorio: TestSession;
let centroA: number;
let centroB: number;
/** By name: what each filter below must find. */
const muestras: Record<string, Muestra> = {};

before(async () => {
  app = await createTestApp();
  centroA = await crearCentro(app, 'LSTA');
  centroB = await crearCentro(app, 'LSTB');
  const clinico = await signIn(app, 'CLINICO', { hospitales: [centroA, centroB] });
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const pacienteA = await registrarPacienteConMuestras(app, clinico, centroA);
  const pacienteB = await registrarPacienteConMuestras(app, clinico, centroB);
  const enviar = async (nombre: string, pacienteId: number, cambios: Record<string, unknown>, fechaEnvio: string | null) => {
    const registrada = await registrarMuestra(app, clinico, pacienteId, cambios);
    if (fechaEnvio === null) return (muestras[nombre] = registrada);
    const envio = await requestAs(app, clinico, 'PUT', `${MUESTRAS}/${registrada.muestra_id}/estado`, { estado: 'ENVIADA', version: registrada.version, fecha_envio: fechaEnvio });
    assert.equal(envio.statusCode, 200, envio.body);
    muestras[nombre] = envio.json<Muestra>();
  };
  await enviar('temprana', pacienteA.paciente_id, { fecha_extraccion: '2024-01-10', material: 'SP', estudios_solicitados: ['CMF_DIAGNOSTICO'], volumen_ml: 4 }, '2024-01-11');
  await enviar('media', pacienteB.paciente_id, { fecha_extraccion: '2024-01-14' }, '2024-01-16');
  await enviar('sinEnvio', pacienteA.paciente_id, { fecha_extraccion: '2024-01-12' }, null);
  await enviar('tardia', pacienteB.paciente_id, { fecha_extraccion: '2024-01-20' }, '2024-01-20');
  // A trial sample as the trial's form leaves it (the trial's inclusion is the patient form's, tested there).
  await app.db.update(tablaMuestra).set({ es_ensayo: true, ensayo: 'LMA_FLOW', momento: null, momento_ensayo: 'DIAG' }).where(eq(tablaMuestra.muestra_id, muestras.tardia!.muestra_id));
  const recibida = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestras.media!.muestra_id}/confirmacion`, { datos: { ...RECEPCION_CORRECTA, fecha_recepcion: '2024-01-17' } });
  assert.equal(recibida.statusCode, 200, recibida.body);
});

after(() => app.close());

async function codigos(query: string): Promise<string[]> {
  const respuesta = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}?${query}`);
  assert.equal(respuesta.statusCode, 200, respuesta.body);
  return respuesta.json<{ items: Muestra[] }>().items.map((muestra) => muestra.codigo_muestra);
}

const de = (...nombres: string[]) => nombres.map((nombre) => muestras[nombre]!.codigo_muestra);

test('filtra por centro, estudio, ensayo y fechas de extracción y de envío, y el recuento de las pestañas los sigue', async () => {
  const orden = 'orden=fecha_extraccion&direccion=asc';
  assert.deepEqual(await codigos(`${orden}&hospital_id=${centroA}`), de('temprana', 'sinEnvio'));
  assert.deepEqual(await codigos(`${orden}&hospital_id=${centroB}`), de('media', 'tardia'));
  assert.deepEqual(await codigos(`${orden}&estudio=NGS`), de('sinEnvio', 'media', 'tardia'));
  assert.deepEqual(await codigos(`${orden}&ensayo=LMA_FLOW`), de('tardia'));
  assert.deepEqual(await codigos(`${orden}&extraccion_desde=2024-01-12&extraccion_hasta=2024-01-14`), de('sinEnvio', 'media'));
  assert.deepEqual(await codigos(`${orden}&envio_desde=2024-01-12&envio_hasta=2099-12-31`), de('media', 'tardia'));
  assert.deepEqual(await codigos(`${orden}&hospital_id=${centroB}&estado=ENVIADA`), de('tardia'));

  const recuento = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}/recuento?hospital_id=${centroB}`);
  assert.equal(recuento.statusCode, 200, recuento.body);
  const { total, por_estado } = recuento.json<RecuentoMuestras>();
  assert.deepEqual([total, por_estado.ENVIADA, por_estado.RECIBIDA], [2, 1, 1]);
});

test('ordena por cada columna en los dos sentidos, con los valores vacíos al final', async () => {
  assert.deepEqual(await codigos('orden=codigo_muestra&direccion=asc'), [...de('temprana', 'sinEnvio', 'media', 'tardia')].sort());
  assert.deepEqual(await codigos('orden=fecha_extraccion&direccion=desc'), de('tardia', 'media', 'sinEnvio', 'temprana'));
  assert.deepEqual(await codigos('orden=fecha_envio&direccion=asc'), de('temprana', 'media', 'tardia', 'sinEnvio'));
  assert.deepEqual(await codigos('orden=fecha_envio&direccion=desc'), de('tardia', 'media', 'temprana', 'sinEnvio'));
  assert.deepEqual((await codigos('orden=fecha_recepcion&direccion=asc')).slice(0, 1), de('media'));
  assert.deepEqual((await codigos('orden=material&direccion=asc')).at(-1), muestras.temprana!.codigo_muestra, 'MO_ASPIRADO antes que SP');
  assert.deepEqual(new Set((await codigos('orden=centro&direccion=desc')).slice(0, 2)), new Set(de('media', 'tardia')), 'LSTB antes que LSTA');
  assert.deepEqual((await codigos('orden=estado&direccion=desc')).slice(0, 2), de('sinEnvio', 'media'), 'REGISTRADA, RECIBIDA, ENVIADA');
  for (const columna of ORDENES_LISTA_MUESTRAS) {
    for (const direccion of ['asc', 'desc']) assert.equal((await codigos(`orden=${columna}&direccion=${direccion}`)).length, 4, `${columna} ${direccion}`);
  }
});

test('una columna de orden o un filtro fuera de la lista se rechaza con 400 en español, nunca 500', async () => {
  for (const query of ['orden=paciente_id', 'orden=1;drop table muestra', 'direccion=arriba', 'hospital_id=centro', 'extraccion_desde=31/01/2024', 'estudio=NADA']) {
    const respuesta = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}?${query}`);
    assert.equal(respuesta.statusCode, 400, `${query}: ${respuesta.body}`);
    const campo = query.split('=')[0] ?? '';
    assert.ok(respuesta.json<{ errores: Record<string, string> }>().errores[campo], `${query}: ${respuesta.body}`);
  }
});

test('el total de la lista es el mismo en cada página, también pasada la última, con o sin filtros que lean la tabla', async () => {
  const pagina = async (query: string) => {
    const respuesta = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}?${query}`);
    assert.equal(respuesta.statusCode, 200, respuesta.body);
    const { items, total } = respuesta.json<{ items: Muestra[]; total: number }>();
    return [items.length, total];
  };
  // The total taken with the page (a filter the list's index cannot answer) and the one counted apart (state only).
  for (const [filtro, total] of [['estudio=NGS', 3], ['estado=ENVIADA', 2], ['estudio=NGS&hospital_id=999999', 0]] as const) {
    assert.deepEqual(await pagina(`${filtro}&tamano=1&pagina=1`), [Math.min(1, total), total], filtro);
    assert.deepEqual(await pagina(`${filtro}&tamano=1&pagina=2`), [Math.min(1, Math.max(0, total - 1)), total], filtro);
    assert.deepEqual(await pagina(`${filtro}&tamano=1&pagina=9`), [0, total], `${filtro}, pasada la última página`);
  }
});
