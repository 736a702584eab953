import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { defineField } from '@registro-lma/shared/domain';
import { renderScreen } from '../../mock/render-screen';
import { CampoFormulario } from './campo-formulario';
import { ListaErrores } from './lista-errores';
import { useFormulario } from './use-formulario';

const CAMPOS = [
  defineField({ kind: 'text', name: 'nombre', label: 'Nombre', required: 'siempre', max: 5 }),
  defineField({ kind: 'integer', name: 'edad', label: 'Edad', required: 'opcional', min: 18, max: 120, unidad: 'años', avisoFuera: { max: 90 } }),
] as const;

function FormularioDePrueba() {
  const formulario = useFormulario(CAMPOS, { nombre: '', edad: '' });
  return (
    <form
      noValidate
      onSubmit={(evento) => {
        evento.preventDefault();
        formulario.preparar();
      }}
    >
      <CampoFormulario {...formulario.enlace('nombre')} />
      <CampoFormulario {...formulario.enlace('edad')} />
      <ListaErrores errores={formulario.errores} />
      <button type="submit" disabled={formulario.errores.length > 0}>
        Guardar
      </button>
    </form>
  );
}

const estadoDe = (etiqueta: RegExp) => screen.getByRole('textbox', { name: etiqueta }).closest('[data-estado]')?.getAttribute('data-estado');

test('cada campo pasa por los cuatro estados: neutro, correcto, error y aviso', async () => {
  const { user } = renderScreen(<FormularioDePrueba />);
  expect(estadoDe(/^Nombre/)).toBe('neutro');
  expect(estadoDe(/^Edad/)).toBe('neutro');

  await user.type(screen.getByRole('textbox', { name: /^Edad/ }), '45');
  expect(estadoDe(/^Edad/)).toBe('correcto');

  await user.clear(screen.getByRole('textbox', { name: /^Edad/ }));
  await user.type(screen.getByRole('textbox', { name: /^Edad/ }), '95');
  expect(estadoDe(/^Edad/)).toBe('aviso');
  expect(screen.getByText('Valor poco habitual (95 años). Compruebe que es correcto.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);

  await user.clear(screen.getByRole('textbox', { name: /^Edad/ }));
  await user.type(screen.getByRole('textbox', { name: /^Edad/ }), '12');
  expect(estadoDe(/^Edad/)).toBe('error');
  expect(screen.getByRole('textbox', { name: /^Edad/ }).getAttribute('aria-invalid')).toBe('true');
});

test('la lista de errores bloquea el guardado y lleva el foco al campo', async () => {
  const { user } = renderScreen(<FormularioDePrueba />);

  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  const lista = screen.getByRole('alert', { name: 'Campos con errores' });
  expect(within(lista).getByRole('listitem').textContent).toBe('Nombre: Este campo es obligatorio.');
  expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);

  await user.click(within(lista).getByRole('button', { name: 'Nombre' }));
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Nombre/ }));

  await user.keyboard('Ana');
  expect(screen.queryByRole('alert', { name: 'Campos con errores' })).toBeNull();
  expect(estadoDe(/^Nombre/)).toBe('correcto');
});

const CAMPOS_NUMERO_Y_LISTA = [
  defineField({ kind: 'decimal', name: 'vaf', label: 'VAF', required: 'opcional', min: 0.1, max: 100, decimales: 1, unidad: '%' }),
  defineField({ kind: 'multiEnum', name: 'estudios', label: 'Estudios', required: 'opcional', catalogo: [{ codigo: 'NGS', etiqueta: 'NGS', orden: 1, activo: true }] }),
] as const;

function NumeroYLista() {
  const formulario = useFormulario(CAMPOS_NUMERO_Y_LISTA, { vaf: 12.5, estudios: [] });
  return (
    <>
      <CampoFormulario {...formulario.enlace('vaf')} />
      <CampoFormulario {...formulario.enlace('estudios')} />
    </>
  );
}

test('un decimal guardado se muestra con coma y su unidad junto al campo; la lista se abre con «Abrir»', () => {
  renderScreen(<NumeroYLista />);
  const vaf = screen.getByRole('textbox', { name: 'VAF' });
  expect(vaf).toHaveProperty('value', '12,5');
  expect(within(vaf.closest('.MuiInputBase-root') as HTMLElement).getByText('%')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Abrir' })).toBeTruthy();
});
