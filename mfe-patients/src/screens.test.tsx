import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { usarDobleHttp, crearUsuarioSesion, renderRemoteScreen } from '@registro-lma/shared/mock';
import { pacienteDeApi } from './comun/paciente.fixture';
import { resumenDe } from './comun/resumen-etapas.fixture';
import { DATOS_INICIALES_EJEMPLO } from './features/datos-esenciales/datos-iniciales.fixture';
import screens from './screens';
import { ETAPAS } from '@registro-lma/shared/domain';
import { RUTAS_ETAPAS, TABLA_RUTAS } from '@registro-lma/shared/routes';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

test('los datos esenciales llegan en su propio fragmento y leen la ruta', async () => {
  http.respond('GET', RUTAS_API.paciente(12), pacienteDeApi());
  http.respond('GET', RUTAS_API.datosInicialesPaciente(12), DATOS_INICIALES_EJEMPLO);
  renderRemoteScreen(screens, 'DatosEsenciales', { path: '/datos-esenciales/12', route: '/datos-esenciales/:id' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Datos esenciales' })).toBeTruthy();
  expect(await screen.findByText('Completitud de datos esenciales: 60 % (3 de 5)')).toBeTruthy();
});

test('inicio, registro y ficha llegan en su propio fragmento y leen la ruta', async () => {
  http.respond('GET', /^\/leucemia\/api\/pacientes\?/, { items: [], total: 0 });
  http.respond('GET', RUTAS_API.paciente(12), pacienteDeApi());
  http.respond('GET', RUTAS_API.historialPaciente(12), []);
  http.respond('GET', ENDPOINTS.hospitalesSelect, []);
  http.respond('GET', /^\/leucemia\/api\/consultas\?/, { items: [], total: 0 });

  const inicio = renderRemoteScreen(screens, 'Inicio', { path: '/', route: '/' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pacientes' })).toBeTruthy();
  inicio.unmount();

  const registro = renderRemoteScreen(screens, 'RegistrarPaciente', { path: '/registrar-paciente', route: '/registrar-paciente' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Registrar paciente' })).toBeTruthy();
  registro.unmount();

  renderRemoteScreen(screens, 'Paciente', { path: '/paciente/12', route: '/paciente/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Paciente LMA-000123' })).toBeTruthy();
});

test('cada etapa clínica es su pantalla real, con el paciente de la ruta', async () => {
  http.respond('GET', RUTAS_API.paciente(12), pacienteDeApi());
  http.respond('GET', RUTAS_API.etapasPaciente(12), resumenDe());
  // The diagnosis and relapse forms offer the patient's NGS results («Importar desde NGS»): none here.
  http.respond('GET', RUTAS_API.muestraNgsPaciente(12), []);
  http.fail('GET', /^\/leucemia\/api\/pacientes\/12\/(?!etapas$|muestra-ngs$)/, { status: 404 });
  const pantallas = [
    ['Diagnostico', '/diagnostico', 'Diagnóstico'],
    ['Induccion', '/induccion', 'Inducción'],
    ['Consolidacion', '/consolidacion', 'Consolidación'],
    ['Trasplante', '/trasplante', 'Trasplante'],
    ['Seguimiento', '/seguimiento', 'Seguimiento'],
    ['Recaida', '/recaida', 'Recaída'],
    ['Muerte', '/muerte', 'Muerte'],
  ] as const;

  for (const [nombre, ruta, titulo] of pantallas) {
    const pantalla = renderRemoteScreen(screens, nombre, { path: `${ruta}/12`, route: `${ruta}/:id` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Paciente LMA-000123' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titulo);
    pantalla.unmount();
  }
  expect(http.callsTo('GET', /\/12\/(consolidacion|post-consolidacion|recaida|rec-res-1|rec-res-2)$/).map((llamada) => llamada.url.split('/').at(-1))).toEqual([
    'consolidacion',
    'post-consolidacion',
    'recaida',
    'rec-res-1',
    'rec-res-2',
  ]);
});

test('expone todas las pantallas de la tabla de rutas del host', () => {
  expect(Object.keys(screens).sort()).toEqual(
    ['Calidad', 'Consolidacion', 'DatosEsenciales', 'Diagnostico', 'Induccion', 'Inicio', 'Muerte', 'Paciente', 'Recaida', 'RegistrarPaciente', 'Seguimiento', 'Trasplante'],
  );
});

test('cada etapa tiene la pantalla de su ruta, y cada pantalla de la tabla de rutas está expuesta', () => {
  for (const etapa of ETAPAS) expect(screens[RUTAS_ETAPAS[etapa.pantalla].screen]).toBeDefined();
  const deLaTabla = TABLA_RUTAS.filter((ruta) => ruta.remote === 'patients').map((ruta) => ruta.screen);
  expect(Object.keys(screens).sort()).toEqual([...new Set(deLaTabla)].sort());
});
