import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FilaDesplegable } from './fila-desplegable';

const ETIQUETAS = { ver: 'Ver el detalle', ocultar: 'Ocultar el detalle' };

function enTabla(detalle: ReactNode) {
  render(
    <table>
      <tbody>
        <FilaDesplegable columnas={2} etiquetas={ETIQUETAS} celdas={<td>Fila</td>} detalle={detalle} />
      </tbody>
    </table>,
  );
}

test('el detalle se despliega y se recoge con el botón de la fila, que dice su estado', async () => {
  enTabla(<p>Lo de dentro</p>);
  expect(screen.queryByText('Lo de dentro')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Ver el detalle' }));
  expect(screen.getByText('Lo de dentro')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Ocultar el detalle' }).getAttribute('aria-expanded')).toBe('true');
});

test('sin detalle no hay botón', () => {
  enTabla(null);
  expect(screen.getByText('Fila')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
