import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { DatosIniciales, RegistroEtapa } from '@registro-lma/shared/domain';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida, SEGUNDO_CICLO } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { auditoria, induccion } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { columna } from '../../db/etapa-table';

let clinico: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'MEJR');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

async function nuevoPaciente(): Promise<number> {
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  return (await registrarPaciente(api.app, clinico, formulario)).paciente_id;
}

async function guardar(pacienteId: number, ruta: string, datos: object, version?: number): Promise<RegistroEtapa> {
  const response = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/${ruta}`, { modo: 'completo', datos, version });
  assert.ok([200, 201].includes(response.statusCode), response.body);
  return response.json<RegistroEtapa>();
}

/** Partial remission after cycle 1, complete remission after cycle 2; the client sends no best response. */
const RP_LUEGO_RC = { ...SEGUNDO_CICLO, ind1_eval_mo_blastos_pct: 12, ind1_eval_respuesta: 'RP', ind2_motivo: 'RP_C1' };

test('INTENSIVO: the server stores the best response of the two courses in ind_mejor_respuesta, and DE16–DE19 are computed from it', async () => {
  const id = await nuevoPaciente();
  await guardar(id, 'diagnostico', diagnosticoValido());
  const guardada = await guardar(id, 'induccion', induccionIntensivaValida(RP_LUEGO_RC));
  assert.equal(guardada.datos.ind_mejor_respuesta, 'RC');
  assert.equal('ind_mejor_respuesta_calculada' in guardada.datos, false);
  const datos = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${id}/datos-iniciales`)).json<DatosIniciales>();
  const item = (codigo: string) => datos.items.find((fila) => fila.codigo === codigo);
  assert.deepEqual([item('DE16')?.valor, item('DE16')?.completo], ['RC', true]);
  assert.deepEqual([item('DE17')?.aplica, item('DE17')?.valor, item('DE17')?.completo], [true, '2024-03-25', true]);
  assert.deepEqual([item('DE18')?.aplica, item('DE18')?.valor], [true, false]);
  assert.deepEqual([item('DE19')?.aplica, item('DE19')?.valor, item('DE19')?.completo], [true, 'NO', true]);
});

test('INTENSIVO: a best response sent by the client is not taken; the computed one is stored', async () => {
  const id = await nuevoPaciente();
  await guardar(id, 'diagnostico', diagnosticoValido());
  const guardada = await guardar(id, 'induccion', induccionIntensivaValida({ ind_mejor_respuesta: 'RP' }));
  assert.equal(guardada.datos.ind_mejor_respuesta, 'RC');
});

test('a stored intensive record without its best response gets it on the next save of the patient, audited as RECALCULO', async () => {
  const id = await nuevoPaciente();
  const diagnostico = await guardar(id, 'diagnostico', diagnosticoValido());
  const guardada = await guardar(id, 'induccion', induccionIntensivaValida());
  const mejor = columna(induccion, 'ind_mejor_respuesta');
  const estaFila = eq(columna(induccion, 'induccion_id'), guardada.registro_id);
  await api.app.db.update(induccion).set({ ind_mejor_respuesta: null } as never).where(estaFila);
  await guardar(id, 'diagnostico', diagnosticoValido(), diagnostico.version);
  assert.deepEqual(await api.app.db.select({ mejor }).from(induccion).where(estaFila), [{ mejor: 'RC' }]);
  const recalculos = await api.app.db
    .select({ antes: auditoria.antes, despues: auditoria.despues })
    .from(auditoria)
    .where(and(eq(auditoria.accion, 'RECALCULO'), eq(auditoria.tabla, 'induccion'), eq(auditoria.registro_id, String(guardada.registro_id))));
  assert.deepEqual(recalculos, [{ antes: { ind_mejor_respuesta: null }, despues: { ind_mejor_respuesta: 'RC' } }]);
});
