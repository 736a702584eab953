import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { defineField, type Modo, type ReglaFormulario } from '@registro-lma/shared/domain';
import { renderScreen } from '../../mock/render-screen';
import { CampoFormulario } from './campo-formulario';
import { ListaErrores } from './lista-errores';
import { useFormulario } from './use-formulario';

const CAMPOS = [
  defineField({ kind: 'integer', name: 'desde', label: 'Desde', required: 'siempre', min: 0, max: 100 }),
  defineField({ kind: 'integer', name: 'hasta', label: 'Hasta', required: 'siempre', min: 0, max: 100 }),
  defineField({ kind: 'text', name: 'nota', label: 'Nota', required: 'opcional', max: 20 }),
] as const;

type Contexto = { readonly limite: number };

// Rules see normalised numbers when saving and the typed text while editing.
const esNumero = (valor: unknown) => valor !== null && valor !== '' && !Number.isNaN(Number(valor));

const REGLAS: readonly ReglaFormulario<Contexto>[] = [
  {
    id: 'orden',
    campos: ['hasta', 'desde'],
    severidad: 'E',
    validar: ({ desde, hasta }) => (esNumero(desde) && esNumero(hasta) && Number(hasta) < Number(desde) ? 'Hasta no puede ser menor que Desde.' : null),
  },
  {
    id: 'limite',
    campos: ['hasta'],
    severidad: 'A',
    validar: (registro, contexto) => (Number(registro.hasta) > contexto.limite ? `Supera el límite de ${contexto.limite}.` : null),
  },
  { id: 'nota_en_completo', campos: ['nota'], severidad: 'E', soloCompleto: true, validar: (registro) => (registro.nota ? null : 'Añada una nota.') },
];

function FormularioDeRango({ enviados, inicial = { desde: '', hasta: '', nota: '' } }: { enviados: unknown[]; inicial?: Record<string, unknown> }) {
  const formulario = useFormulario(CAMPOS, inicial, { reglas: REGLAS, contexto: { limite: 50 } });
  const guardar = (modo: Modo) => {
    const datos = formulario.prepararComo(modo);
    if (datos !== null) enviados.push(datos);
  };
  return (
    <>
      <CampoFormulario {...formulario.enlace('desde')} />
      <CampoFormulario {...formulario.enlace('hasta')} />
      <CampoFormulario {...formulario.enlace('nota')} />
      <ListaErrores errores={formulario.errores} />
      <output aria-label="Cambiado">{String(formulario.cambiado)}</output>
      <button type="button" onClick={() => guardar('borrador')}>
        Borrador
      </button>
      <button type="button" onClick={() => guardar('completo')}>
        Completo
      </button>
      <button type="button" onClick={() => formulario.restaurar({ desde: '30', hasta: '10', nota: '' })}>
        Restaurar
      </button>
    </>
  );
}

const campo = (etiqueta: RegExp) => screen.getByRole('textbox', { name: etiqueta });
const estadoDe = (etiqueta: RegExp) => campo(etiqueta).closest('[data-estado]')?.getAttribute('data-estado');

test('una regla entre campos se muestra en su campo en cuanto se toca cualquiera de los dos', async () => {
  const { user } = renderScreen(<FormularioDeRango enviados={[]} inicial={{ desde: '', hasta: '20', nota: '' }} />);
  expect(estadoDe(/^Hasta/)).toBe('neutro');

  await user.type(campo(/^Desde/), '30');

  expect(estadoDe(/^Hasta/)).toBe('error');
  expect(screen.getByText('Hasta no puede ser menor que Desde.')).toBeTruthy();
  await user.clear(campo(/^Desde/));
  await user.type(campo(/^Desde/), '10');
  expect(estadoDe(/^Hasta/)).toBe('correcto');
});

test('las reglas leen el contexto y sus avisos ponen el campo en ámbar sin bloquear', async () => {
  const enviados: unknown[] = [];
  const { user } = renderScreen(<FormularioDeRango enviados={enviados} />);

  await user.type(campo(/^Desde/), '10');
  await user.type(campo(/^Hasta/), '60');

  expect(estadoDe(/^Hasta/)).toBe('aviso');
  expect(screen.getByText('Supera el límite de 50.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Borrador' }));
  expect(enviados).toEqual([{ desde: 10, hasta: 60, nota: null }]);
});

test('«borrador» admite obligatorios vacíos pero no valores erróneos; «completo» exige todo y sus reglas', async () => {
  const enviados: unknown[] = [];
  const { user } = renderScreen(<FormularioDeRango enviados={enviados} />);

  await user.type(campo(/^Desde/), '10');
  await user.click(screen.getByRole('button', { name: 'Borrador' }));
  expect(enviados).toEqual([{ desde: 10, hasta: null, nota: null }]);
  expect(estadoDe(/^Hasta/)).toBe('neutro');

  await user.click(screen.getByRole('button', { name: 'Completo' }));
  expect(enviados).toHaveLength(1);
  expect(estadoDe(/^Hasta/)).toBe('error');
  expect(screen.getByRole('alert', { name: 'Campos con errores' }).textContent).toContain('Hasta: Este campo es obligatorio.');

  await user.type(campo(/^Hasta/), '5');
  await user.click(screen.getByRole('button', { name: 'Borrador' }));
  expect(enviados).toHaveLength(1);
  expect(screen.getByText('Hasta no puede ser menor que Desde.')).toBeTruthy();
});

test('una regla que solo vale al completar se muestra tras intentar completar', async () => {
  const enviados: unknown[] = [];
  const { user } = renderScreen(<FormularioDeRango enviados={enviados} />);
  await user.type(campo(/^Desde/), '10');
  await user.type(campo(/^Hasta/), '20');

  await user.click(screen.getByRole('button', { name: 'Completo' }));

  expect(enviados).toHaveLength(0);
  expect(screen.getByText('Añada una nota.')).toBeTruthy();
  await user.type(campo(/^Nota/), 'revisado');
  await user.click(screen.getByRole('button', { name: 'Completo' }));
  expect(enviados).toEqual([{ desde: 10, hasta: 20, nota: 'revisado' }]);
});

test('el formulario sabe si hay cambios, y lo restaurado cuenta como cambio con su estado visible', async () => {
  const { user } = renderScreen(<FormularioDeRango enviados={[]} />);
  expect(screen.getByLabelText('Cambiado').textContent).toBe('false');

  await user.click(screen.getByRole('button', { name: 'Restaurar' }));

  expect(screen.getByLabelText('Cambiado').textContent).toBe('true');
  expect(campo(/^Desde/)).toHaveProperty('value', '30');
  expect(estadoDe(/^Hasta/)).toBe('error');
});
