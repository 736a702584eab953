import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MENSAJE_CONFLICTO_VERSION, type RegistroEtapa, type ResumenEtapas } from '@registro-lma/shared/domain';
import { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { recaidaValida } from '@registro-lma/shared/fixtures/recaida/recaida-valida';
import { rescateValido } from '@registro-lma/shared/fixtures/rescate/rescate-valido';
import { trasplanteValido } from '@registro-lma/shared/fixtures/trasplante/trasplante-valido';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let clinico: TestSession;
let otroClinico: TestSession;
let coordinador: TestSession;
let admin: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'ETAP');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  otroClinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  coordinador = await signIn(app, 'COORDINADOR');
  admin = await signIn(app, 'ADMIN');
});

/** A patient like the stage fixtures' one: born 1960-05-10, diagnosed 2024-01-15. */
async function nuevoPaciente(): Promise<number> {
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  return (await registrarPaciente(api.app, clinico, formulario)).paciente_id;
}

const url = (pacienteId: number, ruta: string) => `${PACIENTES}/${pacienteId}/${ruta}`;

async function guardar(pacienteId: number, ruta: string, datos: object, opciones: { metodo?: 'PUT' | 'POST'; version?: number; modo?: string } = {}) {
  const cuerpo = { modo: opciones.modo ?? 'completo', datos, ...(opciones.version === undefined ? {} : { version: opciones.version }) };
  return requestAs(api.app, clinico, opciones.metodo ?? 'PUT', url(pacienteId, ruta), cuerpo);
}

async function guardado(pacienteId: number, ruta: string, datos: object, opciones: Parameters<typeof guardar>[3] = {}): Promise<RegistroEtapa> {
  const response = await guardar(pacienteId, ruta, datos, opciones);
  assert.ok([200, 201].includes(response.statusCode), `${ruta}: ${response.body}`);
  return response.json<RegistroEtapa>();
}

const resumen = async (pacienteId: number) => (await requestAs(api.app, clinico, 'GET', url(pacienteId, 'etapas'))).json<ResumenEtapas>();

describe('a patient from diagnosis to death', () => {
  test('every stage saved complete through the API; the summary shows each one complete', async () => {
    const id = await nuevoPaciente();
    const diagnostico = await guardado(id, 'diagnostico', diagnosticoValido());
    assert.equal(diagnostico.estado_formulario, 'COMPLETO');
    assert.equal(diagnostico.datos.riesgo_global_calculado, 'FAVORABLE');
    await guardado(id, 'induccion', induccionIntensivaValida());
    const segundo = await guardado(id, 'consolidacion', consolidacionValida({ cons_fecha_inicio: '2024-04-10', cons_fecha_fin: '2024-04-14', cons_emr_fecha: '2024-05-05' }), { metodo: 'POST' });
    const primero = await guardado(id, 'consolidacion', consolidacionValida(), { metodo: 'POST' });
    await guardado(id, 'transplante', trasplanteValido(), { metodo: 'POST' });
    await guardado(id, 'recaida', recaidaValida(), { metodo: 'POST' });
    await guardado(id, 'rec-res-1', rescateValido());
    await guardado(id, 'muerte', muerteValida({ muerte_fecha: '2024-12-01' }));

    const estados = (await resumen(id)).estados;
    for (const etapa of ['diagnostico', 'induccion', 'consolidacion', 'trasplante', 'recaida', 'rec_res_1', 'muerte'] as const) {
      assert.equal(estados[etapa], 'COMPLETO', etapa);
    }
    assert.equal(estados.seguimiento, 'SIN_INICIAR');
    const ciclos = (await requestAs(api.app, clinico, 'GET', url(id, 'consolidacion'))).json<RegistroEtapa[]>();
    assert.deepEqual(
      ciclos.map((ciclo) => [ciclo.registro_id, ciclo.datos.cons_ciclo]),
      [
        [primero.registro_id, 1],
        [segundo.registro_id, 2],
      ],
      'cycles are numbered by date whatever the order they were entered in',
    );
    const induccion = (await requestAs(api.app, clinico, 'GET', url(id, 'induccion'))).json<RegistroEtapa>();
    assert.equal(induccion.datos.ind_fecha_primera_remision, '2024-02-20');
  });

  test('a later date before the diagnosis is refused with its Spanish message, and nothing is written', async () => {
    const id = await nuevoPaciente();
    await guardado(id, 'diagnostico', diagnosticoValido());
    const response = await guardar(id, 'induccion', induccionIntensivaValida({ ind1_fecha_inicio: '2024-01-10' }));
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json<{ errores: Record<string, string> }>().errores.ind1_fecha_inicio,
      'El inicio de la inducción no puede ser anterior a la fecha de diagnóstico (15/01/2024).',
    );
    assert.equal((await requestAs(api.app, clinico, 'GET', url(id, 'induccion'))).statusCode, 404);
  });

  test('nothing may be dated after the death', async () => {
    const id = await nuevoPaciente();
    await guardado(id, 'diagnostico', diagnosticoValido());
    await guardado(id, 'muerte', muerteValida({ muerte_fecha: '2024-01-30' }));
    const response = await guardar(id, 'induccion', induccionIntensivaValida());
    assert.equal(response.statusCode, 400);
    assert.match(JSON.stringify(response.json()), /El paciente falleció el 30\/01\/2024/);
  });

  test('a stage is not available before the records it builds on', async () => {
    const id = await nuevoPaciente();
    const response = await guardar(id, 'induccion', induccionIntensivaValida());
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json<{ errores: object }>().errores, { registro: 'Registre primero el diagnóstico.' });
    assert.equal((await resumen(id)).no_disponibles.induccion, 'Registre primero el diagnóstico.');
  });
});

describe('drafts, versions and the audit trail', () => {
  test('a draft may lack required values, never hold invalid ones', async () => {
    const id = await nuevoPaciente();
    const borrador = await guardado(id, 'diagnostico', { ecog: '1' }, { modo: 'borrador' });
    assert.equal(borrador.estado_formulario, 'BORRADOR');
    const invalido = await guardar(id, 'diagnostico', { leucocitos: 5000 }, { modo: 'borrador', version: borrador.version });
    assert.equal(invalido.statusCode, 400);
    assert.match(invalido.json<{ errores: Record<string, string> }>().errores.leucocitos ?? '', /^Valor fuera de rango/);
  });

  test('a stale version answers 409 with the dictionary message; the record keeps the first save', async () => {
    const id = await nuevoPaciente();
    const creado = await guardado(id, 'diagnostico', diagnosticoValido());
    await guardado(id, 'diagnostico', diagnosticoValido({ peso_kg: 80 }), { version: creado.version });
    const tarde = await guardar(id, 'diagnostico', diagnosticoValido({ peso_kg: 90 }), { version: creado.version });
    assert.equal(tarde.statusCode, 409);
    assert.equal(tarde.json<{ message: string }>().message, MENSAJE_CONFLICTO_VERSION);
    const actual = (await requestAs(api.app, clinico, 'GET', url(id, 'diagnostico'))).json<RegistroEtapa>();
    assert.equal(actual.datos.peso_kg, 80);
  });

  test('creating a one-per-patient record that someone else just created is a conflict, not a second record', async () => {
    const id = await nuevoPaciente();
    const respuestas = await Promise.all([guardar(id, 'diagnostico', diagnosticoValido()), guardar(id, 'diagnostico', diagnosticoValido())]);
    assert.deepEqual(respuestas.map((r) => r.statusCode).sort(), [201, 409]);
  });

  test('every save writes an audit row with the field-level before and after', async () => {
    const id = await nuevoPaciente();
    const creado = await guardado(id, 'diagnostico', diagnosticoValido());
    await guardado(id, 'diagnostico', diagnosticoValido({ peso_kg: 81.5 }), { version: creado.version });
    const filas = await auditRows(api.app, 'diagnostico', creado.registro_id);
    assert.deepEqual(filas.map((fila) => fila.accion), ['CREAR', 'MODIFICAR']);
    const [, modificacion] = filas;
    assert.equal((modificacion?.antes as Record<string, unknown>).peso_kg, diagnosticoValido().peso_kg);
    assert.equal((modificacion?.despues as Record<string, unknown>).peso_kg, 81.5);
  });
});

describe('validation, unlocking and deletion', () => {
  test('a coordinator validates a complete record, which then refuses edits until unlocked with a reason', async () => {
    const id = await nuevoPaciente();
    const creado = await guardado(id, 'diagnostico', diagnosticoValido());
    assert.equal((await requestAs(api.app, clinico, 'POST', `${url(id, 'diagnostico')}/validar`, { version: creado.version })).statusCode, 403);
    const validado = (await requestAs(api.app, coordinador, 'POST', `${url(id, 'diagnostico')}/validar`, { version: creado.version })).json<RegistroEtapa>();
    assert.equal(validado.estado_formulario, 'VALIDADO');
    assert.equal(validado.validado_por, coordinador.usuario_id);
    const edicion = await guardar(id, 'diagnostico', diagnosticoValido({ peso_kg: 70 }), { version: validado.version });
    assert.equal(edicion.statusCode, 400);
    const sinMotivo = await requestAs(api.app, coordinador, 'POST', `${url(id, 'diagnostico')}/desbloquear`, { version: validado.version, motivo: 'corto' });
    assert.equal(sinMotivo.statusCode, 400);
    const motivo = 'Corrección del peso tras revisar la historia';
    const abierto = (await requestAs(api.app, coordinador, 'POST', `${url(id, 'diagnostico')}/desbloquear`, { version: validado.version, motivo })).json<RegistroEtapa>();
    assert.equal(abierto.estado_formulario, 'COMPLETO');
    const [ultima] = (await auditRows(api.app, 'diagnostico', creado.registro_id)).slice(-1);
    assert.equal(ultima?.accion, 'CAMBIO_ESTADO');
  });

  test('a draft may be deleted by its creator only; a complete record by an admin only', async () => {
    const id = await nuevoPaciente();
    const borrador = await guardado(id, 'diagnostico', { ecog: '2' }, { modo: 'borrador' });
    const motivo = 'Registrado en el paciente equivocado';
    const ajeno = await requestAs(api.app, otroClinico, 'DELETE', url(id, 'diagnostico'), { version: borrador.version, motivo });
    assert.equal(ajeno.statusCode, 403);
    assert.equal((await requestAs(api.app, clinico, 'DELETE', url(id, 'diagnostico'), { version: borrador.version, motivo })).statusCode, 204);
    assert.equal((await requestAs(api.app, clinico, 'GET', url(id, 'diagnostico'))).statusCode, 404);
    const completo = await guardado(id, 'diagnostico', diagnosticoValido());
    assert.equal((await requestAs(api.app, clinico, 'DELETE', url(id, 'diagnostico'), { version: completo.version, motivo })).statusCode, 403);
    assert.equal((await requestAs(api.app, admin, 'DELETE', url(id, 'diagnostico'), { version: completo.version, motivo })).statusCode, 204);
  });

  test('a patient RETIRADO accepts no new stage data (G18)', async () => {
    const id = await nuevoPaciente();
    const paciente = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}`)).json<{ version: number }>();
    const retirada = await requestAs(api.app, admin, 'PUT', `${PACIENTES}/${id}/estado`, { estado: 'RETIRADO', estado_motivo: 'Retira el consentimiento', version: paciente.version });
    assert.equal(retirada.statusCode, 200, retirada.body);
    const response = await guardar(id, 'diagnostico', diagnosticoValido());
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ message: string }>().message, /no se admiten nuevos datos/);
  });
});
