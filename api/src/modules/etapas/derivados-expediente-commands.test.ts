import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { RegistroEtapa } from '@registro-lma/shared/domain';
import { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { auditoria } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { MOTIVO_RECALCULO } from './derivados-expediente-commands';

let clinico: TestSession;
let pacienteId: number;

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'RECA');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  pacienteId = (await registrarPaciente(app, clinico, formulario)).paciente_id;
});

async function guardar(metodo: 'PUT' | 'POST', ruta: string, datos: object): Promise<RegistroEtapa> {
  const response = await requestAs(api.app, clinico, metodo, `${PACIENTES}/${pacienteId}/${ruta}`, { modo: 'completo', datos });
  assert.ok([200, 201].includes(response.statusCode), response.body);
  return response.json<RegistroEtapa>();
}

const recalculos = (tabla: string, registroId: number) =>
  api.app.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.accion, 'RECALCULO'), eq(auditoria.tabla, tabla), eq(auditoria.registro_id, String(registroId))))
    .orderBy(auditoria.auditoria_id);

test('the completeness a stage save recomputes on the patient is audited before and after, for the author of the save', async () => {
  await guardar('PUT', 'diagnostico', diagnosticoValido());
  const filas = await recalculos('paciente', pacienteId);
  assert.equal(filas.length, 1);
  const [fila] = filas;
  assert.equal(fila?.usuario_id, clinico.usuario_id);
  assert.equal(fila?.paciente_id, pacienteId);
  assert.ok(fila?.motivo?.startsWith(MOTIVO_RECALCULO), fila?.motivo ?? '');
  const { antes, despues } = fila as unknown as { antes: { de_completitud_pct: number }; despues: { de_completitud_pct: number } };
  assert.deepEqual(Object.keys(antes), ['de_completitud_pct']);
  assert.ok(despues.de_completitud_pct > antes.de_completitud_pct, JSON.stringify(fila));
});

test('a cycle renumbered by an earlier one saved later gets one RECALCULO row with its old and new values', async () => {
  await guardar('PUT', 'induccion', induccionIntensivaValida());
  const segundo = await guardar('POST', 'consolidacion', consolidacionValida({ cons_fecha_inicio: '2024-04-10', cons_fecha_fin: '2024-04-14', cons_emr_fecha: '2024-05-05' }));
  assert.deepEqual(await recalculos('consolidacion', segundo.registro_id), []);
  await guardar('POST', 'consolidacion', consolidacionValida());
  const filas = await recalculos('consolidacion', segundo.registro_id);
  assert.deepEqual(
    filas.map(({ antes, despues, usuario_id, paciente_id }) => ({ antes, despues, usuario_id, paciente_id })),
    [
      {
        antes: { cons_ciclo: 1, n_ciclos_consolidacion: 1 },
        despues: { cons_ciclo: 2, n_ciclos_consolidacion: 2 },
        usuario_id: clinico.usuario_id,
        paciente_id: pacienteId,
      },
    ],
  );
});

test('the patient history lists recomputations with the changes, and no reads', async () => {
  await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}`);
  const historial = await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${pacienteId}/historial`);
  assert.equal(historial.statusCode, 200, historial.body);
  const acciones = new Set(historial.json<{ accion: string }[]>().map((entrada) => entrada.accion));
  assert.ok(acciones.has('RECALCULO'));
  assert.ok(!acciones.has('VER'));
});
