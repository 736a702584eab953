import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MENSAJE_REFERENCIA_INEXISTENTE, type MuestraNgs } from '@registro-lma/shared/domain';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras, RESULTADO_NGS } from '../../testing/muestras';
import { crearCentro, PACIENTES, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let clinico: TestSession;
let pacienteId: number;
let ngsDiagnostico: number;
let ngsSeguimiento: number;
let ngsDeOtro: number;

/** A received sample of the patient with its NGS result entered by the destination laboratory. */
async function resultadoNgs(app: FastifyInstance, laboratorio: TestSession, paciente: number, cambios: Record<string, unknown> = {}): Promise<number> {
  const muestra = await registrarMuestra(app, clinico, paciente, cambios);
  const recepcion = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(recepcion.statusCode, 200, recepcion.body);
  const ngs = await requestAs(app, laboratorio, 'PUT', `${PACIENTES}/${paciente}/muestra-ngs`, { muestra_id: muestra.muestra_id, datos: RESULTADO_NGS });
  assert.equal(ngs.statusCode, 200, ngs.body);
  return ngs.json<MuestraNgs>().ngs_id;
}

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'RNGS');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  pacienteId = (await registrarPacienteConMuestras(app, clinico, centro)).paciente_id;
  ngsDiagnostico = await resultadoNgs(app, laboratorio, pacienteId);
  ngsSeguimiento = await resultadoNgs(app, laboratorio, pacienteId, { momento: 'POST_IND1', fecha_extraccion: '2024-01-15' });
  const otro = (await registrarPacienteConMuestras(app, clinico, centro)).paciente_id;
  ngsDeOtro = await resultadoNgs(app, laboratorio, otro);
});

const guardarDiagnostico = (ngsId: number) =>
  requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/diagnostico`, { modo: 'borrador', datos: diagnosticoValido({ ngs_id: ngsId }) });

// The refusals first: they leave no diagnosis, so the accepted save below is its first version.
test('un resultado NGS de otro momento o de otro paciente no se puede enlazar al diagnóstico', async () => {
  for (const ngsId of [ngsSeguimiento, ngsDeOtro]) {
    const response = await guardarDiagnostico(ngsId);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json<{ errores: Record<string, string> }>().errores, { ngs_id: MENSAJE_REFERENCIA_INEXISTENTE });
  }
});

test('el diagnóstico enlaza un resultado NGS de una muestra de diagnóstico del paciente', async () => {
  const response = await guardarDiagnostico(ngsDiagnostico);
  assert.ok(response.statusCode === 200 || response.statusCode === 201, response.body);
  assert.equal(response.json<{ datos: { ngs_id: number } }>().datos.ngs_id, ngsDiagnostico);
});
