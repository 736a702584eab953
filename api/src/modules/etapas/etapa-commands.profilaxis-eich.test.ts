import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RegistroEtapa } from '@registro-lma/shared/domain';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { trasplanteValido } from '@registro-lma/shared/fixtures/trasplante/trasplante-valido';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let clinico: TestSession;
let pacienteId: number;

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'PROF');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  pacienteId = (await registrarPaciente(app, clinico, formulario)).paciente_id;
  for (const [ruta, datos] of [['diagnostico', diagnosticoValido()], ['induccion', induccionIntensivaValida()]] as const) {
    const response = await requestAs(app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/${ruta}`, { modo: 'completo', datos });
    assert.equal(response.statusCode, 201, response.body);
  }
});

test('ATG = SI and PTCy = SI saved without their codes in the GVHD prophylaxis: the server adds them (data-dictionary §3.7)', async () => {
  const datos = trasplanteValido({ tph_atg: 'SI', tph_ptcy: 'SI', tph_profilaxis_eich: ['CICLOSPORINA'] });
  const response = await requestAs(api.app, clinico, 'POST', `${PACIENTES}/${pacienteId}/transplante`, { modo: 'completo', datos });
  assert.equal(response.statusCode, 201, response.body);
  const profilaxis = response.json<RegistroEtapa>().datos.tph_profilaxis_eich as string[];
  assert.deepEqual([...profilaxis].sort(), ['ATG', 'CICLOSPORINA', 'CY_POST']);
});
