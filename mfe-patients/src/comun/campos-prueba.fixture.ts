import { screen, within } from '@testing-library/react';
import type { renderScreen } from '@registro-lma/shared/mock';

export type Usuario = ReturnType<typeof renderScreen>['user'];

/**
 * The date picker is a lazy chunk; its first import in a test file compiles a large package, which on a busy
 * machine outlasts the queries' wait. Loading it before the tests keeps that cost out of them.
 */
export async function precargarSelectorFecha(): Promise<void> {
  await import('@mui/x-date-pickers/DatePicker');
}

/** The input group of a date picker (it arrives in its own chunk, so it is awaited). */
export function grupoFecha(etiqueta: string, dentro: HTMLElement = document.body): Promise<HTMLElement> {
  return within(dentro).findByRole('group', { name: new RegExp(`^${etiqueta}`) });
}

/** Types a date DD/MM/AAAA into a picker, as a user does with the keyboard. */
export async function escribirFecha(user: Usuario, etiqueta: string, ddmmaaaa: string, dentro?: HTMLElement): Promise<HTMLElement> {
  const grupo = await grupoFecha(etiqueta, dentro);
  await user.click(within(grupo).getByRole('spinbutton', { name: 'Día' }));
  await user.keyboard(ddmmaaaa.replaceAll('/', ''));
  return grupo;
}

export async function elegir(user: Usuario, etiqueta: string, opcion: string | RegExp, dentro: HTMLElement = document.body): Promise<void> {
  await user.click(within(dentro).getByRole('combobox', { name: new RegExp(`^${etiqueta}`) }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

export function estadoDe(elemento: HTMLElement): string | null | undefined {
  return elemento.closest('[data-estado]')?.getAttribute('data-estado');
}
