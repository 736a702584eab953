import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PendienteScreen } from './pendiente-screen';

test('muestra los parámetros de ruta con su etiqueta', () => {
  render(
    <MemoryRouter initialEntries={['/descargas/diagnostico']}>
      <Routes>
        <Route path="/descargas/:area" element={<PendienteScreen title="Descargas" description="Extracciones" paramLabels={{ area: 'Área' }} />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('Área diagnostico')).toBeTruthy();
});
