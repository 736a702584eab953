import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { defineField, MENSAJES } from '@registro-lma/shared/domain';
import { renderScreen } from '../../mock/render-screen';
import { CampoFormulario } from './campo-formulario';
import { useFormulario } from './use-formulario';

const CAMPOS = [defineField({ kind: 'date', name: 'fecha_diagnostico', label: 'Fecha de diagnóstico', required: 'siempre' })] as const;

function FormularioDeFecha() {
  const formulario = useFormulario(CAMPOS, { fecha_diagnostico: null });
  return (
    <>
      <CampoFormulario {...formulario.enlace('fecha_diagnostico')} />
      <output aria-label="Valor">{String(formulario.valores.fecha_diagnostico)}</output>
    </>
  );
}

async function escribir(user: ReturnType<typeof renderScreen>['user'], digitos: string) {
  // The picker arrives in its own chunk: the field shows once it has loaded.
  const grupo = await screen.findByRole('group', { name: /Fecha de diagnóstico/ });
  await user.click(within(grupo).getByRole('spinbutton', { name: 'Día' }));
  await user.keyboard(digitos);
  return grupo;
}

test('una fecha escrita DD/MM/AAAA se guarda como YYYY-MM-DD', async () => {
  const { user } = renderScreen(<FormularioDeFecha />);

  const grupo = await escribir(user, '15032024');

  expect(screen.getByLabelText('Valor').textContent).toBe('2024-03-15');
  expect(grupo.getAttribute('aria-invalid')).toBe('false');
  expect(grupo.closest('[data-estado]')?.getAttribute('data-estado')).toBe('correcto');
});

test('una fecha futura se marca en error con G06', async () => {
  const { user } = renderScreen(<FormularioDeFecha />);

  const grupo = await escribir(user, '01012999');

  expect(grupo.getAttribute('aria-invalid')).toBe('true');
  expect(grupo.closest('[data-estado]')?.getAttribute('data-estado')).toBe('error');
  expect(screen.getByText(MENSAJES.G06.texto)).toBeTruthy();
});
