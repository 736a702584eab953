import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemoteScreen } from '@registro-lma/shared/mock';
import { AVISO_PENDIENTE } from '@registro-lma/shared/ui';
import screens from './screens';

test('la pantalla de registrar muestra muestra su título, el paciente de la ruta y el aviso', () => {
  renderRemoteScreen(screens, 'RegistrarMuestraPaciente', { path: '/registrar-muestra/paciente/7', route: '/registrar-muestra/paciente/:id' });

  expect(screen.getByRole('heading', { level: 1, name: 'Registrar muestra' })).toBeTruthy();
  expect(screen.getByText('Paciente 7')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(AVISO_PENDIENTE);
});

test('expone todas las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(
    ['Biobanco', 'ConfirmarMuestra', 'ListaBiobanco', 'ListaLaboratorio', 'RegistrarMuestra', 'RegistrarMuestraEnsayo', 'RegistrarMuestraEnsayoPaciente', 'RegistrarMuestraPaciente', 'SubirInforme'],
  );
});
