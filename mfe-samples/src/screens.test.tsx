import { expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { crearUsuarioSesion, renderRemoteScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { pacienteDeMuestraFixture } from './comun/muestra.fixture';
import screens from './screens';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

test('la pantalla de registrar muestra lee el paciente de la ruta', async () => {
  http.respond('GET', RUTAS_API.paciente(7), pacienteDeMuestraFixture({ paciente_id: 7, upn: 'LMA-000007' }));
  renderRemoteScreen(screens, 'RegistrarMuestraPaciente', { path: '/registrar-muestra/paciente/7', route: '/registrar-muestra/paciente/:id' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Registrar muestra' })).toBeTruthy();
  expect(await screen.findByText('UPN LMA-000007')).toBeTruthy();
});

test('la lista de trabajo del laboratorio es su pantalla, cargada aparte', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] }));
  http.respond('GET', /^\/leucemia\/api\/muestras\?/, { items: [], total: 0 });
  renderRemoteScreen(screens, 'ListaLaboratorio', { path: '/laboratorio', route: '/laboratorio' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Muestras del laboratorio' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: /código/i })).toBeTruthy();
});

test('la confirmación de recepción y la subida de informes cargan la muestra de la ruta', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] }));
  http.fail('GET', RUTAS_API.muestra(40), { status: 404 });
  renderRemoteScreen(screens, 'ConfirmarMuestra', { path: '/confirmar-muestra/40', route: '/confirmar-muestra/:id' });
  expect(await screen.findByText('La muestra no existe o ha sido eliminada.')).toBeTruthy();

  renderRemoteScreen(screens, 'SubirInforme', { path: '/subir-informe/40', route: '/subir-informe/:id' });
  await waitFor(() => expect(screen.getAllByText('La muestra no existe o ha sido eliminada.')).toHaveLength(2));
  expect(http.callsTo('GET', RUTAS_API.muestra(40))).toHaveLength(2);
});

test('expone todas las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(
    ['Biobanco', 'ConfirmarMuestra', 'ListaBiobanco', 'ListaLaboratorio', 'RecepcionBloque', 'RegistrarMuestra', 'RegistrarMuestraEnsayo', 'RegistrarMuestraEnsayoPaciente', 'RegistrarMuestraPaciente', 'SubirInforme'],
  );
});
