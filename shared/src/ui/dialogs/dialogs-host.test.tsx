import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dialogStore } from './dialog-store';
import { confirm, showError, showWarning } from './dialogs';
import { DialogsHost } from './dialogs-host';

// A failing test must not leave its dialog queued for the next one.
afterEach(() => dialogStore.setState({ queue: [] }));

function setup() {
  const user = userEvent.setup();
  render(<DialogsHost />);
  return user;
}

/** Opens a dialog inside act(), as a user action would, and returns its answer. */
function request<T>(open: () => Promise<T>): Promise<T> {
  const opened: Promise<T>[] = [];
  act(() => {
    opened.push(open());
  });
  const [answer] = opened;
  if (answer === undefined) throw new Error('No se abrió el diálogo');
  return answer;
}

async function closed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(dialogStore.getState().queue).toEqual([]);
}

describe('confirm', () => {
  test('resolves true on «Aceptar»', async () => {
    const user = setup();
    const answer = request(() => confirm({ title: 'Eliminar muestra', message: '¿Desea eliminar la muestra M-1?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar muestra' });
    expect(dialog.textContent).toContain('¿Desea eliminar la muestra M-1?');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await expect(answer).resolves.toBe(true);
    await closed();
  });

  test('resolves false on «Cancelar»', async () => {
    const user = setup();
    const answer = request(() => confirm({ title: 'Salir', message: 'Hay cambios sin guardar.' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
    await closed();
  });

  test('Escape cancels', async () => {
    const user = setup();
    const answer = request(() => confirm({ title: 'Salir', message: 'Hay cambios sin guardar.' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await closed();
  });

  test('uses the given button texts and width', async () => {
    const user = setup();
    const answer = request(() => confirm({ title: 'Cambiar paciente', message: '¿Continuar?', confirmText: 'Sí, cambiar', cancelText: 'No', width: '40em' }));
    expect((await screen.findByRole('dialog')).style.width).toBe('40em');
    await user.click(screen.getByRole('button', { name: 'Sí, cambiar' }));
    await expect(answer).resolves.toBe(true);
    await closed();
  });

  test('is 32em wide by default', async () => {
    const user = setup();
    void request(() => confirm({ title: 'Ancho', message: 'Por defecto' }));
    expect((await screen.findByRole('dialog')).style.width).toBe('32em');
    await user.keyboard('{Escape}');
    await closed();
  });

  test('starts focused on «Cancelar» and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [result, setResult] = useState('');
      return (
        <>
          <button onClick={() => void confirm({ title: 'Borrar', message: '¿Seguro?' }).then((ok) => setResult(String(ok)))}>Borrar</button>
          <output>{result}</output>
        </>
      );
    }
    render(
      <>
        <Opener />
        <DialogsHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Borrar' });
    await user.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' })));
    await user.keyboard('{Enter}');
    await closed();
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  test('two requests are shown one after the other', async () => {
    const user = setup();
    const first = request(() => confirm({ title: 'Primera', message: '1' }));
    const second = request(() => confirm({ title: 'Segunda', message: '2' }));
    expect(await screen.findByRole('dialog', { name: 'Primera' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('dialog', { name: 'Segunda' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(Promise.all([first, second])).resolves.toEqual([true, false]);
    await closed();
  });
});

describe.each([
  ['showWarning', showWarning],
  ['showError', showError],
])('%s', (_name, show) => {
  test('shows one «Aceptar» button, focused, and resolves when it is pressed', async () => {
    const user = setup();
    let done = false;
    void request(() => show({ title: 'Atención', message: 'Revise las fechas.' })).then(() => {
      done = true;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog.style.width).toBe('32em');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Aceptar']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aceptar' })));
    expect(done).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(done).toBe(true));
    await closed();
  });

  test('Escape also closes it', async () => {
    const user = setup();
    const answer = request(() => show({ title: 'Atención', message: 'Revise las fechas.' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeUndefined();
    await closed();
  });
});
