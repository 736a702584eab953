import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, renderRemoteScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import screens from './screens';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

test('la ruta /descargas carga la pantalla de descargas', async () => {
  http.respond('GET', ENDPOINTS.descargas, { items: [] });
  renderRemoteScreen(screens, 'Descargas', { path: '/descargas', route: '/descargas' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Descargas' })).toBeTruthy();
});

test('la ruta /panel carga el panel de resultados', async () => {
  http.respond('GET', ENDPOINTS.hospitalesSelect, []);
  http.respond('GET', ENDPOINTS.panelSupervivencia, { desenlace: 'OS', grupo: 'ninguno', grupos: [], log_rank_p: null, calculado_en: '2026-11-24T09:05:00.000Z' });
  http.respond('GET', ENDPOINTS.panelRespuesta, { grupo: 'ninguno', grupos: [], metodo_ic: 'wilson', calculado_en: '2026-11-24T09:05:00.000Z' });
  http.respond('GET', ENDPOINTS.panelAcumulacion, { series: [], calculado_en: '2026-11-24T09:05:00.000Z' });
  http.respond('GET', ENDPOINTS.panelCompletitud, { n: 0, centros: [], items: [], meses_seguimiento: 12, calculado_en: '2026-11-24T09:05:00.000Z' });
  http.respond('GET', ENDPOINTS.panelMutaciones, { incluye_vus: false, pacientes: 0, genes: [], oncoprint: null, pares: [], prueba_pares: 'fisher_bilateral', calculado_en: '2026-11-24T09:05:00.000Z' });
  renderRemoteScreen(screens, 'Panel', { path: '/panel', route: '/panel' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeTruthy();
});
