import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RespuestaCompletitud } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { CompletitudCard } from './completitud-card';
import { SIN_FILTROS } from './panel.resource';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }) });

const COMPLETITUD: RespuestaCompletitud = {
  n: 40,
  centros: [{ hospital_id: 7, etiqueta: 'Virgen del Rocío', n: 40, completos: 30, proporcion_completos: 0.75, vivos: 20, al_dia: '<5', proporcion_al_dia: null }],
  items: [
    { item: 'DE01', etiqueta: 'Fecha de diagnóstico', pendientes: 0, proporcion_pendientes: 0 },
    { item: 'DE05', etiqueta: 'Cariotipo', pendientes: 10, proporcion_pendientes: 0.25 },
  ],
  meses_seguimiento: 12,
  calculado_en: '2026-11-24T09:05:00.000Z',
};

test('la completitud da por centro e ítem sus cifras, dice qué cuenta y cuándo, y enlaza cada cifra con sus pacientes en la lista de calidad', async () => {
  http.respond('GET', ENDPOINTS.panelCompletitud, COMPLETITUD);
  const { user } = renderScreen(<CompletitudCard filtros={SIN_FILTROS} />);

  const centros = await screen.findByRole('table', { name: 'Completitud por centro' });
  const fila = within(centros).getByRole('row', { name: /Virgen del Rocío/ });
  expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent).slice(0, 2)).toEqual(['30 / 40 (75,0 %)', '<5 / 20 (—)']);
  expect(within(fila).getByRole('link', { name: 'Datos pendientes en Virgen del Rocío' }).getAttribute('href')).toBe('/calidad?regla=DATO_ESENCIAL&hospital_id=7');
  expect(within(fila).getByRole('link', { name: 'Seguimiento vencido en Virgen del Rocío' }).getAttribute('href')).toBe('/calidad?regla=SEGUIMIENTO_VENCIDO&hospital_id=7');
  const items = screen.getByRole('table', { name: 'Datos esenciales pendientes por ítem' });
  expect(within(items).getByRole('link', { name: 'DE05 · Cariotipo' }).getAttribute('href')).toBe('/calidad?regla=DATO_ESENCIAL&item=DE05');
  // An item nobody lacks has no patients to show.
  expect(within(items).queryByRole('link', { name: /DE01/ })).toBeNull();
  expect(screen.getByRole('figure', { name: 'Completitud y seguimiento por centro (%)' }).querySelector('svg')).toBeTruthy();
  expect(screen.getByText(/la misma de su ficha y de la lista de calidad/).textContent).toMatch(/calculado el \d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
  expect(screen.getByRole('button', { name: 'Descargar SVG de la completitud por centro' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Ver tabla' }));
  const datos = within(screen.getByRole('table', { name: 'Datos de la completitud' })).getAllByRole('row');
  expect(datos.slice(1).map((f) => within(f).getAllByRole('cell').map((c) => c.textContent).join(';'))).toEqual([
    'CENTRO;7;Virgen del Rocío;DATOS_ESENCIALES_COMPLETOS;40;30;0.75',
    'CENTRO;7;Virgen del Rocío;SEGUIMIENTO_AL_DIA;20;<5;',
    'ITEM;DE01;Fecha de diagnóstico;DATO_PENDIENTE;40;0;0',
    'ITEM;DE05;Cariotipo;DATO_PENDIENTE;40;10;0.25',
  ]);
});

test('LECTURA, que no abre la lista de calidad, ve las cifras sin enlaces', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
  http.respond('GET', ENDPOINTS.panelCompletitud, COMPLETITUD);
  renderScreen(<CompletitudCard filtros={SIN_FILTROS} />);

  await screen.findByRole('table', { name: 'Completitud por centro' });
  expect(screen.queryAllByRole('link')).toEqual([]);
});
