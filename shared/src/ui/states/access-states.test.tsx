import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ForbiddenState } from './forbidden-state';
import { NotFoundState } from './not-found-state';

test('sin permisos: una página con su título, el motivo y una salida', () => {
  render(<ForbiddenState message="No tiene permisos para ver este paciente." action={<a href="/">Volver al inicio</a>} />);

  expect(screen.getByRole('heading', { level: 1, name: 'Acceso no permitido' })).toBeTruthy();
  expect(screen.getByText('No tiene permisos para ver este paciente.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
});

test('no encontrado: una página con su título y el mensaje por defecto', () => {
  render(<NotFoundState />);

  expect(screen.getByRole('heading', { level: 1, name: 'No encontrado' })).toBeTruthy();
  expect(screen.getByText('No se ha encontrado lo que busca.')).toBeTruthy();
});
