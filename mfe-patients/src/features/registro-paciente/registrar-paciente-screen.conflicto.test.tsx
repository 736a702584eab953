import { beforeAll, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_CONFLICTO_VERSION } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { RegistrarPacienteScreen } from './registrar-paciente-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);

// The date picker is a lazy chunk: loaded once here so that its first compile does not count against the waits.
beforeAll(() => import('@mui/x-date-pickers/DatePicker'));

const medico = () => screen.getByRole('textbox', { name: /^Médico responsable/ });
const observaciones = () => screen.getByRole('textbox', { name: /^Observaciones/ });

test('«Recuperar lo que escribió» tras un conflicto repone solo lo cambiado y conserva lo que guardó el otro usuario', async () => {
  http.respond('GET', PACIENTE, pacienteDeApi());
  http.fail('PUT', PACIENTE, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
  const { user } = renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Editar paciente LMA-000123' });
  await user.clear(medico());
  await user.type(medico(), 'Dr. Ruiz');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

  const dialogo = await screen.findByRole('dialog', { name: 'Conflicto de versiones' });
  http.respond('GET', PACIENTE, pacienteDeApi({ observaciones: 'Añadido por otro usuario.', version: 4 }));
  http.respond('PUT', PACIENTE, pacienteDeApi({ version: 5 }));
  await user.click(within(dialogo).getByRole('button', { name: 'Recargar datos' }));
  await waitFor(() => expect(observaciones()).toHaveProperty('value', 'Añadido por otro usuario.'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Recuperar lo que escribió' }));

  expect(medico()).toHaveProperty('value', 'Dr. Ruiz');
  expect(observaciones()).toHaveProperty('value', 'Añadido por otro usuario.');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(http.callsTo('PUT', PACIENTE)).toHaveLength(2));
  expect(http.callsTo('PUT', PACIENTE)[1]?.body).toMatchObject({
    medico_responsable: 'Dr. Ruiz',
    observaciones: 'Añadido por otro usuario.',
    version: 4,
  });
});
