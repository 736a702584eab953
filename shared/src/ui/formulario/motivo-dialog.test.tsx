import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { CAMPO_MOTIVO_ELIMINACION } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { notifications, resetNotifications } from '../../mock/notifications-spy';
import { renderScreen } from '../../mock/render-screen';
import { MotivoDialog, type MotivoDialogProps } from './motivo-dialog';

type Registro = { motivos: string[]; hechos: number; recargas: number; cerrados: number };

function abrir(accion: (motivo: string) => Promise<unknown>, extra: Partial<MotivoDialogProps> = {}) {
  const registro: Registro = { motivos: [], hechos: 0, recargas: 0, cerrados: 0 };
  const rendered = renderScreen(
    <MotivoDialog
      titulo="Eliminar registro"
      explicacion="El registro dejará de formar parte del expediente."
      textoConfirmar="Eliminar"
      mensajeExito="Registro eliminado."
      accion={(motivo) => {
        registro.motivos.push(motivo);
        return accion(motivo);
      }}
      onCerrar={() => (registro.cerrados += 1)}
      onHecho={() => (registro.hechos += 1)}
      {...extra}
    />,
  );
  return { ...rendered, registro, dialogo: screen.getByRole('dialog', { name: 'Eliminar registro' }) };
}

beforeEach(() => resetNotifications());

test('pide un motivo de al menos 10 caracteres y, hecho, lo notifica', async () => {
  const { user, registro, dialogo } = abrir(async () => null);

  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Corto');
  expect(within(dialogo).getAllByText('Indique el motivo (al menos 10 caracteres).').length).toBeGreaterThan(0);
  expect(within(dialogo).getByRole('button', { name: 'Eliminar' })).toHaveProperty('disabled', true);
  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), ' y repetido');
  await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

  await waitFor(() => expect(registro.hechos).toBe(1));
  expect(registro.motivos).toEqual(['Corto y repetido']);
  expect(notifications.map((aviso) => aviso.message)).toEqual(['Registro eliminado.']);
});

test('el campo del motivo puede ser otro (su etiqueta, sus límites)', async () => {
  const { user, registro, dialogo } = abrir(async () => null, { campo: CAMPO_MOTIVO_ELIMINACION });

  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo de la eliminación/ }), 'Error');
  await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

  await waitFor(() => expect(registro.motivos).toEqual(['Error']));
});

test('un conflicto muestra el mensaje de la API y «Recargar» lee de nuevo sin darlo por hecho', async () => {
  const mensaje = 'El registro ha cambiado desde que lo abrió.';
  const { user, registro, dialogo } = abrir(() => Promise.reject(new HttpError(409, mensaje)), { onRecargar: () => (registro.recargas += 1) });

  await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Duplicado por error.');
  await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
  expect(await within(dialogo).findByText(mensaje)).toBeTruthy();
  await user.click(within(dialogo).getByRole('button', { name: 'Recargar' }));

  expect([registro.recargas, registro.hechos]).toEqual([1, 0]);
});
