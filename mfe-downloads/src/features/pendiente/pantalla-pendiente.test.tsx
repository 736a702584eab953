import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import screens from '../../screens';
import { AVISO_PENDIENTE, PantallaPendiente } from './pantalla-pendiente';

test('la pantalla de descargas muestra su título y el aviso', () => {
  const Descargas = screens.Descargas;
  if (!Descargas) throw new Error('Falta la pantalla Descargas');
  render(
    <MemoryRouter initialEntries={['/descargas']}>
      <Descargas />
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Descargas' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(AVISO_PENDIENTE);
  expect(screen.queryByLabelText('Datos de la ruta')).toBeNull();
});

test('muestra los parámetros de ruta con su etiqueta', () => {
  render(
    <MemoryRouter initialEntries={['/descargas/diagnostico']}>
      <Routes>
        <Route path="/descargas/:area" element={<PantallaPendiente title="Descargas" description="Extracciones" paramLabels={{ area: 'Área' }} />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('Área diagnostico')).toBeTruthy();
});
