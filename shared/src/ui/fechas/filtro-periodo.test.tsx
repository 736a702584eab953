import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from '../../mock/render-screen';
import { FiltroPeriodo, type Periodo } from './filtro-periodo';

function Filtro({ inicial = { desde: '', hasta: '' }, onChange }: { inicial?: Periodo; onChange?: (limite: keyof Periodo, valor: string) => void }) {
  const [periodo, setPeriodo] = useState<Periodo>(inicial);
  return (
    <FiltroPeriodo
      periodo={periodo}
      onChange={(limite, valor) => {
        onChange?.(limite, valor);
        setPeriodo((actual) => ({ ...actual, [limite]: valor }));
      }}
    />
  );
}

describe('FiltroPeriodo', () => {
  test('sin usar, «Desde» y «Hasta» son campos sencillos: el selector de fechas no se carga', async () => {
    renderScreen(<Filtro />);

    expect(screen.getByRole('textbox', { name: 'Desde' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toBeTruthy();
    // Long enough for a lazy chunk that had started to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('group', { name: 'Desde' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  test('al enfocar «Desde» llega el selector con el foco en el día, y lo que se teclea es la fecha', async () => {
    const onChange = jest.fn<(limite: keyof Periodo, valor: string) => void>();
    const { user } = renderScreen(<Filtro onChange={onChange} />);

    await user.click(screen.getByRole('textbox', { name: 'Desde' }));
    const dia = within(await screen.findByRole('group', { name: 'Desde' })).getByRole('spinbutton', { name: 'Día' });
    await waitFor(() => expect(document.activeElement).toBe(dia));
    await user.keyboard('01052024');

    expect(onChange).toHaveBeenLastCalledWith('desde', '2024-05-01');
    expect(screen.getByRole('group', { name: 'Desde' }).textContent).toContain('01/05/2024');
    // «Hasta» was not used: it is still the plain field.
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toBeTruthy();
  });

  test('un límite con valor se muestra ya en el selector', async () => {
    renderScreen(<Filtro inicial={{ desde: '', hasta: '2024-05-31' }} />);

    expect((await screen.findByRole('group', { name: 'Hasta' })).textContent).toContain('31/05/2024');
    expect(screen.getByRole('textbox', { name: 'Desde' })).toBeTruthy();
  });

  test('el botón del calendario abre el calendario en cuanto llega el selector', async () => {
    const { user } = renderScreen(<Filtro />);

    await user.click(screen.getAllByRole('button', { name: 'Elige fecha' })[1]!);

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Hasta' })).toBeTruthy();
  });
});
