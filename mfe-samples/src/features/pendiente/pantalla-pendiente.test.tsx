import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import screens from '../../screens';
import { AVISO_PENDIENTE } from './pantalla-pendiente';

function renderAt(path: string, pattern: string, name: string) {
  const Pantalla = screens[name];
  if (!Pantalla) throw new Error(`Pantalla desconocida: ${name}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Pantalla />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('la pantalla de registrar muestra muestra su título, el paciente de la ruta y el aviso', () => {
  renderAt('/registrar-muestra/paciente/7', '/registrar-muestra/paciente/:id', 'RegistrarMuestraPaciente');

  expect(screen.getByRole('heading', { level: 1, name: 'Registrar muestra' })).toBeTruthy();
  expect(screen.getByText('Paciente 7')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(AVISO_PENDIENTE);
});

test('la pantalla de biobanco muestra el UPN y el registro de la ruta', () => {
  renderAt('/biobanco/UPN-001/3', '/biobanco/:upn/:id', 'Biobanco');

  expect(screen.getByText('UPN UPN-001')).toBeTruthy();
  expect(screen.getByText('Registro 3')).toBeTruthy();
});

test('expone todas las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(
    ['Biobanco', 'ConfirmarMuestra', 'RegistrarMuestra', 'RegistrarMuestraEnsayo', 'RegistrarMuestraEnsayoPaciente', 'RegistrarMuestraPaciente', 'SubirInforme'],
  );
});
