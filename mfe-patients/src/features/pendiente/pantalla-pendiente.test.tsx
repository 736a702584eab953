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

test('la pantalla de diagnóstico muestra su título, el paciente de la ruta y el aviso', () => {
  renderAt('/diagnostico/12', '/diagnostico/:id', 'Diagnostico');

  expect(screen.getByRole('heading', { level: 1, name: 'Diagnóstico' })).toBeTruthy();
  expect(screen.getByText('Paciente 12')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(AVISO_PENDIENTE);
});

test('la pantalla de inicio no muestra datos de ruta', () => {
  renderAt('/', '/', 'Inicio');

  expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
  expect(screen.queryByLabelText('Datos de la ruta')).toBeNull();
});

test('expone todas las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(
    ['Consolidacion', 'DatosEsenciales', 'Diagnostico', 'Induccion', 'Inicio', 'Muerte', 'Paciente', 'Recaida', 'RegistrarPaciente', 'Seguimiento', 'Trasplante'],
  );
});
