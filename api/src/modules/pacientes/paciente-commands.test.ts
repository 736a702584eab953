import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { MENSAJE_CONFLICTO_VERSION, type EntradaHistorial, type NuevoUpn, type Paciente } from '@registro-lma/shared/domain';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, requestAs, registrarPaciente } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let admin: TestSession;
let clinico: TestSession;
let lectura: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'HUGM');
  admin = await signIn(app, 'ADMIN');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  lectura = await signIn(app, 'LECTURA');
});

const guardar = (actual: Paciente, cambios: Record<string, unknown> = {}, sesion = clinico) =>
  requestAs(api.app, sesion, 'PUT', `${PACIENTES}/${actual.paciente_id}`, { ...formularioPaciente(centro), version: actual.version, ...cambios });

async function guardado(actual: Paciente, cambios: Record<string, unknown> = {}): Promise<Paciente> {
  const response = await guardar(actual, cambios);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Paciente>();
}

const leer = (pacienteId: number, sesion = clinico) => requestAs(api.app, sesion, 'GET', `${PACIENTES}/${pacienteId}`);

describe('completing a draft', () => {
  test('a draft saved as complete becomes ACTIVO and COMPLETO, version bumped', async () => {
    const nuevo = (await requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro })).json<NuevoUpn>();
    const borrador = (await leer(nuevo.paciente_id)).json<Paciente>();
    const aMedias = await guardado(borrador, { modo: 'borrador', sexo: 'MUJER', fecha_nacimiento: null });
    assert.deepEqual([aMedias.estado, aMedias.estado_formulario, aMedias.version], ['BORRADOR', 'BORRADOR', 2]);
    const completo = await guardado(aMedias, { modo: 'completo', upn: nuevo.upn });
    assert.deepEqual([completo.estado, completo.estado_formulario, completo.version, completo.upn], ['ACTIVO', 'COMPLETO', 3, nuevo.upn]);
  });

  test('a patient past BORRADOR is checked as complete whatever the mode', async () => {
    const activo = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    const response = await guardar(activo, { modo: 'borrador', entidad: null });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json<{ errores: object }>().errores, { entidad: 'Este campo es obligatorio.' });
  });
});

describe('conflicts and the UPN', () => {
  test('a stale version answers 409 and changes nothing', async () => {
    const original = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    await guardado(original, { entidad: 'LPA' });
    const response = await guardar(original, { entidad: 'SMD_LMA' });
    assert.deepEqual([response.statusCode, response.json()], [409, { message: MENSAJE_CONFLICTO_VERSION }]);
    assert.equal((await leer(original.paciente_id)).json<Paciente>().entidad, 'LPA');
  });

  test('a different UPN in the body is refused on upn; the same one is accepted', async () => {
    const original = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    const response = await guardar(original, { upn: 'LMA-000001' === original.upn ? 'LMA-000002' : 'LMA-000001' });
    assert.deepEqual([response.statusCode, response.json()], [
      400,
      { message: 'Datos no válidos.', errores: { upn: 'El UPN lo asigna el sistema y no puede modificarse.' } },
    ]);
    assert.equal((await guardar(original, { upn: original.upn })).statusCode, 200);
  });

  test('an unknown patient is 404', async () => {
    const response = await requestAs(api.app, admin, 'PUT', `${PACIENTES}/987654`, { ...formularioPaciente(centro), version: 1 });
    assert.equal(response.statusCode, 404);
  });
});

describe('G18', () => {
  for (const [estado, etiqueta] of [
    ['RETIRADO', 'Consentimiento retirado'],
    ['EXCLUIDO', 'Excluido'],
  ] as const) {
    test(`a patient in ${estado} accepts no new data`, async () => {
      const activo = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
      const cambio = await requestAs(api.app, admin, 'PUT', `${PACIENTES}/${activo.paciente_id}/estado`, {
        estado,
        estado_motivo: 'Decisión del paciente.',
        version: activo.version,
      });
      assert.equal(cambio.statusCode, 200, cambio.body);
      const response = await guardar(cambio.json<Paciente>(), { observaciones: 'Dato nuevo' }, admin);
      assert.deepEqual([response.statusCode, response.json()], [400, { message: `El paciente está en estado «${etiqueta}»: no se admiten nuevos datos.` }]);
    });
  }
});

describe('audit trail and history', () => {
  let historial: EntradaHistorial[];
  let pacienteId: number;

  before(async () => {
    const fila = { ensayo: 'PEVOLAM', codigo_paciente_ensayo: 'PEV-9', fecha_inclusion: '2023-11-20' };
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { participa_ensayo: 'SI', paciente_ensayo: [fila] }));
    pacienteId = creado.paciente_id;
    const editado = await guardado(creado, {
      participa_ensayo: 'SI',
      entidad: 'LPA',
      paciente_ensayo: [{ ...fila, brazo: 'B' }, { ensayo: 'LA_MIX', codigo_paciente_ensayo: 'LM-1', fecha_inclusion: '2023-12-01' }],
    });
    await guardado(editado, { entidad: 'LPA', participa_ensayo: 'NO' });
    await leer(pacienteId);
    historial = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}/historial`)).json<EntradaHistorial[]>();
  });

  test('every change of the patient and its trials, newest first, with user and role', () => {
    assert.deepEqual(
      historial.map((entrada) => [entrada.tabla, entrada.accion]),
      [
        ['paciente', 'MODIFICAR'],
        ['paciente_ensayo', 'ELIMINAR'],
        ['paciente_ensayo', 'ELIMINAR'],
        ['paciente', 'MODIFICAR'],
        ['paciente_ensayo', 'CREAR'],
        ['paciente_ensayo', 'MODIFICAR'],
        ['paciente', 'CREAR'],
        ['paciente_ensayo', 'CREAR'],
      ],
    );
    assert.deepEqual(historial[0]?.usuario, { usuario_id: clinico.usuario_id, nombre: 'Prueba', apellidos: clinico.apellidos });
    assert.equal(historial[0]?.rol, 'CLINICO');
    const ids = historial.map((entrada) => entrada.auditoria_id);
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
  });

  test('changes are field by field, bookkeeping left out', () => {
    const edicion = historial[3];
    assert.deepEqual(edicion?.cambios, [{ campo: 'entidad', antes: 'LMA', despues: 'LPA' }]);
    const brazo = historial.find((entrada) => entrada.tabla === 'paciente_ensayo' && entrada.accion === 'MODIFICAR');
    assert.deepEqual(brazo?.cambios, [{ campo: 'brazo', antes: null, despues: 'B' }]);
    assert.deepEqual(historial[0]?.cambios, [{ campo: 'participa_ensayo', antes: 'SI', despues: 'NO' }]);
  });

  test('views are recorded (VER) but are not changes', async () => {
    const filas = await auditRows(api.app, 'paciente', pacienteId);
    assert.deepEqual(filas.filter((fila) => fila.accion === 'VER').map((fila) => [fila.usuario_id, fila.antes, fila.despues]), [[clinico.usuario_id, null, null]]);
    assert.ok(historial.every((entrada) => entrada.accion !== 'VER'));
  });

  test('the stored before/after snapshots hold the whole record, and stay immutable', async () => {
    const filas = await auditRows(api.app, 'paciente', pacienteId);
    const modificacion = filas.find((fila) => fila.accion === 'MODIFICAR');
    assert.equal((modificacion?.antes as Paciente).entidad, 'LMA');
    assert.equal((modificacion?.despues as Paciente).entidad, 'LPA');
    assert.equal((modificacion?.despues as Paciente).version, 2);
    await assert.rejects(api.app.db.execute(sql`update auditoria set accion = 'BORRAR' where paciente_id = ${pacienteId}`));
    await assert.rejects(api.app.db.execute(sql`delete from auditoria where paciente_id = ${pacienteId}`));
    assert.equal((await auditRows(api.app, 'paciente', pacienteId)).length, filas.length);
  });
});

describe('reading', () => {
  test('by UPN, in any case', async () => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    const response = await requestAs(api.app, clinico, 'GET', `${PACIENTES}/upn/${creado.upn.toLowerCase()}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<Paciente>().paciente_id, creado.paciente_id);
  });

  test('LECTURA reads the record pseudonymised, without free text', async () => {
    const fila = { ensayo: 'OTRO', ensayo_otro: 'Estudio local', codigo_paciente_ensayo: 'EL-1', fecha_inclusion: '2023-11-20' };
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { participa_ensayo: 'SI', paciente_ensayo: [fila] }));
    const visto = (await leer(creado.paciente_id, lectura)).json<Paciente>();
    assert.deepEqual(
      [visto.fecha_nacimiento, visto.medico_responsable, visto.observaciones, visto.paciente_ensayo[0]?.ensayo_otro],
      ['1958', null, null, null],
    );
    assert.equal(visto.edad_diagnostico, creado.edad_diagnostico);
    assert.equal((await leer(creado.paciente_id, admin)).json<Paciente>().observaciones, 'Derivado desde otro centro.');
  });

  test('e-mail is switched off: nothing is sent', async () => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    const response = await requestAs(api.app, clinico, 'POST', `${PACIENTES}/mail-paciente/${creado.paciente_id}?enviar=false`);
    assert.deepEqual(response.json(), { enviado: false, mensaje: 'El envío de correos está desactivado.' });
  });

  test('with e-mail switched on but no mail transport in this release, the route says so (503)', async (contexto) => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    api.app.config.mailEnabled = true;
    contexto.after(() => {
      api.app.config.mailEnabled = false;
    });
    const response = await requestAs(api.app, clinico, 'POST', `${PACIENTES}/mail-paciente/${creado.paciente_id}?enviar=true`);
    assert.deepEqual([response.statusCode, response.json()], [503, { message: 'El servicio de correo no está disponible.' }]);
  });
});
