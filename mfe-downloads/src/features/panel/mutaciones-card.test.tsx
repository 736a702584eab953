import { expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { MutacionesCard } from './mutaciones-card';
import { MUTACIONES } from './mutaciones.fixture';
import { SIN_FILTROS } from './panel.resource';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }) });

const parametros = () => (http.callsTo('GET', ENDPOINTS.panelMutaciones).at(-1)!.config?.params ?? {}) as Record<string, string>;

test('el paisaje mutacional dibuja el OncoPrint, da frecuencia, VAF y pares en tablas, y un gen pulsado pide sus curvas', async () => {
  http.respond('GET', ENDPOINTS.panelMutaciones, MUTACIONES);
  const onGen = jest.fn();
  const { user } = renderScreen(<MutacionesCard filtros={SIN_FILTROS} onGen={onGen} />);

  const oncoprint = await screen.findByRole('group', { name: 'OncoPrint: 3 genes en 40 pacientes' });
  expect(parametros()).toEqual({ vus: 'NO' });
  // A row is drawn as stretches of equal cells: NPM1 grey under one FRAMESHIFT mark; FLT3 grey under MULTIPLE and ITD;
  // TP53 grey, white (not studied), grey, under one MISSENSE mark. Each as wide as its patients: 30 of 40 of 900 units.
  expect(oncoprint.querySelectorAll('rect').length).toBe(2 + 3 + 4);
  expect(oncoprint.querySelector('rect[fill="#6a1b9a"]')?.getAttribute('width')).toBe('675');
  const genes = screen.getByRole('table', { name: 'Frecuencia y VAF por gen' });
  expect(within(within(genes).getByRole('row', { name: /NPM1/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['30 / 40 (75,0 %)', '37,5 % (30–42), 30']);
  expect(within(within(genes).getByRole('row', { name: /TP53/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['<5 / 30 (—)', '—']);
  const pares = screen.getByRole('table', { name: 'Coocurrencia y exclusión mutua' });
  expect(within(within(pares).getByRole('row', { name: /NPM1 · FLT3/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['10 / 20 / 2 / 8', '1', '< 0,001', '0,001', 'Coocurrencia']);
  const porTipo = screen.getByRole('table', { name: 'Pacientes por gen y tipo de variante' });
  expect(within(porTipo).getAllByRole('row').slice(1).map((f) => within(f).getAllByRole('cell').map((c) => c.textContent).join(';'))).toEqual([
    'NPM1;FRAMESHIFT;30',
    'NPM1;sin_variante;10',
    'FLT3;MULTIPLE;10',
    'FLT3;ITD;5',
    'FLT3;sin_variante;25',
    'TP53;MISSENSE;10',
    'TP53;sin_variante;25',
    'TP53;no_estudiado;5',
  ]);
  expect(screen.getByText(/prueba exacta de\s+Fisher bilateral/).textContent).toMatch(/calculado el \d{2}\/\d{2}\/2026/);
  expect(screen.getByRole('button', { name: 'Descargar SVG de los genes del OncoPrint' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Curvas de supervivencia por FLT3' }));
  expect(onGen).toHaveBeenCalledWith('FLT3');
  screen.getByRole('button', { name: 'Curvas de supervivencia por NPM1' }).focus();
  await user.keyboard('{Enter}');
  expect(onGen).toHaveBeenLastCalledWith('NPM1');

  await user.click(screen.getByRole('switch', { name: 'Incluir variantes de significado incierto' }));
  await waitFor(() => expect(parametros()).toEqual({ vus: 'SI' }));
});

test('sin OncoPrint (LECTURA) lo dice en lugar de dibujarlo', async () => {
  http.respond('GET', ENDPOINTS.panelMutaciones, { ...MUTACIONES, oncoprint: null });
  renderScreen(<MutacionesCard filtros={SIN_FILTROS} onGen={() => undefined} />);

  expect(await screen.findByText(/no se muestra a quien no puede ver recuentos pequeños/)).toBeTruthy();
  expect(screen.queryByRole('group', { name: /OncoPrint/ })).toBeNull();
});
