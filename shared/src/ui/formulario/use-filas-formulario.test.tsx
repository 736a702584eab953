import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { crearCatalogo, defineField, type Registro, type ReglaFormulario } from '@registro-lma/shared/domain';
import { renderScreen } from '../../mock/render-screen';
import { CampoFormulario } from './campo-formulario';
import { ListaErrores } from './lista-errores';
import { useFilasFormulario } from './use-filas-formulario';

const FARMACO = crearCatalogo([
  ['A', 'Fármaco A'],
  ['B', 'Fármaco B'],
  ['OTRO', 'Otro'],
]);

const CAMPOS_DOSIS = [
  defineField({ kind: 'enum', name: 'farmaco', label: 'Fármaco', catalogo: FARMACO, required: 'siempre' }),
  defineField({
    kind: 'text',
    name: 'farmaco_otro',
    label: 'Nombre del fármaco',
    max: 20,
    required: (fila) => fila.farmaco === 'OTRO',
    visibleIf: (fila) => fila.farmaco === 'OTRO',
  }),
  defineField({ kind: 'integer', name: 'dias', label: 'Días', required: 'siempre', min: 1, max: 30 }),
] as const;

type Contexto = { readonly maximo: number; readonly anteriores: readonly Registro[] };

const REGLAS_DOSIS: readonly ReglaFormulario<Contexto>[] = [
  {
    id: 'unico',
    campos: ['farmaco'],
    severidad: 'E',
    validar: (fila, { anteriores }) => (anteriores.some((anterior) => anterior.farmaco === fila.farmaco) ? 'Fármaco repetido.' : null),
  },
  {
    id: 'maximo',
    campos: ['dias'],
    severidad: 'E',
    validar: (fila, { maximo }) => (Number(fila.dias) > maximo ? `Más de ${maximo} días.` : null),
  },
];

function Dosis({ enviadas, errores = {}, restos = [] }: { enviadas: unknown[]; errores?: Record<string, string>; restos?: unknown[] }) {
  const filas = useFilasFormulario(CAMPOS_DOSIS, [{ farmaco: 'A', farmaco_otro: null, dias: '5' }], (indice) => `Dosis ${indice + 1}`);
  const validadas = filas.conReglas({ reglas: REGLAS_DOSIS, contextoDe: (indice, valores) => ({ maximo: 10, anteriores: valores.slice(0, indice) }) });
  return (
    <>
      {filas.claves.map((clave, indice) => (
        <fieldset key={clave} aria-label={`Dosis ${indice + 1}`}>
          {validadas.visibles(indice).map((campo) => (
            <CampoFormulario key={campo.name} {...validadas.enlace(indice, campo.name)} />
          ))}
          <button type="button" onClick={() => filas.quitar(indice)}>
            Quitar
          </button>
        </fieldset>
      ))}
      <ListaErrores errores={validadas.errores} />
      <output aria-label="Cambiado">{String(filas.cambiado)}</output>
      <button type="button" onClick={() => filas.agregar({ farmaco: null, farmaco_otro: null, dias: '' })}>
        Añadir
      </button>
      <button
        type="button"
        onClick={() => {
          const preparadas = validadas.preparar('completo');
          if (preparadas !== null) enviadas.push(preparadas);
        }}
      >
        Guardar
      </button>
      <button type="button" onClick={() => restos.push(validadas.ponerErroresServidor(errores, 'dosis'))}>
        Errores del servidor
      </button>
    </>
  );
}

const fila = (numero: number) => screen.getByRole('group', { name: `Dosis ${numero}` });

async function elegir(user: ReturnType<typeof renderScreen>['user'], numero: number, opcion: string) {
  await user.click(within(fila(numero)).getByRole('combobox', { name: /^Fármaco/ }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

test('cada fila se valida con su contexto: un fármaco repetido se marca en la fila de abajo', async () => {
  const { user } = renderScreen(<Dosis enviadas={[]} />);

  await user.click(screen.getByRole('button', { name: 'Añadir' }));
  await elegir(user, 2, 'Fármaco A');

  const combo = within(fila(2)).getByRole('combobox', { name: /^Fármaco/ });
  expect(combo.closest('[data-estado]')?.getAttribute('data-estado')).toBe('error');
  expect(within(fila(2)).getByText('Fármaco repetido.')).toBeTruthy();
  expect(screen.getByLabelText('Cambiado').textContent).toBe('true');
});

test('la lista de errores nombra la fila y el campo, y guardar no envía nada mientras haya errores', async () => {
  const enviadas: unknown[] = [];
  const { user } = renderScreen(<Dosis enviadas={enviadas} />);
  await user.click(screen.getByRole('button', { name: 'Añadir' }));
  await elegir(user, 2, 'Otro');

  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(enviadas).toEqual([]);
  const lista = screen.getByRole('alert', { name: 'Campos con errores' });
  expect(within(lista).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Dosis 2 · Nombre del fármaco: Este campo es obligatorio.',
    'Dosis 2 · Días: Este campo es obligatorio.',
  ]);
  await user.click(within(lista).getByRole('button', { name: 'Dosis 2 · Días' }));
  expect(document.activeElement).toBe(within(fila(2)).getByRole('textbox', { name: /^Días/ }));
});

test('guardar devuelve las filas normalizadas, sin las que se quitaron y con los ocultos vacíos', async () => {
  const enviadas: unknown[] = [];
  const { user } = renderScreen(<Dosis enviadas={enviadas} />);
  await user.click(screen.getByRole('button', { name: 'Añadir' }));
  await elegir(user, 2, 'Fármaco B');
  await user.type(within(fila(2)).getByRole('textbox', { name: /^Días/ }), '12');
  expect(within(fila(2)).getByText('Más de 10 días.')).toBeTruthy();
  await user.clear(within(fila(2)).getByRole('textbox', { name: /^Días/ }));
  await user.type(within(fila(2)).getByRole('textbox', { name: /^Días/ }), '7');
  await user.click(within(fila(1)).getByRole('button', { name: 'Quitar' }));

  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(enviadas).toEqual([[{ farmaco: 'B', farmaco_otro: null, dias: 7 }]]);
});

test('los errores del servidor `clave.indice.variable` van a su campo; los demás se devuelven', async () => {
  const restos: unknown[] = [];
  const errores = { 'dosis.0.dias': 'Ya existe un registro con este valor.', 'dosis.0.farmaco_otro': 'Oculto.', otro: 'General.' };
  const { user } = renderScreen(<Dosis enviadas={[]} errores={errores} restos={restos} />);

  await user.click(screen.getByRole('button', { name: 'Errores del servidor' }));

  expect(restos).toEqual([{ 'dosis.0.farmaco_otro': 'Oculto.', otro: 'General.' }]);
  const dias = within(fila(1)).getByRole('textbox', { name: /^Días/ });
  expect(dias.getAttribute('aria-invalid')).toBe('true');
  expect(within(fila(1)).getByText('Ya existe un registro con este valor.')).toBeTruthy();
  await user.clear(dias);
  await user.type(dias, '3');
  expect(dias.getAttribute('aria-invalid')).toBe('false');
});
