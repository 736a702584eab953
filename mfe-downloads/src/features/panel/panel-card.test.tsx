import { expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { ObservadorDePrueba, usarObservadorDePrueba } from './observador-vista.fixture';
import { MARGEN_CARGA, PanelCardDiferida } from './panel-card';

usarObservadorDePrueba();

test('una tarjeta lejos de la vista muestra su título y reserva su alto, sin cargar su código; al acercarse lo carga y se dibuja', async () => {
  const cargar = jest.fn(() => Promise.resolve({ default: () => <p>Cuerpo de la respuesta</p> }));
  const Cuerpo = lazy(cargar);
  render(
    <PanelCardDiferida card="respuesta" alto={700}>
      <Cuerpo />
    </PanelCardDiferida>,
  );

  expect(screen.getByRole('region', { name: 'Respuesta y muerte precoz' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Respuesta y muerte precoz' })).toBeTruthy();
  expect(cargar).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).toBeNull();
  expect(ObservadorDePrueba.todos[0]?.opciones?.rootMargin).toBe(MARGEN_CARGA);

  act(() => ObservadorDePrueba.acercar());

  expect(cargar).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Cuerpo de la respuesta')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

test('mientras llega su código, la tarjeta dice que está cargando', async () => {
  let llegar: (modulo: { default: () => React.JSX.Element }) => void = () => undefined;
  const Cuerpo = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolver) => (llegar = resolver)));
  render(
    <PanelCardDiferida card="acumulacion" alto={1300}>
      <Cuerpo />
    </PanelCardDiferida>,
  );

  act(() => ObservadorDePrueba.acercar());

  expect(screen.getByRole('status').textContent).toBe('Cargando…');
  expect(screen.getByRole('heading', { level: 2, name: 'Acumulación' })).toBeTruthy();
  await act(async () => llegar({ default: () => <p>Series</p> }));
  expect(screen.getByText('Series')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});
