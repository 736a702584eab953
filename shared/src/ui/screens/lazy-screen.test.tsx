import { expect, test } from '@jest/globals';
import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';

test('nothing is fetched until the screen renders', () => {
  let loads = 0;
  lazyScreen(async () => {
    loads += 1;
    return () => <h1>Usuarios</h1>;
  });
  expect(loads).toBe(0);
});

test('the host can load it as the default of its own React.lazy', async () => {
  const Usuarios = lazyScreen(async () => () => <h1>Usuarios</h1>);
  const AsTheHostLoadsIt = lazy(async () => ({ default: Usuarios }));

  render(
    <Suspense fallback={<p>Cargando…</p>}>
      <AsTheHostLoadsIt />
    </Suspense>,
  );

  expect(screen.getByText('Cargando…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeTruthy();
});
