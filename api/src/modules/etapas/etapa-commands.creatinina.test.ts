import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let clinico: TestSession;
let pacienteId: number;

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'CREA');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  pacienteId = (await registrarPaciente(app, clinico, formulario)).paciente_id;
});

test('a creatinine outside both units\' ranges is refused with the range of the chosen unit (G02), mg/dL when none is chosen', async () => {
  const casos = [
    ['MG_DL', 'Valor fuera de rango: debe estar entre 0,1 y 20 mg/dL.'],
    ['UMOL_L', 'Valor fuera de rango: debe estar entre 9 y 1768 µmol/L.'],
    [null, 'Valor fuera de rango: debe estar entre 0,1 y 20 mg/dL.'],
  ] as const;
  for (const [unidad, mensaje] of casos) {
    const datos = diagnosticoValido({ creatinina: '1768,01', creatinina_unidad: unidad });
    const response = await requestAs(api.app, clinico, 'PUT', `${PACIENTES}/${pacienteId}/diagnostico`, { modo: 'borrador', datos });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json<{ errores: Record<string, string> }>().errores, { creatinina: mensaje });
  }
});
