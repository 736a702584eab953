import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { crearUsuarioSesion, renderRemoteScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { pacienteDeMuestraFixture } from './comun/muestra.fixture';
import screens from './screens';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

test('la pantalla de registrar muestra lee el paciente de la ruta', async () => {
  http.respond('GET', '/leucemia/api/pacientes/7', pacienteDeMuestraFixture({ paciente_id: 7, upn: 'LMA-000007' }));
  renderRemoteScreen(screens, 'RegistrarMuestraPaciente', { path: '/registrar-muestra/paciente/7', route: '/registrar-muestra/paciente/:id' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Registrar muestra' })).toBeTruthy();
  expect(await screen.findByText('UPN LMA-000007')).toBeTruthy();
});

test('expone todas las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(
    ['Biobanco', 'ConfirmarMuestra', 'ListaBiobanco', 'ListaLaboratorio', 'RegistrarMuestra', 'RegistrarMuestraEnsayo', 'RegistrarMuestraEnsayoPaciente', 'RegistrarMuestraPaciente', 'SubirInforme'],
  );
});
