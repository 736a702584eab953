import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { PacienteResumen } from '@registro-lma/shared/domain';
import { usarDobleHttp, crearUsuarioSesion, renderScreen, signInAs } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { InicioScreen } from './inicio-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

const LISTA = /^\/leucemia\/api\/pacientes\?/;
const LISTA_ADMIN = /^\/leucemia\/api\/pacientes\/admin\?/;
const BUSQUEDA = /^\/leucemia\/api\/pacientes\/select\/busqueda\//;
const PRIMERA_PAGINA = `${ENDPOINTS.pacientes}?orden=modificado_en&direccion=desc&pagina=1&tamano=25`;

function resumen(cambios: Partial<PacienteResumen> = {}): PacienteResumen {
  return {
    paciente_id: 12,
    upn: 'LMA-000123',
    hospital: { hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' },
    sexo: 'MUJER',
    edad_diagnostico: 67,
    entidad: 'LMA',
    estado: 'ACTIVO',
    estado_formulario: 'COMPLETO',
    de_completitud_pct: null,
    modificado_en: '2025-03-01T09:15:00Z',
    version: 2,
    ...cambios,
  };
}

const ultimaLlamada = () => http.calls.filter((llamada) => llamada.url.startsWith(`${ENDPOINTS.pacientes}?`)).at(-1)?.url;

beforeEach(() => {
  http.respond('GET', LISTA, { items: [resumen()], total: 1 });
  http.respond('GET', RUTAS_API.recuentoCalidad(), { lineas: {}, consultas: {} });
});

async function renderInicio() {
  const rendered = renderScreen(<InicioScreen />);
  await screen.findByRole('table', { name: 'Pacientes' });
  return rendered;
}

describe('lista', () => {
  test('muestra cada paciente con sus etiquetas, la completitud pendiente y la fecha en hora de Madrid', async () => {
    await renderInicio();

    const fila = screen.getByRole('link', { name: 'LMA-000123' }).closest('tr') as HTMLElement;
    expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent)).toEqual([
      'LMA-000123',
      'HUVR',
      'Mujer',
      '67',
      'Leucemia mieloide aguda (no promielocítica)',
      'Activo',
      '—',
      '01/03/2025 10:15',
    ]);
    expect(http.callsTo('GET', LISTA)[0]?.url).toBe(PRIMERA_PAGINA);
  });

  test('la completitud se muestra como porcentaje cuando la API la calcula', async () => {
    http.respond('GET', LISTA, { items: [resumen({ de_completitud_pct: 85.4 })], total: 1 });
    await renderInicio();

    expect(screen.getByRole('cell', { name: '85 %' })).toBeTruthy();
  });

  test('coordinadores, lectores y administradores ven todos los centros', async () => {
    signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
    http.respond('GET', LISTA_ADMIN, { items: [resumen()], total: 1 });
    await renderInicio();

    expect(http.callsTo('GET', LISTA_ADMIN)[0]?.url).toBe(`${RUTAS_API.pacientesAdmin()}?orden=modificado_en&direccion=desc&pagina=1&tamano=25`);
    expect(screen.queryByRole('link', { name: 'Registrar paciente' })).toBeNull();
  });

  test('ordenar por una columna y volver a pulsarla invierte el orden desde la primera página', async () => {
    const { user } = await renderInicio();

    await user.click(screen.getByRole('button', { name: 'UPN' }));
    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.pacientes}?orden=upn&direccion=asc&pagina=1&tamano=25`));
    await user.click(screen.getByRole('button', { name: 'UPN' }));

    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.pacientes}?orden=upn&direccion=desc&pagina=1&tamano=25`));
  });

  test('los filtros de estado y entidad piden la lista filtrada', async () => {
    const { user } = await renderInicio();

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Perdido para el seguimiento' }));
    await user.click(screen.getByRole('combobox', { name: 'Entidad' }));
    await user.click(await screen.findByRole('option', { name: /^Leucemia promielocítica aguda/ }));

    await waitFor(() =>
      expect(ultimaLlamada()).toBe(`${ENDPOINTS.pacientes}?orden=modificado_en&direccion=desc&estado=PERDIDO_SEGUIMIENTO&entidad=LPA&pagina=1&tamano=25`),
    );
  });

  test('la paginación pide la página siguiente', async () => {
    http.respond('GET', LISTA, { items: [resumen()], total: 60 });
    const { user } = await renderInicio();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));

    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.pacientes}?orden=modificado_en&direccion=desc&pagina=2&tamano=25`));
  });

  test('pulsar una fila abre el paciente', async () => {
    const { user } = await renderInicio();

    await user.click(screen.getByText('HUVR'));

    expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/12');
  });
});

describe('búsqueda por UPN', () => {
  test('sugiere pacientes una vez que se deja de escribir, filtra la tabla y la sugerencia elegida abre el paciente', async () => {
    http.respond('GET', BUSQUEDA, [{ paciente_id: 31, upn: 'LMA-000312', hospital_codigo: 'HULP', estado: 'BORRADOR' }]);
    const { user } = await renderInicio();

    await user.type(screen.getByRole('combobox', { name: 'Buscar por UPN' }), '312');

    const opcion = await screen.findByRole('option', { name: 'LMA-000312 HULP · Borrador' });
    expect(http.callsTo('GET', BUSQUEDA).map((llamada) => llamada.url)).toEqual([RUTAS_API.busquedaPacientes('312')]);
    await waitFor(() => expect(ultimaLlamada()).toBe(`${ENDPOINTS.pacientes}?orden=modificado_en&direccion=desc&upn=312&pagina=1&tamano=25`));
    await user.click(opcion);

    expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/31');
  });
});

describe('estados de la pantalla', () => {
  test('sin pacientes lo dice y ofrece registrar el primero', async () => {
    http.respond('GET', LISTA, { items: [], total: 0 });
    renderScreen(<InicioScreen />);

    expect(await screen.findByText('Todavía no hay pacientes registrados en sus centros.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Registrar paciente' })).toHaveLength(2);
  });

  test('mientras carga lo anuncia, y un fallo ofrece reintentar', async () => {
    http.fail('GET', LISTA, { status: 500, message: 'Error interno del servidor. Inténtelo de nuevo más tarde.' });
    const { user } = renderScreen(<InicioScreen />);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');

    await screen.findByText('Error interno del servidor. Inténtelo de nuevo más tarde.');
    http.respond('GET', LISTA, { items: [resumen()], total: 1 });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('link', { name: 'LMA-000123' })).toBeTruthy();
  });

  test('un perfil de laboratorio no accede a la lista clínica', () => {
    signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB1'] }));
    renderScreen(<InicioScreen />);

    expect(screen.getByRole('heading', { name: 'Acceso no permitido' })).toBeTruthy();
    expect(http.calls).toEqual([]);
  });
});
