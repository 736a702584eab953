import { afterEach, expect, test } from '@jest/globals';
import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { StandaloneRemote } from './standalone-remote';

function Ficha() {
  const { upn, id } = useParams();
  return <h2>{`Ficha ${upn ?? '-'} ${id ?? '-'}`}</h2>;
}

const Diferida = lazy(async () => ({ default: () => <h2>Pantalla diferida</h2> }));

const SCREENS = { Ficha, Diferida };

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(<StandaloneRemote name="pruebas" title="Pruebas" screens={SCREENS} />);
}

afterEach(() => window.history.pushState({}, '', '/'));

test('at / it lists every screen as a link to its path', () => {
  renderAt('/');

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Remoto «Pruebas» (pruebas): pantallas');
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/Ficha', '/Diferida']);
});

test('each screen answers at /<name>, /<name>/:id and /<name>/:upn/:id', () => {
  renderAt('/Ficha/UPN-001/7');
  expect(screen.getByRole('heading', { name: 'Ficha UPN-001 7' })).toBeTruthy();
});

test('a screen with only an id gets it as :id', () => {
  renderAt('/Ficha/12');
  expect(screen.getByRole('heading', { name: 'Ficha - 12' })).toBeTruthy();
});

test('a lazy screen shows the loading state until it arrives', async () => {
  renderAt('/Diferida');

  expect(screen.getByRole('status').textContent).toBe('Cargando…');
  expect(await screen.findByRole('heading', { name: 'Pantalla diferida' })).toBeTruthy();
});

test('an unknown screen name shows the list', () => {
  renderAt('/NoExiste');
  expect(screen.getByRole('link', { name: 'Ficha' })).toBeTruthy();
});
