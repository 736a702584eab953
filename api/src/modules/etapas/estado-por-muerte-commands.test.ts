import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Paciente, RegistroEtapa, Usuario } from '@registro-lma/shared/domain';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { auditoria, paciente as tablaPaciente } from '../../db/schema';
import { RepositorioAuditado } from '../../platform/auditoria-repository';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { MOTIVO_FALLECIDO_AUTOMATICO, MOTIVO_RESTAURADO_AUTOMATICO } from './estado-por-muerte-commands';
import { guardarEtapa } from './etapa-commands';
import { filasDe } from '../../db/filas';

// catalogues.md §7: saving a `muerte` record makes the patient FALLECIDO; deleting it restores the state it had.

let clinico: TestSession;
let admin: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'MUER');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  admin = await signIn(app, 'ADMIN');
});

const MOTIVO = 'Muerte registrada en el paciente equivocado';

async function nuevoPaciente(): Promise<Paciente> {
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  const paciente = await registrarPaciente(api.app, clinico, formulario);
  assert.equal(paciente.estado, 'ACTIVO');
  return paciente;
}

const leerPaciente = async (id: number) => (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}`)).json<Paciente>();

async function guardarMuerte(id: number, version?: number): Promise<RegistroEtapa> {
  const response = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${id}/muerte`, { modo: 'completo', datos: muerteValida(), ...(version === undefined ? {} : { version }) });
  assert.ok([200, 201].includes(response.statusCode), response.body);
  return response.json<RegistroEtapa>();
}

/** The patient's state changes in the audit trail, oldest first. */
async function cambiosDeEstado(id: number) {
  const filas = await api.app.db
    .select({ usuario_id: auditoria.usuario_id, antes: auditoria.antes, despues: auditoria.despues, motivo: auditoria.motivo })
    .from(auditoria)
    .where(and(eq(auditoria.tabla, 'paciente'), eq(auditoria.registro_id, String(id)), eq(auditoria.accion, 'CAMBIO_ESTADO')))
    .orderBy(asc(auditoria.auditoria_id));
  return filas.map((fila) => ({
    usuario_id: fila.usuario_id,
    antes: (fila.antes as { estado: string }).estado,
    despues: (fila.despues as { estado: string }).estado,
    motivo: fila.motivo,
  }));
}

/** paciente_recuento (kept by the triggers of migration 0007) must equal the patients grouped by the same key. */
async function comprobarRecuento(paso: string): Promise<void> {
  const leer = async (consulta: ReturnType<typeof sql>) =>
    (await filasDe<{ clave: string; pacientes: number }>(api.app.db, consulta)).map((f) => ({ clave: f.clave, pacientes: Number(f.pacientes) }));
  const contados = await leer(sql`select concat_ws('|', hospital_id, estado, coalesce(entidad, ''),
      case when estado = 'BORRADOR' then coalesce(creado_por, 0) else 0 end) as clave, count(*) as pacientes
    from paciente group by 1 order by 1`);
  const guardados = await leer(sql`select concat_ws('|', hospital_id, estado, entidad, borrador_de) as clave, pacientes
    from paciente_recuento where pacientes <> 0 order by 1`);
  assert.deepEqual(guardados, contados, paso);
}

describe('the patient state follows its death record', () => {
  test('saving the death makes the patient FALLECIDO, audited as the saver with a system reason; the version moves', async () => {
    const { paciente_id: id, version } = await nuevoPaciente();
    await guardarMuerte(id);
    const despues = await leerPaciente(id);
    assert.equal(despues.estado, 'FALLECIDO');
    assert.ok(despues.version > version, 'a form opened before the death must answer 409');
    assert.deepEqual(await cambiosDeEstado(id), [{ usuario_id: clinico.usuario_id, antes: 'ACTIVO', despues: 'FALLECIDO', motivo: MOTIVO_FALLECIDO_AUTOMATICO }]);
    const obsoleto = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${id}/estado`, { estado: 'PERDIDO_SEGUIMIENTO', estado_motivo: null, version });
    // A change chosen while the patient was ACTIVO is refused now (FALLECIDO→PERDIDO_SEGUIMIENTO does not exist).
    assert.equal(obsoleto.statusCode, 400);
    await comprobarRecuento('tras guardar la muerte');
  });

  test('editing the death record keeps FALLECIDO and writes no further state change', async () => {
    const { paciente_id: id } = await nuevoPaciente();
    const creado = await guardarMuerte(id);
    await guardarMuerte(id, creado.version);
    assert.equal((await leerPaciente(id)).estado, 'FALLECIDO');
    assert.equal((await cambiosDeEstado(id)).length, 1);
  });

  test('deleting the death record restores the remembered state (PERDIDO_SEGUIMIENTO), audited with the deletion reason', async () => {
    const { paciente_id: id, version } = await nuevoPaciente();
    const perdido = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${id}/estado`, { estado: 'PERDIDO_SEGUIMIENTO', estado_motivo: 'Sin contacto', version });
    assert.equal(perdido.statusCode, 200, perdido.body);
    const muerte = await guardarMuerte(id);
    assert.equal((await leerPaciente(id)).estado, 'FALLECIDO');
    const borrado = await requestAs(api.app, admin, 'DELETE', `${PACIENTES}/${id}/muerte`, { version: muerte.version, motivo: MOTIVO });
    assert.equal(borrado.statusCode, 204, borrado.body);
    assert.equal((await leerPaciente(id)).estado, 'PERDIDO_SEGUIMIENTO');
    const cambios = await cambiosDeEstado(id);
    assert.deepEqual(cambios.slice(1), [
      { usuario_id: clinico.usuario_id, antes: 'PERDIDO_SEGUIMIENTO', despues: 'FALLECIDO', motivo: MOTIVO_FALLECIDO_AUTOMATICO },
      { usuario_id: admin.usuario_id, antes: 'FALLECIDO', despues: 'PERDIDO_SEGUIMIENTO', motivo: `${MOTIVO_RESTAURADO_AUTOMATICO}: ${MOTIVO}` },
    ]);
    const [fila] = await api.app.db.select({ previo: tablaPaciente.estado_previo_muerte }).from(tablaPaciente).where(eq(tablaPaciente.paciente_id, id));
    assert.equal(fila?.previo, null, 'nothing is remembered once the death record is gone');
    await comprobarRecuento('tras borrar la muerte');
  });

  test('a draft patient keeps BORRADOR: §7 has no BORRADOR→FALLECIDO before its initial data are complete', async () => {
    const borrador = await registrarPaciente(api.app, clinico, { modo: 'borrador', hospital_id: centro, sexo: 'MUJER' });
    assert.equal(borrador.estado, 'BORRADOR');
    await guardarMuerte(borrador.paciente_id);
    assert.equal((await leerPaciente(borrador.paciente_id)).estado, 'BORRADOR');
    assert.deepEqual(await cambiosDeEstado(borrador.paciente_id), []);
  });

  test('a failure later in the same transaction leaves neither the record, the state nor the audit row', async () => {
    const { paciente_id: id, hospital_id, upn, creado_por } = await nuevoPaciente();
    const autor = { usuario_id: clinico.usuario_id, rol: clinico.rol } as Usuario;
    const fallo = new RepositorioAuditado({ db: api.app.db, dbLecturas: api.app.db }, autor).escribir(async (tx, auditar) => {
      await guardarEtapa(tx, { etapaId: 'muerte', paciente: { paciente_id: id, hospital_id, upn, estado: 'ACTIVO', creado_por }, filaId: null, cuerpo: { modo: 'completo', datos: muerteValida() }, autor }, auditar);
      const [dentro] = await tx.select({ estado: tablaPaciente.estado }).from(tablaPaciente).where(eq(tablaPaciente.paciente_id, id));
      assert.equal(dentro?.estado, 'FALLECIDO');
      throw new Error('fallo simulado');
    });
    await assert.rejects(fallo, /fallo simulado/);
    assert.equal((await leerPaciente(id)).estado, 'ACTIVO');
    assert.deepEqual(await cambiosDeEstado(id), []);
    assert.equal((await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}/muerte`)).statusCode, 404);
    await comprobarRecuento('tras el fallo');
  });
});
