import { describe, expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RespuestaIndicadores, RespuestaSupervivencia } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, renderScreen, signInAs, usarDobleHttp, type HttpCall } from '@registro-lma/shared/mock';
import { MUTACIONES } from './mutaciones.fixture';
import { ObservadorDePrueba, usarObservadorDePrueba } from './observador-vista.fixture';
import { PanelScreen } from './panel-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }) });

const CALCULADO = '2026-11-24T09:05:00.000Z';

/** Two risk groups: «Favorable» with a curve that reaches 0,5 at 400 days, «Adverso» with 12 patients. */
const SUPERVIVENCIA: RespuestaSupervivencia = {
  desenlace: 'OS',
  grupo: 'riesgo_eln',
  grupos: [
    {
      grupo: 'FAVORABLE',
      etiqueta: 'Favorable',
      n: 20,
      eventos: 10,
      mediana_dias: 400,
      mediana_li: 300,
      mediana_ls: null,
      curva: [
        { t: 100, n_riesgo: 20, eventos: 5, censurados: 0, s: 0.75, li: 0.58, ls: 0.97 },
        { t: 200, n_riesgo: 15, eventos: 0, censurados: 3, s: 0.75, li: 0.58, ls: 0.97 },
        { t: 400, n_riesgo: 12, eventos: 4, censurados: 0, s: 0.5, li: 0.31, ls: 0.8 },
        { t: 800, n_riesgo: 8, eventos: 1, censurados: 7, s: 0.4375, li: 0.25, ls: 0.75 },
      ],
      estimaciones: [{ t: 365.25, s: 0.75, li: 0.58, ls: 0.97 }],
    },
    { grupo: 'ADVERSO', etiqueta: 'Adverso', n: '<5', eventos: '<5', mediana_dias: null, mediana_li: null, mediana_ls: null, curva: null, estimaciones: null },
  ],
  log_rank_p: 0.0123,
  calculado_en: CALCULADO,
};

const RESPUESTA: RespuestaIndicadores = {
  grupo: 'riesgo_eln',
  grupos: [
    {
      grupo: 'FAVORABLE',
      etiqueta: 'Favorable',
      n: 20,
      indicadores: [{ indicador: 'REMISION_COMPUESTA', etiqueta: 'Remisión completa compuesta', n: 18, x: 15, proporcion: 15 / 18, li: 0.6078, ls: 0.9416 }],
    },
  ],
  metodo_ic: 'wilson',
  calculado_en: CALCULADO,
};

const consulta = (call: HttpCall) => (call.config?.params ?? {}) as Record<string, string>;

function responder() {
  http.respond('GET', ENDPOINTS.hospitalesSelect, [{ hospital_id: 7, codigo: 'HUVR', nombre: 'Virgen del Rocío' }]);
  http.respond('GET', ENDPOINTS.panelSupervivencia, SUPERVIVENCIA);
  http.respond('GET', ENDPOINTS.panelRespuesta, RESPUESTA);
  http.respond('GET', ENDPOINTS.panelAcumulacion, { series: [], calculado_en: CALCULADO });
  http.respond('GET', ENDPOINTS.panelCompletitud, { n: 0, centros: [], items: [], meses_seguimiento: 12, calculado_en: CALCULADO });
  http.respond('GET', ENDPOINTS.panelMutaciones, MUTACIONES);
}

test('muestra por grupo n, eventos, mediana con su IC, el log-rank, los pacientes en riesgo y la fecha de cálculo', async () => {
  responder();
  renderScreen(<PanelScreen />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeTruthy();
  const resumen = await screen.findByRole('table', { name: 'Resumen por grupo' });
  const favorable = within(resumen).getByRole('row', { name: /Favorable/ });
  expect(within(favorable).getAllByRole('cell').map((celda) => celda.textContent)).toEqual(['20', '10', '13,1 (9,9–NA)', '75,0 % (58,0–97,0)', '—', '—']);
  const adverso = within(resumen).getByRole('row', { name: /Adverso/ });
  expect(within(adverso).getAllByRole('cell').map((celda) => celda.textContent).slice(0, 3)).toEqual(['<5', '<5', '—']);
  expect(screen.getByRole('alert').textContent).toBe('No se dibuja «Adverso»: menos de 10 pacientes.');
  // Written on the chart too, so that an exported figure says it.
  expect(screen.getByRole('figure', { name: 'Supervivencia global: curvas de Kaplan–Meier' }).querySelector('svg')?.textContent).toContain('No se dibuja «Adverso»: menos de 10 pacientes.');
  expect(screen.getByText(/Log-rank: p = 0,012/)).toBeTruthy();
  await waitFor(() => expect(screen.getAllByText(/calculado el \d{2}\/\d{2}\/2026 \d{2}:\d{2}/).length).toBe(4));

  const riesgo = screen.getByRole('table', { name: 'Pacientes en riesgo' });
  const cabecera = within(riesgo).getAllByRole('columnheader').map((celda) => celda.textContent);
  expect(cabecera).toEqual(['En riesgo (meses)', '0', '6', '12', '18', '24', '30']);
  // 6 months = 182,6 days: the first time at or after it is 200 (15 at risk); 12 months = 365,25: 400 (12); 24 months = 730,5: 800 (8).
  expect(within(within(riesgo).getByRole('row', { name: /Favorable/ })).getAllByRole('cell').map((celda) => celda.textContent)).toEqual(['20', '15', '12', '8', '8', '0']);
});

test('la respuesta da x de n con su IC 95 % de Wilson', async () => {
  responder();
  renderScreen(<PanelScreen />);

  const tabla = await screen.findByRole('table', { name: 'Indicadores por grupo' });
  expect(within(tabla).getByText('15 / 18')).toBeTruthy();
  expect(within(tabla).getByText('83,3 % (60,8–94,2)')).toBeTruthy();
  expect(screen.getByText(/Intervalos de confianza del 95 % de Wilson/)).toBeTruthy();
});

test('agrupar, filtrar y pulsar un grupo de la leyenda piden al API con esos parámetros', async () => {
  responder();
  const { user } = renderScreen(<PanelScreen />);
  await screen.findByRole('table', { name: 'Resumen por grupo' });

  await user.click(screen.getByRole('combobox', { name: 'Agrupar por' }));
  await user.click(await screen.findByRole('option', { name: 'Riesgo ELN 2022' }));
  await waitFor(() => expect(consulta(http.callsTo('GET', ENDPOINTS.panelSupervivencia).at(-1)!)).toMatchObject({ desenlace: 'OS', grupo: 'riesgo_eln' }));

  await user.click(within(screen.getAllByRole('list', { name: 'Leyenda' })[0]!).getByRole('button', { name: 'Favorable' }));
  await waitFor(() => expect(consulta(http.callsTo('GET', ENDPOINTS.panelSupervivencia).at(-1)!)).toMatchObject({ riesgo_eln: 'FAVORABLE', grupo: 'riesgo_eln' }));
  expect(consulta(http.callsTo('GET', ENDPOINTS.panelRespuesta).at(-1)!)).toMatchObject({ riesgo_eln: 'FAVORABLE' });
  // The filters' form shows the filter the click set.
  expect(screen.getByRole('combobox', { name: 'Riesgo ELN 2022' }).textContent).toContain('Favorable');

  await user.click(screen.getByRole('button', { name: 'EFS' }));
  await waitFor(() => expect(consulta(http.callsTo('GET', ENDPOINTS.panelSupervivencia).at(-1)!)).toMatchObject({ desenlace: 'EFS' }));
});

test('mientras llega la respuesta de un filtro, la tarjeta sigue mostrando la anterior y dice que se actualiza', async () => {
  responder();
  const { user } = renderScreen(<PanelScreen />);
  await screen.findByRole('table', { name: 'Resumen por grupo' });
  let llegar: (respuesta: RespuestaSupervivencia) => void = () => undefined;
  http.respond('GET', ENDPOINTS.panelSupervivencia, () => new Promise<RespuestaSupervivencia>((resolver) => (llegar = resolver)));

  await user.click(screen.getByRole('button', { name: 'EFS' }));

  const tarjeta = screen.getByRole('region', { name: 'Supervivencia' });
  await waitFor(() => expect(tarjeta.getAttribute('aria-busy')).toBe('true'));
  expect(within(tarjeta).getByRole('progressbar', { name: 'Actualizando «Supervivencia»' })).toBeTruthy();
  expect(within(tarjeta).getByRole('table', { name: 'Resumen por grupo' })).toBeTruthy();
  expect(within(tarjeta).getByRole('figure', { name: 'Supervivencia global: curvas de Kaplan–Meier' })).toBeTruthy();
  expect(within(tarjeta).queryByText('Cargando…')).toBeNull();

  await act(async () => llegar({ ...SUPERVIVENCIA, desenlace: 'EFS' }));
  expect(await within(tarjeta).findByRole('figure', { name: 'Supervivencia libre de evento: curvas de Kaplan–Meier' })).toBeTruthy();
  expect(tarjeta.getAttribute('aria-busy')).toBe('false');
  expect(within(tarjeta).queryByRole('progressbar')).toBeNull();
});

test('el coordinador pulsa un gen del OncoPrint y las curvas pasan a mutados frente a no mutados', async () => {
  responder();
  const { user } = renderScreen(<PanelScreen />);
  await screen.findByRole('table', { name: 'Resumen por grupo' });

  await user.click(await screen.findByRole('button', { name: 'Curvas de supervivencia por FLT3' }));
  await waitFor(() => expect(consulta(http.callsTo('GET', ENDPOINTS.panelSupervivencia).at(-1)!)).toMatchObject({ grupo: 'gen:FLT3' }));
  expect(screen.getByRole('combobox', { name: 'Agrupar por' }).textContent).toBe('Gen');
  expect(screen.getByRole('combobox', { name: 'Gen' }).textContent).toBe('FLT3');
});

test('«Ver tabla» muestra los números de la curva tal como los lleva el CSV', async () => {
  responder();
  const { user } = renderScreen(<PanelScreen />);
  await screen.findByRole('table', { name: 'Resumen por grupo' });

  await user.click(screen.getAllByRole('button', { name: 'Ver tabla' })[0]!);
  const datos = screen.getByRole('table', { name: 'Datos de la curva' });
  expect(within(datos).getAllByRole('row')[1]!.textContent).toBe('FAVORABLEFavorable10020500.750.580.97');
});

test('sin pacientes, sin permiso o con un fallo: estados en español', async () => {
  http.respond('GET', ENDPOINTS.hospitalesSelect, []);
  http.respond('GET', ENDPOINTS.panelSupervivencia, { ...SUPERVIVENCIA, grupos: [], log_rank_p: null });
  http.fail('GET', ENDPOINTS.panelRespuesta, { status: 500, message: 'Error interno del servidor.' });
  http.respond('GET', ENDPOINTS.panelAcumulacion, { series: [], calculado_en: CALCULADO });
  http.respond('GET', ENDPOINTS.panelCompletitud, { n: 0, centros: [], items: [], meses_seguimiento: 12, calculado_en: CALCULADO });
  http.respond('GET', ENDPOINTS.panelMutaciones, MUTACIONES);
  renderScreen(<PanelScreen />);

  expect(await screen.findByText('Ningún paciente cumple los filtros: no hay curvas que mostrar.')).toBeTruthy();
  expect(await screen.findByText('Error interno del servidor.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
});

test('para LECTURA avisa de que los recuentos pequeños se ocultan', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
  responder();
  renderScreen(<PanelScreen />);

  expect(await screen.findByText(/se muestran como «<5» y no se dibujan curvas de grupos de menos de 10/)).toBeTruthy();
});

describe('con las tarjetas de abajo lejos de la vista', () => {
  usarObservadorDePrueba();

  test('se ven sus títulos, pero sus datos se piden al acercarse', async () => {
    responder();
    renderScreen(<PanelScreen />);
    // While the curves load, their card keeps about their height: the cards below are not brought near by its absence.
    const cargando = within(screen.getByRole('region', { name: 'Supervivencia' })).getByRole('status');
    expect(getComputedStyle(cargando.parentElement!).minHeight).toBe('700px');
    await screen.findByRole('table', { name: 'Resumen por grupo' });

    for (const titulo of ['Respuesta y muerte precoz', 'Acumulación', 'Completitud', 'Paisaje mutacional']) expect(screen.getByRole('heading', { level: 2, name: titulo })).toBeTruthy();
    for (const endpoint of [ENDPOINTS.panelRespuesta, ENDPOINTS.panelAcumulacion, ENDPOINTS.panelCompletitud, ENDPOINTS.panelMutaciones]) expect(http.callsTo('GET', endpoint)).toHaveLength(0);

    act(() => ObservadorDePrueba.acercar());

    expect(await screen.findByRole('table', { name: 'Indicadores por grupo' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Curvas de supervivencia por FLT3' })).toBeTruthy();
    expect(http.callsTo('GET', ENDPOINTS.panelAcumulacion)).toHaveLength(1);
    expect(http.callsTo('GET', ENDPOINTS.panelCompletitud)).toHaveLength(1);
  });
});
