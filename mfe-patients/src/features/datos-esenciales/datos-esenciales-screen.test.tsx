import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { usarDobleHttp, crearUsuarioSesion, renderScreen, signInAs } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { elegir } from '../../comun/campos-prueba.fixture';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { DATOS_INICIALES_EJEMPLO } from './datos-iniciales.fixture';
import { DatosEsencialesScreen } from './datos-esenciales-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const DATOS = `${PACIENTE}/datos-iniciales`;

beforeEach(() => {
  http.respond('GET', PACIENTE, pacienteDeApi()).respond('GET', DATOS, DATOS_INICIALES_EJEMPLO);
});

const abrir = () => renderScreen(<DatosEsencialesScreen />, { path: '/datos-esenciales/12', route: '/datos-esenciales/:id' });

describe('Datos esenciales', () => {
  test('shows the completeness, the warning, each item with its state and links to the stages that hold read-only items', async () => {
    abrir();
    expect(await screen.findByText('Completitud de datos esenciales: 60 % (3 de 5)')).toBeTruthy();
    expect(screen.getByText('Faltan datos esenciales: ECOG al diagnóstico, Origen de la LMA.')).toBeTruthy();
    const fila = (codigo: string) => screen.getByRole('cell', { name: codigo }).closest('tr') as HTMLElement;
    expect(within(fila('DE01')).getByText('Completo')).toBeTruthy();
    expect(within(fila('DE04')).getByText('Falta')).toBeTruthy();
    expect(within(fila('DE07')).getByText('No aplica')).toBeTruthy();
    expect(within(fila('DE16')).getByText('Remisión completa (RC)')).toBeTruthy();
    expect(within(fila('DE16')).getByRole('link', { name: 'Ir a Inducción' }).getAttribute('href')).toBe('/induccion/12');
    expect(within(fila('DE04')).getByRole('combobox', { name: /^ECOG/ })).toBeTruthy();
  });

  test('saving sends only what changed, with the versions read, and reloads the data set', async () => {
    http.respond('PUT', DATOS, DATOS_INICIALES_EJEMPLO);
    const { user } = abrir();
    await screen.findByText('Completitud de datos esenciales: 60 % (3 de 5)');
    const guardar = screen.getByRole('button', { name: 'Guardar datos esenciales' });
    expect(guardar.hasAttribute('disabled')).toBe(true);
    await elegir(user, 'ECOG', /^1/);
    await user.click(guardar);
    await waitFor(() => expect(http.callsTo('PUT', DATOS)).toHaveLength(1));
    expect(http.callsTo('PUT', DATOS)[0]?.body).toEqual({ versiones: DATOS_INICIALES_EJEMPLO.versiones, datos: { ecog: '1' } });
    await waitFor(() => expect(http.callsTo('GET', DATOS)).toHaveLength(2));
  });

  test('the API messages land on their items', async () => {
    http.fail('PUT', DATOS, { status: 400, message: 'Datos no válidos.', errores: { ecog: 'Registre primero el diagnóstico.' } });
    const { user } = abrir();
    await screen.findByText('Completitud de datos esenciales: 60 % (3 de 5)');
    await elegir(user, 'ECOG', /^2/);
    await user.click(screen.getByRole('button', { name: 'Guardar datos esenciales' }));
    expect((await screen.findAllByText('Registre primero el diagnóstico.')).length).toBeGreaterThan(0);
  });

  test('a reader sees the data set without inputs to change it', async () => {
    signInAs(crearUsuarioSesion({ rol: 'LECTURA' }));
    abrir();
    await screen.findByText('Completitud de datos esenciales: 60 % (3 de 5)');
    expect(screen.queryByRole('button', { name: 'Guardar datos esenciales' })).toBeNull();
  });

  test('another centre\'s patient: the «no tiene permisos» page', async () => {
    http.fail('GET', PACIENTE, { status: 403, message: 'No tiene permisos para realizar esta acción.' });
    abrir();
    expect(await screen.findByText('No tiene permisos para ver este paciente.')).toBeTruthy();
  });
});
