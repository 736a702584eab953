import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Muestra, MuestraNgs, Paciente } from '@registro-lma/shared/domain';
import { CABECERA_IDEMPOTENCIA } from '../../platform/idempotency-plugin';
import { createTestApp } from '../../testing/create-test-app';
import { datosMuestra, MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras, RESULTADO_NGS } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let app: FastifyInstance;
let clinico: TestSession;
let laboratorio: TestSession;
let paciente: Paciente;

before(async () => {
  app = await createTestApp();
  const centro = await crearCentro(app, 'MUES');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  paciente = await registrarPacienteConMuestras(app, clinico, centro);
});

after(() => app.close());

const ruta = (muestra: Muestra, sufijo = '') => `${MUESTRAS}/${muestra.muestra_id}${sufijo}`;

describe('registro y edición', () => {
  test('el alta asigna el código {UPN}-Mnnn, estado REGISTRADA y lo que se ve del paciente', async () => {
    const muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
    assert.match(muestra.codigo_muestra, new RegExp(`^${paciente.upn}-M\\d{3}$`));
    assert.equal(muestra.estado, 'REGISTRADA');
    assert.deepEqual(muestra.paciente, {
      paciente_id: paciente.paciente_id,
      upn: paciente.upn,
      hospital_codigo: 'MUES',
      sexo: 'HOMBRE',
      edad_muestra: 63,
      entidad: 'LMA',
    });
    const leida = await requestAs(app, clinico, 'GET', ruta(muestra));
    assert.equal(leida.statusCode, 200, leida.body);
    assert.deepEqual(leida.json(), muestra);
  });

  test('20 altas simultáneas de un paciente reciben 20 códigos distintos y consecutivos', async () => {
    const otro = await registrarPacienteConMuestras(app, clinico, paciente.hospital_id);
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, () => requestAs(app, clinico, 'POST', MUESTRAS, { paciente_id: otro.paciente_id, datos: datosMuestra() })),
    );
    assert.deepEqual(respuestas.map((r) => r.statusCode), Array(20).fill(201));
    const codigos = respuestas.map((r) => r.json<Muestra>().codigo_muestra).sort();
    assert.deepEqual(codigos, Array.from({ length: 20 }, (_, i) => `${otro.upn}-M${String(i + 1).padStart(3, '0')}`));
  });

  test('un alta repetida con la misma Idempotency-Key devuelve la primera muestra y no crea otra', async () => {
    const enviar = () =>
      app.inject({
        method: 'POST',
        url: MUESTRAS,
        headers: { authorization: clinico.authorization, [CABECERA_IDEMPOTENCIA]: 'alta-muestra-1' },
        payload: { paciente_id: paciente.paciente_id, datos: datosMuestra() },
      });
    const primera = await enviar();
    const repetida = await enviar();
    assert.equal(primera.statusCode, 201, primera.body);
    assert.equal(repetida.statusCode, 201, repetida.body);
    assert.deepEqual(repetida.json(), primera.json());
  });

  test('datos no válidos: 400 con un mensaje en español por campo', async () => {
    const response = await requestAs(app, clinico, 'POST', MUESTRAS, {
      paciente_id: paciente.paciente_id,
      datos: datosMuestra({ n_tubos: 30, laboratorio_destino: 'LAB_CG_REF', material: 'NO_EXISTE' }),
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), {
      message: 'Datos no válidos.',
      errores: {
        n_tubos: 'Valor fuera de rango: debe estar entre 1 y 20.',
        material: 'Seleccione un valor de la lista.',
        laboratorio_destino: 'El laboratorio seleccionado no realiza ninguno de los estudios solicitados.',
      },
    });
    const sinPaciente = await requestAs(app, clinico, 'POST', MUESTRAS, { paciente_id: 'x', datos: {} });
    assert.equal(sinPaciente.statusCode, 400);
    assert.equal(sinPaciente.json<{ errores: Record<string, string> }>().errores.paciente_id, 'Introduzca un número entero.');
  });

  test('la edición exige la versión leída: una versión antigua es 409', async () => {
    const muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
    const editada = await requestAs(app, clinico, 'PUT', ruta(muestra), { version: muestra.version, datos: datosMuestra({ n_tubos: 3 }) });
    assert.equal(editada.statusCode, 200, editada.body);
    assert.equal(editada.json<Muestra>().datos.n_tubos, 3);
    const tarde = await requestAs(app, clinico, 'PUT', ruta(muestra), { version: muestra.version, datos: datosMuestra({ n_tubos: 4 }) });
    assert.equal(tarde.statusCode, 409, tarde.body);
    assert.equal(tarde.json<{ message: string }>().message, 'Otro usuario ha modificado este registro. Recargue la página antes de guardar.');
  });
});

describe('estados', () => {
  test('grabar la fecha de envío la envía; el laboratorio confirma, la pone en proceso y registra el NGS', async () => {
    const muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
    const enviada = await requestAs(app, clinico, 'PUT', ruta(muestra, '/estado'), { estado: 'ENVIADA', version: muestra.version, fecha_envio: '2024-01-14' });
    assert.equal(enviada.statusCode, 200, enviada.body);
    assert.equal(enviada.json<Muestra>().estado, 'ENVIADA');
    const porCodigo = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}/codigo/${muestra.codigo_muestra.toLowerCase()}`);
    assert.equal(porCodigo.statusCode, 200, porCodigo.body);
    const recibida = await requestAs(app, laboratorio, 'PUT', ruta(muestra, '/confirmacion'), { datos: RECEPCION_CORRECTA });
    assert.equal(recibida.statusCode, 200, recibida.body);
    const tras = recibida.json<Muestra>();
    assert.equal(tras.estado, 'RECIBIDA');
    assert.equal(tras.confirmacion?.recibido_por, laboratorio.usuario_id);
    const enProceso = await requestAs(app, laboratorio, 'PUT', ruta(muestra, '/estado'), { estado: 'EN_PROCESO', version: tras.version });
    assert.equal(enProceso.statusCode, 200, enProceso.body);
    const ngs = await requestAs(app, laboratorio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
      muestra_id: muestra.muestra_id,
      datos: RESULTADO_NGS,
    });
    assert.equal(ngs.statusCode, 200, ngs.body);
    const resultado = ngs.json<MuestraNgs>();
    assert.equal(resultado.momento, 'DIAG');
    assert.equal((resultado.datos.ngs_variante as unknown[]).length, 1);
    const lista = await requestAs(app, clinico, 'GET', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`);
    assert.deepEqual(lista.json(), [resultado]);
    const tarde = await requestAs(app, laboratorio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
      muestra_id: muestra.muestra_id,
      datos: RESULTADO_NGS,
    });
    assert.equal(tarde.statusCode, 409, tarde.body);
  });

  test('confirmar una muestra sin envío asume la fecha de recepción y la rechaza si no se acepta', async () => {
    const muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
    const rechazada = await requestAs(app, laboratorio, 'PUT', ruta(muestra, '/confirmacion'), {
      datos: { ...RECEPCION_CORRECTA, condicion: ['COAGULADA'], aceptada: 'NO', motivo_rechazo: 'Coágulo' },
    });
    assert.equal(rechazada.statusCode, 200, rechazada.body);
    const tras = rechazada.json<Muestra>();
    assert.equal(tras.estado, 'RECHAZADA');
    assert.equal(tras.datos.fecha_envio, RECEPCION_CORRECTA.fecha_recepcion);
    assert.equal(tras.confirmacion?.avisos.fecha_envio, 'No constaba fecha de envío; se ha asumido la de recepción.');
    const otra = await requestAs(app, laboratorio, 'PUT', ruta(muestra, '/estado'), { estado: 'EN_PROCESO', version: tras.version });
    assert.equal(otra.statusCode, 400);
    assert.equal(otra.json<{ message: string }>().message, 'Cambio de estado no permitido.');
  });

  test('solo se anula desde REGISTRADA; RECIBIDA no se fija a mano; una muestra anulada no se edita', async () => {
    const muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
    const recibida = await requestAs(app, clinico, 'PUT', ruta(muestra, '/estado'), { estado: 'RECIBIDA', version: muestra.version });
    assert.equal(recibida.statusCode, 400);
    assert.equal(recibida.json<{ message: string }>().message, 'Cambio de estado no permitido.');
    const anulada = await requestAs(app, clinico, 'PUT', ruta(muestra, '/estado'), { estado: 'ANULADA', version: muestra.version, motivo: 'Duplicada' });
    assert.equal(anulada.statusCode, 200, anulada.body);
    const version = anulada.json<Muestra>().version;
    const otraVez = await requestAs(app, clinico, 'PUT', ruta(muestra, '/estado'), { estado: 'ENVIADA', version, fecha_envio: '2024-01-14' });
    assert.equal(otraVez.statusCode, 400);
    const editada = await requestAs(app, clinico, 'PUT', ruta(muestra), { version, datos: datosMuestra() });
    assert.equal(editada.statusCode, 400);
    assert.equal(editada.json<{ message: string }>().message, 'La muestra ya ha llegado al laboratorio o está anulada: no se puede modificar.');
  });
});

describe('vista seudonimizada', () => {
  test('LECTURA lee la muestra sin su texto libre y no puede registrar', async () => {
    const lectura = await signIn(app, 'LECTURA');
    const muestra = await registrarMuestra(app, clinico, paciente.paciente_id, { observaciones: 'Texto libre del clínico' });
    const leida = await requestAs(app, lectura, 'GET', ruta(muestra));
    assert.equal(leida.statusCode, 200, leida.body);
    assert.equal(leida.json<Muestra>().datos.observaciones, null);
    assert.ok(!leida.body.includes('Texto libre del clínico'));
    const alta = await requestAs(app, lectura, 'POST', MUESTRAS, { paciente_id: paciente.paciente_id, datos: datosMuestra() });
    assert.equal(alta.statusCode, 403);
  });
});

describe('listas', () => {
  test('la lista de trabajo del laboratorio filtra por laboratorio y estado, paginada', async () => {
    const response = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}?laboratorio=LAB_CMF_REF&estado=REGISTRADA&tamano=5`);
    assert.equal(response.statusCode, 200, response.body);
    const { items, total } = response.json<{ items: Muestra[]; total: number }>();
    assert.ok(total > 5);
    assert.equal(items.length, 5);
    assert.ok(items.every((muestra) => muestra.estado === 'REGISTRADA' && muestra.datos.laboratorio_destino === 'LAB_CMF_REF'));
    const ajeno = await requestAs(app, laboratorio, 'GET', `${MUESTRAS}?laboratorio=LAB_NGS_REF`);
    assert.equal(ajeno.statusCode, 403);
  });

  test('las listas de opciones: momentos de cada ensayo con los nombres de la especificación', async () => {
    const response = await requestAs(app, clinico, 'GET', `${MUESTRAS}/select/momentos-lma-flow`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<{ codigo: string }[]>()[0]?.codigo, 'DIAG');
    for (const lista of ['momentos', 'momentos-la-mix', 'momentos-lamvyx', 'momentos-pevolam', 'momentos-flag-quida', 'momentos-ven-a-qui', 'laboratorios', 'biolabs']) {
      assert.equal((await requestAs(app, clinico, 'GET', `${MUESTRAS}/select/${lista}`)).statusCode, 200, lista);
    }
    assert.equal((await requestAs(app, clinico, 'GET', `${MUESTRAS}/select/otra`)).statusCode, 400);
  });
});
