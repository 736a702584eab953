import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Muestra } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { MUESTRAS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let clinico: TestSession;
let otroCentro: TestSession;
let muestra: Muestra;

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'CORM');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  otroCentro = await signIn(app, 'CLINICO', { hospitales: [await crearCentro(app, 'CORO')] });
  const paciente = await registrarPacienteConMuestras(app, clinico, centro);
  muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
});

const correo = (sesion: TestSession) => requestAs(api.app, sesion, 'POST', `${MUESTRAS}/mail-muestra/${muestra.muestra_id}?enviar=false`);

describe('POST /muestras/mail-muestra/{id}', () => {
  test('e-mail is switched off: nothing is sent, with the same answer as the patient mail', async () => {
    const response = await correo(clinico);
    assert.deepEqual([response.statusCode, response.json()], [200, { enviado: false, mensaje: 'El envío de correos está desactivado.' }]);
  });

  test('with e-mail switched on but no mail transport in this release, the route says so (503)', async (contexto) => {
    api.app.config.mailEnabled = true;
    contexto.after(() => {
      api.app.config.mailEnabled = false;
    });
    const response = await correo(clinico);
    assert.deepEqual([response.statusCode, response.json()], [503, { message: 'El servicio de correo no está disponible.' }]);
  });

  test('a clinician of another centre is refused (403)', async () => {
    assert.equal((await correo(otroCentro)).statusCode, 403);
  });
});
