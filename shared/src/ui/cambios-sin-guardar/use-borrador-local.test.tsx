import { afterEach, expect, test } from '@jest/globals';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../mock/render-screen';
import { guardarBorrador, leerBorrador } from './borrador-local';
import { useBorradorLocal } from './use-borrador-local';

const CLAVE = 'registro-lma:borrador:7:/notas/1';

type DatosNotas = { texto: string };

const esDatosNotas = (datos: unknown): datos is DatosNotas => typeof (datos as Partial<DatosNotas> | null)?.texto === 'string';

function Notas({ ofrecer = true }: { ofrecer?: boolean }) {
  const [texto, setTexto] = useState('');
  const [cambiado, setCambiado] = useState(false);
  const borrador = useBorradorLocal({
    clave: CLAVE,
    datos: { texto },
    esDatos: esDatosNotas,
    pendiente: cambiado,
    ofrecer,
    alRestaurar: (datos) => {
      setTexto(datos.texto);
      setCambiado(true);
    },
  });
  return (
    <>
      <label>
        Texto
        <input
          value={texto}
          onChange={(evento) => {
            setTexto(evento.target.value);
            setCambiado(true);
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          borrador.descartar();
          setCambiado(false);
        }}
      >
        Guardado
      </button>
    </>
  );
}

afterEach(() => window.localStorage.clear());

test('lo que se escribe queda en el navegador hasta que se guarda', async () => {
  const { user } = renderScreen(<Notas />);

  await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'hola');
  expect(leerBorrador(CLAVE)?.datos).toEqual({ texto: 'hola' });

  await user.click(screen.getByRole('button', { name: 'Guardado' }));
  expect(leerBorrador(CLAVE)).toBeNull();
});

test('al volver a abrir se ofrece el borrador con su fecha y «Restaurar» lo recupera', async () => {
  guardarBorrador(CLAVE, { texto: 'pendiente' }, new Date('2025-03-01T09:15:00Z'));
  const { user } = renderScreen(<Notas />);

  const dialogo = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
  expect(dialogo.textContent).toContain('Se ha recuperado un borrador sin guardar del 01/03/2025 10:15. ¿Desea restaurarlo?');
  await user.click(within(dialogo).getByRole('button', { name: 'Restaurar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveProperty('value', 'pendiente');
});

test('«Descartar» borra el borrador', async () => {
  guardarBorrador(CLAVE, { texto: 'pendiente' });
  const { user } = renderScreen(<Notas />);

  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(leerBorrador(CLAVE)).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveProperty('value', '');
});

test('sin «ofrecer» no pregunta y el borrador sigue guardado', async () => {
  guardarBorrador(CLAVE, { texto: 'pendiente' });
  renderScreen(<Notas ofrecer={false} />);

  await screen.findByRole('textbox', { name: 'Texto' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(leerBorrador(CLAVE)?.datos).toEqual({ texto: 'pendiente' });
});

test('un borrador con otra forma no se ofrece y se borra', async () => {
  guardarBorrador(CLAVE, { nota: 'de otra versión' });
  renderScreen(<Notas />);

  await screen.findByRole('textbox', { name: 'Texto' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(leerBorrador(CLAVE)).toBeNull();
});
