import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RegistroEtapa } from '@registro-lma/shared/domain';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { auditoria } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { auditRows } from '../../testing/audit-rows';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { CONSULTAS, RUTAS_CONSULTAS } from '../../testing/rutas-consultas';
import type { ConsultaDetalle } from './consulta-schemas';

let coordinador: TestSession;
let admin: TestSession;
let clinico: TestSession;
let clinicoOtro: TestSession;
let lectura: TestSession;
let centro: number;
let otroCentro: number;
let pacienteId: number;
let otroPacienteId: number;
let muerte: RegistroEtapa;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'CONS');
  otroCentro = await crearCentro(app, 'OTRC');
  coordinador = await signIn(app, 'COORDINADOR');
  admin = await signIn(app, 'ADMIN');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  clinicoOtro = await signIn(app, 'CLINICO', { hospitales: [otroCentro] });
  lectura = await signIn(app, 'LECTURA');
  pacienteId = (await registrarPaciente(app, clinico, formularioPaciente(centro))).paciente_id;
  otroPacienteId = (await registrarPaciente(app, clinicoOtro, formularioPaciente(otroCentro))).paciente_id;
  const guardado = await requestAs(app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/muerte`, { modo: 'completo', datos: muerteValida() });
  assert.equal(guardado.statusCode, 201, guardado.body);
  muerte = guardado.json<RegistroEtapa>();
});

const apertura = (cambios: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  formulario: 'muerte',
  registro_id: muerte.registro_id,
  campo: 'muerte_fecha',
  texto_consulta: '¿La fecha de fallecimiento es la del certificado?',
  ...cambios,
});

async function abrir(sesion: TestSession, cambios: Record<string, unknown> = {}): Promise<ConsultaDetalle> {
  const response = await requestAs(api.app, sesion, 'POST', CONSULTAS, apertura(cambios));
  assert.equal(response.statusCode, 201, response.body);
  return response.json<ConsultaDetalle>();
}

/** The id of the audit row of the last change of one of the patient's records. */
async function ultimaCorreccion(paciente: number, tabla = 'muerte'): Promise<number> {
  const [fila] = await api.app.db
    .select({ id: auditoria.auditoria_id })
    .from(auditoria)
    .where(and(eq(auditoria.paciente_id, paciente), eq(auditoria.tabla, tabla)))
    .orderBy(desc(auditoria.auditoria_id))
    .limit(1);
  assert.ok(fila);
  return fila.id;
}

describe('the life of a query: opened, answered, closed, reopened', () => {
  let consulta: ConsultaDetalle;

  test('a coordinator opens a query on one field: ABIERTA, with its first step and an audit row', async () => {
    consulta = await abrir(coordinador);
    assert.equal(consulta.estado, 'ABIERTA');
    assert.equal(consulta.hospital_id, centro);
    assert.equal(consulta.origen, 'MANUAL');
    assert.deepEqual(
      consulta.hilo.map((paso) => [paso.tipo, paso.texto_consulta, paso.usuario_id]),
      [['APERTURA', '¿La fecha de fallecimiento es la del certificado?', coordinador.usuario_id]],
    );
    const filas = await auditRows(api.app, 'consulta', consulta.consulta_id);
    assert.deepEqual(
      filas.map((fila) => [fila.accion, fila.usuario_id]),
      [['CREAR', coordinador.usuario_id]],
    );
  });

  test('a second query on the same field while the first is not closed: 409', async () => {
    const response = await requestAs(api.app, admin, 'POST', CONSULTAS, apertura());
    assert.equal(response.statusCode, 409, response.body);
  });

  test('the record cannot be validated while the query is open (409), and nothing changes', async () => {
    const response = await requestAs(api.app, coordinador, 'POST', `${PACIENTES}/${pacienteId}/muerte/validar`, { version: muerte.version });
    assert.equal(response.statusCode, 409, response.body);
    assert.match(response.json<{ message: string }>().message, /consultas sin cerrar/);
  });

  test('the clinician of another centre can neither read nor answer it (403); the read-only role reads it without texts', async () => {
    assert.equal((await requestAs(api.app, clinicoOtro, 'GET', `${CONSULTAS}/${consulta.consulta_id}`)).statusCode, 403);
    const respuesta = await requestAs(api.app, clinicoOtro, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Respuesta ajena' });
    assert.equal(respuesta.statusCode, 403, respuesta.body);
    const leida = await requestAs(api.app, lectura, 'GET', `${CONSULTAS}/${consulta.consulta_id}`);
    assert.equal(leida.statusCode, 200, leida.body);
    assert.deepEqual(
      leida.json<ConsultaDetalle>().hilo.map((paso) => [paso.texto_consulta, paso.usuario, paso.rol]),
      [[null, null, 'COORDINADOR']],
    );
  });

  test('the coordinator cannot answer, and the clinician cannot close (403)', async () => {
    const respuesta = await requestAs(api.app, coordinador, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Respondo yo' });
    assert.equal(respuesta.statusCode, 403, respuesta.body);
    const cierre = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/cierre`, { version: consulta.version });
    assert.equal(cierre.statusCode, 403, cierre.body);
  });

  test('an answer linked to another patient’s change is refused naming the field (400)', async () => {
    const response = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, {
      version: consulta.version,
      texto_consulta: 'Corregida',
      auditoria_id: await ultimaCorreccion(otroPacienteId, 'paciente'),
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.ok(response.json<{ errores: Record<string, string> }>().errores.auditoria_id);
  });

  test('the clinician corrects the date and answers, linking the audited change: RESPONDIDA; a stale version is 409', async () => {
    const datos = muerteValida({ muerte_fecha: '2024-05-02' });
    const corregida = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/muerte`, { modo: 'completo', datos, version: muerte.version });
    assert.equal(corregida.statusCode, 200, corregida.body);
    muerte = corregida.json<RegistroEtapa>();
    const correccion = await ultimaCorreccion(pacienteId);
    const response = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Corregida según el certificado', auditoria_id: correccion });
    assert.equal(response.statusCode, 200, response.body);
    const respondida = response.json<ConsultaDetalle>();
    assert.equal(respondida.estado, 'RESPONDIDA');
    assert.deepEqual(respondida.hilo.at(-1)?.auditoria_id, correccion);
    assert.deepEqual(respondida.hilo.at(-1)?.correccion, [{ campo: 'muerte_fecha', antes: '2024-05-01', despues: '2024-05-02' }]);
    const repetida = await requestAs(api.app, coordinador, 'POST', `${CONSULTAS}/${consulta.consulta_id}/cierre`, { version: consulta.version });
    assert.equal(repetida.statusCode, 409, repetida.body);
    consulta = respondida;
  });

  test('closing changes no data of the record; then it can be validated', async () => {
    const antes = await requestAs(api.app, coordinador, 'GET', `${PACIENTES}/${pacienteId}/muerte`);
    const response = await requestAs(api.app, coordinador, 'POST', `${CONSULTAS}/${consulta.consulta_id}/cierre`, { version: consulta.version, texto_consulta: 'Conforme' });
    assert.equal(response.statusCode, 200, response.body);
    consulta = response.json<ConsultaDetalle>();
    assert.equal(consulta.estado, 'CERRADA');
    const despues = await requestAs(api.app, coordinador, 'GET', `${PACIENTES}/${pacienteId}/muerte`);
    assert.deepEqual(despues.json(), antes.json());
    const validada = await requestAs(api.app, coordinador, 'POST', `${PACIENTES}/${pacienteId}/muerte/validar`, { version: muerte.version });
    assert.equal(validada.statusCode, 200, validada.body);
  });

  test('reopening asks for a text (400 naming it), brings it back to ABIERTA, and every step is in the audit trail', async () => {
    const sinTexto = await requestAs(api.app, admin, 'POST', `${CONSULTAS}/${consulta.consulta_id}/reapertura`, { version: consulta.version });
    assert.equal(sinTexto.statusCode, 400, sinTexto.body);
    assert.ok(sinTexto.json<{ errores: Record<string, string> }>().errores.texto_consulta);
    const response = await requestAs(api.app, admin, 'POST', `${CONSULTAS}/${consulta.consulta_id}/reapertura`, { version: consulta.version, texto_consulta: 'Falta la hora' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<ConsultaDetalle>().estado, 'ABIERTA');
    const filas = await auditRows(api.app, 'consulta', consulta.consulta_id);
    assert.deepEqual(
      filas.filter((fila) => fila.accion !== 'VER').map((fila) => [fila.accion, (fila.despues as { estado: string }).estado]),
      [
        ['CREAR', 'ABIERTA'],
        ['CAMBIO_ESTADO', 'RESPONDIDA'],
        ['CAMBIO_ESTADO', 'CERRADA'],
        ['CAMBIO_ESTADO', 'ABIERTA'],
      ],
    );
  });

  test('the CSV export: one line per step of each thread, the extracts’ conventions, within scope; identifiable, so not for the read-only role', async () => {
    const leer = async (sesion: TestSession, consultaUrl = '') => {
      const response = await requestAs(api.app, sesion, 'GET', `${CONSULTAS}/exportar${consultaUrl}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="consultas-\d{4}-\d{2}-\d{2}\.csv"$/);
      assert.ok(response.body.startsWith('\uFEFF'), 'UTF-8 con BOM');
      const [cabecera = '', ...lineas] = response.body.slice(1).split('\r\n').filter((linea) => linea !== '');
      return { cabecera: cabecera.split(';'), filas: lineas.map((linea) => Object.fromEntries(linea.split(';').map((valor, i) => [cabecera.split(';')[i], valor]))) };
    };
    const { cabecera, filas } = await leer(coordinador, `?paciente_id=${pacienteId}`);
    assert.deepEqual(cabecera.slice(0, 3), ['consulta_id', 'upn', 'hospital_id']);
    const deEsta = filas.filter((fila) => fila.consulta_id === String(consulta.consulta_id));
    assert.deepEqual(
      deEsta.map((fila) => [fila.paso, fila.tipo, fila.estado]),
      [
        ['1', 'APERTURA', 'ABIERTA'],
        ['2', 'RESPUESTA', 'ABIERTA'],
        ['3', 'CIERRE', 'ABIERTA'],
        ['4', 'REAPERTURA', 'ABIERTA'],
      ],
    );
    assert.equal(deEsta[3]?.texto_consulta, 'Falta la hora');
    // Each step names who took it, as the thread on screen does.
    assert.deepEqual(
      deEsta.map((fila) => [fila.usuario_id, fila.usuario, fila.rol]),
      [coordinador, clinico, coordinador, admin].map((quien) => [String(quien.usuario_id), `Prueba ${quien.apellidos}`, quien.rol]),
    );
    assert.deepEqual((await leer(clinicoOtro)).filas, [], 'another centre’s clinician exports none of them');
    assert.equal((await requestAs(api.app, lectura, 'GET', `${CONSULTAS}/exportar`)).statusCode, 403);
  });

  test('the thread cannot be changed, not even by the owner of the table', async () => {
    await assert.rejects(api.app.db.execute(sql`update consulta_evento set texto_consulta = 'otro'`));
  });
});

describe('the answer links the audited correction of the query’s field', () => {
  let consulta: ConsultaDetalle;
  let paciente: number;
  let registro: RegistroEtapa;

  /** The clinician saves the death record with some changes: the audit row of that save. */
  async function corregir(cambios: Record<string, unknown>): Promise<number> {
    const datos = muerteValida({ muerte_relacionada_tratamiento: 'NO', ...cambios });
    const guardada = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${paciente}/muerte`, { modo: 'completo', datos, version: registro.version });
    assert.equal(guardada.statusCode, 200, guardada.body);
    registro = guardada.json<RegistroEtapa>();
    return ultimaCorreccion(paciente);
  }

  before(async () => {
    paciente = (await registrarPaciente(api.app, clinico, formularioPaciente(centro))).paciente_id;
    const guardado = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${paciente}/muerte`, { modo: 'completo', datos: muerteValida() });
    assert.equal(guardado.statusCode, 201, guardado.body);
    registro = guardado.json<RegistroEtapa>();
  });

  test('each step says who took it: the user’s name and role', async () => {
    consulta = await abrir(coordinador, { paciente_id: paciente, registro_id: registro.registro_id, campo: 'muerte_autopsia', texto_consulta: '¿Se hizo autopsia?' });
    const [apertura] = consulta.hilo;
    assert.deepEqual([apertura?.usuario, apertura?.rol, apertura?.correccion], [{ nombre: 'Prueba', apellidos: coordinador.apellidos }, 'COORDINADOR', []]);
  });

  test('a change of another field is not its correction: named, it is refused (400); not named, the answer links none', async () => {
    const otroCampo = await corregir({});
    const nombrada = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Corregida', auditoria_id: otroCampo });
    assert.equal(nombrada.statusCode, 400, nombrada.body);
    assert.ok(nombrada.json<{ errores: Record<string, string> }>().errores.auditoria_id);
    const sinCorreccion = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Es correcta' });
    assert.equal(sinCorreccion.statusCode, 200, sinCorreccion.body);
    consulta = sinCorreccion.json<ConsultaDetalle>();
    assert.deepEqual([consulta.hilo.at(-1)?.auditoria_id, consulta.hilo.at(-1)?.correccion], [null, []]);
  });

  test('a change made before the query was (re)opened is not its correction (400)', async () => {
    const anterior = await corregir({ muerte_autopsia: 'DESCONOCIDO' });
    const reabierta = await requestAs(api.app, coordinador, 'POST', `${CONSULTAS}/${consulta.consulta_id}/reapertura`, { version: consulta.version, texto_consulta: 'Revise la autopsia' });
    assert.equal(reabierta.statusCode, 200, reabierta.body);
    consulta = reabierta.json<ConsultaDetalle>();
    const response = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Corregida', auditoria_id: anterior });
    assert.equal(response.statusCode, 400, response.body);
  });

  test('not named, the answer links the clinician’s latest change of the field since the query was opened, and the thread shows before → after', async () => {
    const correccion = await corregir({ muerte_autopsia: 'SI' });
    const response = await requestAs(api.app, clinico, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Corregida' });
    assert.equal(response.statusCode, 200, response.body);
    const paso = response.json<ConsultaDetalle>().hilo.at(-1);
    assert.equal(paso?.auditoria_id, correccion);
    assert.deepEqual(paso?.correccion, [{ campo: 'muerte_autopsia', antes: 'DESCONOCIDO', despues: 'SI' }]);
    assert.deepEqual([paso?.usuario, paso?.rol], [{ nombre: 'Prueba', apellidos: clinico.apellidos }, 'CLINICO']);
    const cerrada = await requestAs(api.app, coordinador, 'POST', `${CONSULTAS}/${consulta.consulta_id}/cierre`, { version: response.json<ConsultaDetalle>().version });
    assert.equal(cerrada.statusCode, 200, cerrada.body);
  });
});

describe('opening: who may, and on what', () => {
  test('a clinician and the read-only role cannot open queries (403)', async () => {
    for (const sesion of [clinico, lectura]) {
      const response = await requestAs(api.app, sesion, 'POST', CONSULTAS, apertura({ campo: 'muerte_causa_principal' }));
      assert.equal(response.statusCode, 403, response.body);
    }
  });

  test('a field of another form, or a record of another patient, is refused naming the field (400)', async () => {
    const campo = await requestAs(api.app, coordinador, 'POST', CONSULTAS, apertura({ campo: 'seg_fecha' }));
    assert.equal(campo.statusCode, 400, campo.body);
    assert.ok(campo.json<{ errores: Record<string, string> }>().errores.campo);
    const registro = await requestAs(api.app, coordinador, 'POST', CONSULTAS, apertura({ paciente_id: otroPacienteId }));
    assert.equal(registro.statusCode, 400, registro.body);
    assert.ok(registro.json<{ errores: Record<string, string> }>().errores.registro_id);
    const formulario = await requestAs(api.app, coordinador, 'POST', CONSULTAS, apertura({ formulario: 'otro' }));
    assert.equal(formulario.statusCode, 400, formulario.body);
  });

  test('a query on the whole patient form', async () => {
    const consulta = await abrir(admin, { formulario: 'paciente', registro_id: pacienteId, campo: null, texto_consulta: 'Revise el registro' });
    assert.equal(consulta.campo, null);
  });
});

describe('the list', () => {
  test('filters by state and centre, within the scope (a clinician of another centre sees none, and may not name this centre)', async () => {
    const abiertas = await requestAs(api.app, coordinador, 'GET', `${CONSULTAS}?estado=ABIERTA&hospital_id=${centro}`);
    assert.equal(abiertas.statusCode, 200, abiertas.body);
    const pagina = abiertas.json<{ items: ConsultaDetalle[]; total: number }>();
    assert.ok(pagina.total >= 2);
    assert.ok(pagina.items.every((item) => item.estado === 'ABIERTA' && item.hospital_id === centro));
    const ajenas = await requestAs(api.app, clinicoOtro, 'GET', CONSULTAS);
    assert.equal(ajenas.json<{ total: number }>().total, 0);
    assert.equal((await requestAs(api.app, clinicoOtro, 'GET', `${CONSULTAS}?hospital_id=${centro}`)).statusCode, 403);
    const propias = await requestAs(api.app, clinico, 'GET', `${CONSULTAS}?paciente_id=${pacienteId}&formulario=muerte`);
    assert.equal(propias.json<{ total: number }>().total, 1);
  });

  test('a bad filter is refused naming it (400)', async () => {
    const response = await requestAs(api.app, coordinador, 'GET', `${CONSULTAS}?estado=PERDIDA`);
    assert.equal(response.statusCode, 400, response.body);
    assert.ok(response.json<{ errores: Record<string, string> }>().errores.estado);
  });
});

describe('the roles by unit reach no query', () => {
  for (const rol of ['LABORATORIO', 'BIOBANCO'] as const) {
    for (const [metodo, plantilla] of RUTAS_CONSULTAS) {
      test(`${metodo} ${plantilla} as ${rol} → 403`, async () => {
        const sesion = await signIn(api.app, rol);
        const cuerpo = metodo === 'POST' ? (plantilla === CONSULTAS ? apertura({ campo: 'muerte_fase' }) : { version: 1, texto_consulta: 'Texto' }) : undefined;
        const response = await requestAs(api.app, sesion, metodo, plantilla.replace('{id}', '1'), cuerpo);
        assert.equal(response.statusCode, 403, response.body);
      });
    }
  }
});
