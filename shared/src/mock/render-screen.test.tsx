import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useNavigate, useParams } from 'react-router-dom';
import { renderRemoteScreen, renderScreen } from './render-screen';

function Ficha() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/paciente/7?pestana=muestras')}>
      {`Ficha ${id ?? ''}`}
    </button>
  );
}

test('renders the screen at its route and shows where it navigates to', async () => {
  const { user } = renderScreen(<Ficha />, { path: '/ficha/12', route: '/ficha/:id' });

  await user.click(screen.getByRole('button', { name: 'Ficha 12' }));

  expect(screen.getByRole('status', { name: 'Ruta actual' }).textContent).toBe('/paciente/7?pestana=muestras');
});

test('renders a screen of a remote map by name, and refuses a name the map does not have', () => {
  renderRemoteScreen({ Ficha }, 'Ficha', { path: '/ficha/3', route: '/ficha/:id' });
  expect(screen.getByRole('button', { name: 'Ficha 3' })).toBeTruthy();

  expect(() => renderRemoteScreen({ Ficha }, 'Muestra', { path: '/', route: '/' })).toThrow('Pantalla desconocida: Muestra');
});
