import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_CLINICO_SIN_CENTRO, MENSAJE_CONFLICTO_VERSION, type Usuario } from '@registro-lma/shared/domain';
import { usarDobleHttp, claveEnvioDe, notifications, renderScreen } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { UsuariosScreen } from './usuarios-screen';

const http = usarDobleHttp();

const LISTA = /^\/leucemiaUsuarios\/api\/usuarios\?/;
const HOSPITALES = [
  { hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' },
  { hospital_id: 2, codigo: 'HULP', nombre: 'Hospital Universitario La Paz' },
];

function usuario(cambios: Partial<Usuario> = {}): Usuario {
  return {
    usuario_id: 7,
    email: 'marta.ruiz@hospital.es',
    nombre: 'Marta',
    apellidos: 'Ruiz Soto',
    rol: 'CLINICO',
    hospitales: [HOSPITALES[0]!],
    laboratorios: [],
    biolabs: [],
    activo: true,
    ultimo_acceso: '2024-07-01T22:30:00Z',
    version: 3,
    creado_en: '2024-01-01T10:00:00Z',
    modificado_en: '2024-06-01T10:00:00Z',
    ...cambios,
  };
}

beforeEach(() => {
  http.respond('GET', LISTA, { items: [usuario()], total: 1 }).respond('GET', ENDPOINTS.hospitalesSelect, HOSPITALES);
});

async function abrirAlta() {
  const rendered = renderScreen(<UsuariosScreen />);
  await screen.findByRole('table', { name: 'Usuarios' });
  await rendered.user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
  return rendered;
}

type User = Awaited<ReturnType<typeof abrirAlta>>['user'];

async function rellenarIdentidad(user: User, rol: string) {
  const dialogo = screen.getByRole('dialog', { name: 'Nuevo usuario' });
  await user.type(within(dialogo).getByLabelText(/Correo electrónico/), ' Luis.Mora@Hospital.ES ');
  await user.type(within(dialogo).getByLabelText(/^Nombre/), 'Luis');
  await user.type(within(dialogo).getByLabelText(/^Apellidos/), 'Mora Gil');
  await user.type(within(dialogo).getByLabelText(/^Contraseña/), 'una clave larga');
  await user.click(within(dialogo).getByRole('combobox', { name: /^Rol/ }));
  await user.click(await screen.findByRole('option', { name: rol }));
  return dialogo;
}

describe('lista', () => {
  test('muestra cada usuario con su rol, sus centros y el último acceso en hora de Madrid', async () => {
    renderScreen(<UsuariosScreen />);

    const fila = (await screen.findByRole('cell', { name: 'marta.ruiz@hospital.es' })).closest('tr') as HTMLElement;
    const celdas = within(fila).getAllByRole('cell').map((celda) => celda.textContent);
    expect(celdas.slice(0, 7)).toEqual(['Marta', 'Ruiz Soto', 'marta.ruiz@hospital.es', 'Investigador clínico', 'HUVR', 'Sí', '02/07/2024 00:30']);
    expect(http.callsTo('GET', LISTA)[0]?.url).toBe(`${ENDPOINTS.usuarios}?activo=true&pagina=1&tamano=50`);
  });

  test('la búsqueda y el filtro de inactivos piden la lista filtrada desde la primera página', async () => {
    const { user } = renderScreen(<UsuariosScreen />);
    await screen.findByRole('table', { name: 'Usuarios' });

    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'ruiz{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Inactivos' }));

    await waitFor(() => expect(http.calls.at(-1)?.url).toBe(`${ENDPOINTS.usuarios}?q=ruiz&activo=false&pagina=1&tamano=50`));
    expect(http.callsTo('GET', `${ENDPOINTS.usuarios}?q=ruiz&activo=true&pagina=1&tamano=50`)).toHaveLength(1);
  });

  test('una lista vacía lo dice', async () => {
    http.respond('GET', LISTA, { items: [], total: 0 });
    renderScreen(<UsuariosScreen />);

    expect(await screen.findByText('No hay usuarios que cumplan los filtros.')).toBeTruthy();
  });

  test('un fallo al cargar ofrece reintentar', async () => {
    http.fail('GET', LISTA, { status: 500, message: 'Error interno del servidor. Inténtelo de nuevo más tarde.' });
    const { user } = renderScreen(<UsuariosScreen />);

    await screen.findByText('Error interno del servidor. Inténtelo de nuevo más tarde.');
    http.respond('GET', LISTA, { items: [usuario()], total: 1 });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('cell', { name: 'marta.ruiz@hospital.es' })).toBeTruthy();
  });
});

describe('alta', () => {
  test('un investigador clínico sin centro muestra el error y no se guarda', async () => {
    const { user } = await abrirAlta();
    const dialogo = await rellenarIdentidad(user, 'Investigador clínico');

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    const centros = within(dialogo).getByRole('combobox', { name: /^Centros/ });
    expect(centros.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialogo).getAllByText(MENSAJE_CLINICO_SIN_CENTRO).length).toBeGreaterThan(0);
    expect(within(dialogo).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
    expect(http.callsTo('POST', ENDPOINTS.usuarios)).toHaveLength(0);
  });

  test('un alta correcta envía el cuerpo normalizado con su clave de envío, avisa y recarga la lista', async () => {
    http.respond('POST', ENDPOINTS.usuarios, usuario({ usuario_id: 8 }));
    const { user } = await abrirAlta();
    const dialogo = await rellenarIdentidad(user, 'Investigador clínico');
    await user.click(within(dialogo).getByRole('combobox', { name: /^Centros/ }));
    await user.click(await screen.findByRole('option', { name: 'HULP · Hospital Universitario La Paz' }));

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo usuario' })).toBeNull());
    expect(http.callsTo('POST', ENDPOINTS.usuarios)[0]?.body).toEqual({
      email: 'luis.mora@hospital.es',
      nombre: 'Luis',
      apellidos: 'Mora Gil',
      rol: 'CLINICO',
      hospitales: [2],
      laboratorios: [],
      biolabs: [],
      activo: true,
      password: 'una clave larga',
    });
    expect(claveEnvioDe(http.callsTo('POST', ENDPOINTS.usuarios)[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(notifications.map(({ message, variant }) => ({ message, variant }))).toEqual([{ message: 'Usuario creado.', variant: 'success' }]);
    expect(http.callsTo('GET', LISTA)).toHaveLength(2);
  });

  test('un usuario de laboratorio elige laboratorios, no centros', async () => {
    const { user } = await abrirAlta();
    const dialogo = await rellenarIdentidad(user, 'Laboratorio');

    expect(within(dialogo).queryByRole('combobox', { name: /^Centros/ })).toBeNull();
    expect(within(dialogo).getByRole('combobox', { name: /^Laboratorios/ })).toBeTruthy();
  });

  test('los laboratorios ofrecidos son los del catálogo vigente: el añadido por el administrador sí, el desactivado no', async () => {
    http.respond('GET', RUTAS_API.catalogoLibreria('laboratorio'), {
      catalogo: 'laboratorio',
      filas: [
        { codigo: 'LAB_NORTE', etiqueta: 'Laboratorio del norte', orden: 1, activo: true, tecnicas: ['NGS'] },
        { codigo: 'LAB_NGS_REF', etiqueta: 'Laboratorio de NGS retirado', orden: 2, activo: false, tecnicas: ['NGS'] },
      ],
    });
    http.respond('POST', ENDPOINTS.usuarios, usuario({ usuario_id: 9, rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NORTE'] }));
    const { user } = await abrirAlta();
    const dialogo = await rellenarIdentidad(user, 'Laboratorio');
    await user.click(within(dialogo).getByRole('combobox', { name: /^Laboratorios/ }));

    expect(await screen.findByRole('option', { name: 'Laboratorio del norte' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Laboratorio de NGS retirado' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Laboratorio del norte' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(http.callsTo('POST', ENDPOINTS.usuarios)).toHaveLength(1));
    expect(http.callsTo('POST', ENDPOINTS.usuarios)[0]?.body).toMatchObject({ rol: 'LABORATORIO', laboratorios: ['LAB_NORTE'] });
  }, 60_000);

  test('los errores por campo de la API (400) se muestran en sus campos', async () => {
    http.fail('POST', ENDPOINTS.usuarios, { status: 400, message: 'Datos no válidos.', errores: { email: 'Ya existe un registro con este valor.' } });
    const { user } = await abrirAlta();
    const dialogo = await rellenarIdentidad(user, 'Administrador');

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    const email = await within(dialogo).findByRole('textbox', { name: /Correo electrónico/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(email.closest('[data-estado]') as HTMLElement).getByText('Ya existe un registro con este valor.')).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
    expect(notifications.at(-1)).toMatchObject({ message: 'Datos no válidos.', variant: 'error' });

    await user.clear(email);
    await user.type(email, 'luis.mora2@hospital.es');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(within(dialogo).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
  });
});

describe('edición', () => {
  test('un conflicto de versión (409) muestra el mensaje y «Recargar» vuelve a leer el usuario', async () => {
    http.respond('GET', RUTAS_API.usuario(7), usuario());
    http.fail('PUT', RUTAS_API.usuario(7), { status: 409, message: MENSAJE_CONFLICTO_VERSION });
    const { user } = renderScreen(<UsuariosScreen />);
    await user.click(await screen.findByRole('button', { name: 'Editar marta.ruiz@hospital.es' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar usuario' });
    await user.clear(await within(dialogo).findByRole('textbox', { name: /^Nombre/ }));
    await user.type(within(dialogo).getByRole('textbox', { name: /^Nombre/ }), 'María');

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialogo).findByText(MENSAJE_CONFLICTO_VERSION)).toBeTruthy();
    expect(http.callsTo('PUT', RUTAS_API.usuario(7))[0]?.body).toMatchObject({ nombre: 'María', hospitales: [1], password: null, version: 3 });
    http.respond('GET', RUTAS_API.usuario(7), usuario({ nombre: 'Marta Isabel', version: 4 }));
    await user.click(within(dialogo).getByRole('button', { name: 'Recargar' }));

    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: /^Nombre/ })).toHaveProperty('value', 'Marta Isabel'));
    expect(http.callsTo('GET', RUTAS_API.usuario(7))).toHaveLength(2);
    expect(within(dialogo).queryByText(MENSAJE_CONFLICTO_VERSION)).toBeNull();
  });

  test('«Restablecer contraseña» pide la nueva contraseña con sus reglas', async () => {
    http.respond('GET', RUTAS_API.usuario(7), usuario());
    http.respond('PUT', RUTAS_API.usuario(7), usuario({ version: 4 }));
    const { user } = renderScreen(<UsuariosScreen />);
    await user.click(await screen.findByRole('button', { name: 'Editar marta.ruiz@hospital.es' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar usuario' });
    await user.click(await within(dialogo).findByRole('switch', { name: 'Restablecer contraseña' }));

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(within(dialogo).getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0);
    await user.type(within(dialogo).getByLabelText(/^Contraseña/), 'nueva clave segura');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(http.callsTo('PUT', RUTAS_API.usuario(7))).toHaveLength(1));
    expect(http.callsTo('PUT', RUTAS_API.usuario(7))[0]?.body).toMatchObject({ password: 'nueva clave segura', version: 3 });
  });
});

test('desactivar pide confirmación y después llama a la API', async () => {
  http.respond('DELETE', RUTAS_API.usuario(7), usuario({ activo: false }));
  const { user } = renderScreen(<UsuariosScreen />);
  await user.click(await screen.findByRole('button', { name: 'Desactivar marta.ruiz@hospital.es' }));

  const confirmacion = await screen.findByRole('dialog', { name: 'Desactivar usuario' });
  expect(http.callsTo('DELETE', RUTAS_API.usuario(7))).toHaveLength(0);
  await user.click(within(confirmacion).getByRole('button', { name: 'Desactivar' }));

  await waitFor(() => expect(http.callsTo('DELETE', RUTAS_API.usuario(7))).toHaveLength(1));
  expect(notifications.at(-1)).toMatchObject({ message: 'Usuario desactivado.', variant: 'success' });
});
