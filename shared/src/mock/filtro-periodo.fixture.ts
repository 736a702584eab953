import { expect } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { renderScreen } from './render-screen';

type Usuario = ReturnType<typeof renderScreen>['user'];

/**
 * Types a date DD/MM/AAAA into «Desde» or «Hasta» of a period filter as a user does: a bound not used yet is a plain
 * field until it is focused, then the real date picker arrives with the focus in its day (filtro-periodo.test.tsx
 * checks that typing there works without the click).
 */
export async function escribirLimitePeriodo(user: Usuario, etiqueta: string, ddmmaaaa: string): Promise<void> {
  const sustituto = screen.queryByRole('textbox', { name: etiqueta });
  // Focused rather than clicked: user-event's pointer, left on a field that React then replaces, swallows the next key.
  if (sustituto !== null) act(() => sustituto.focus());
  const dia = within(await screen.findByRole('group', { name: etiqueta })).getByRole('spinbutton', { name: 'Día' });
  await waitFor(() => expect(document.activeElement).toBe(dia));
  await user.click(dia);
  await user.keyboard(ddmmaaaa.replaceAll('/', ''));
}
