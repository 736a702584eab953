import { afterEach, expect, test } from '@jest/globals';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { startStandaloneRemote } from './start-standalone-remote';

const SCREENS = { Inicio: () => <h2>Inicio</h2> };

afterEach(() => document.body.replaceChildren());

test('mounts the remote on #root', () => {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);

  let root: Root | undefined;
  act(() => {
    root = startStandaloneRemote({ name: 'pruebas', title: 'Pruebas', screens: SCREENS });
  });

  expect(container.contains(screen.getByRole('link', { name: 'Inicio' }))).toBe(true);
  act(() => root?.unmount());
});

test('a page without #root is a build error, said plainly', () => {
  expect(() => startStandaloneRemote({ name: 'pruebas', title: 'Pruebas', screens: SCREENS })).toThrow('index.html has no #root element');
});
