import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_CONFLICTO_VERSION, MENSAJES, type EntradaHistorial } from '@registro-lma/shared/domain';
import { usarDobleHttp, crearUsuarioSesion, notifications, renderScreen, signInAs } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { resumenDe } from '../../comun/resumen-etapas.fixture';
import { PacienteScreen } from './paciente-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const HISTORIAL = RUTAS_API.historialPaciente(12);
const ESTADO = RUTAS_API.estadoPaciente(12);
const ETAPAS = RUTAS_API.etapasPaciente(12);

function entrada(cambios: Partial<EntradaHistorial> = {}): EntradaHistorial {
  return {
    auditoria_id: 2,
    fecha: '2025-03-01T09:15:00Z',
    usuario: { usuario_id: 1, nombre: 'Marta', apellidos: 'Ruiz Soto' },
    rol: 'CLINICO',
    accion: 'MODIFICAR',
    tabla: 'paciente',
    registro_id: '12',
    cambios: [
      { campo: 'sexo', antes: 'HOMBRE', despues: 'MUJER' },
      { campo: 'fecha_diagnostico', antes: '2025-01-09', despues: '2025-01-10' },
      { campo: 'hospital_id', antes: 2, despues: 1 },
    ],
    motivo: null,
    ...cambios,
  };
}

beforeEach(() => {
  http
    .respond('GET', PACIENTE, pacienteDeApi())
    .respond('GET', HISTORIAL, [entrada()])
    .respond('GET', ETAPAS, resumenDe())
    .respond('GET', RUTAS_API.muestrasPaciente(12), [])
    .respond('GET', `${ENDPOINTS.consultas}?paciente_id=12&tamano=200`, { items: [], total: 0 })
    .respond('GET', ENDPOINTS.hospitalesSelect, [{ hospital_id: 2, codigo: 'HULP', nombre: 'Hospital Universitario La Paz' }]);
});

async function abrirFicha() {
  const rendered = renderScreen(<PacienteScreen />, { path: '/paciente/12', route: '/paciente/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Paciente LMA-000123' });
  return rendered;
}

describe('ficha', () => {
  test('la cabecera muestra UPN, centro, sexo, edad al diagnóstico, entidad y estado', async () => {
    await abrirFicha();

    const datos = screen.getByLabelText('Datos del paciente');
    const pares = within(datos)
      .getAllByRole('term')
      .map((termino) => [termino.textContent, termino.nextElementSibling?.textContent]);
    expect(pares).toEqual([
      ['UPN', 'LMA-000123'],
      ['Centro', 'HUVR · Hospital Universitario Virgen del Rocío'],
      ['Sexo', 'Mujer'],
      ['Edad al diagnóstico', '66 años'],
      ['Fecha de diagnóstico', '10/01/2025'],
      ['Entidad', 'Leucemia mieloide aguda (no promielocítica)'],
      ['Estado', 'Activo'],
      ['Registro', 'Completo · Prospectivo'],
    ]);
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/registrar-paciente/12');
    expect(screen.getByRole('link', { name: 'Datos esenciales' }).getAttribute('href')).toBe('/datos-esenciales/12');
  });

  test('las etapas siguen el orden clínico, cada una con su estado y enlazada con su pantalla', async () => {
    const { estados } = resumenDe();
    http.respond('GET', ETAPAS, resumenDe({ estados: { ...estados, diagnostico: 'VALIDADO', induccion: 'BORRADOR', rec_res_1: 'COMPLETO' } }));
    await abrirFicha();

    const etapas = screen.getByRole('list', { name: 'Etapas clínicas' });
    await within(etapas).findByText('Validado');
    const enlaces = within(etapas).getAllByRole('link');
    expect(enlaces.map((enlace) => [enlace.textContent, enlace.getAttribute('href')])).toEqual([
      ['1. DiagnósticoValidado', '/diagnostico/12'],
      ['2. InducciónBorrador', '/induccion/12'],
      ['3. ConsolidaciónSin iniciar', '/consolidacion/12'],
      ['4. Post-consolidaciónSin iniciar', '/consolidacion/12'],
      ['5. TrasplanteSin iniciar', '/trasplante/12'],
      ['6. SeguimientoSin iniciar', '/seguimiento/12'],
      ['7. RecaídaSin iniciar', '/recaida/12'],
      ['8. Tratamientos de rescateCompleto', '/recaida/12'],
      ['9. MuerteSin iniciar', '/muerte/12'],
    ]);
  });

  test('una etapa que aún no puede empezar lo explica bajo su nombre', async () => {
    http.respond('GET', ETAPAS, resumenDe({ no_disponibles: { induccion: 'Registre primero el diagnóstico.' } }));
    await abrirFicha();

    const induccion = await within(screen.getByRole('list', { name: 'Etapas clínicas' })).findByRole('link', { name: /^2\. Inducción/ });
    expect(within(induccion).getByText('Registre primero el diagnóstico.')).toBeTruthy();
  });

  test('si el estado de las etapas no se puede leer, lo dice y permite reintentar', async () => {
    http.fail('GET', ETAPAS, { status: 500, message: 'Error interno del servidor. Inténtelo de nuevo más tarde.' });
    const { user } = await abrirFicha();
    const etapas = screen.getByRole('region', { name: 'Etapas clínicas' });
    expect(await within(etapas).findByText('Error interno del servidor. Inténtelo de nuevo más tarde.')).toBeTruthy();

    http.respond('GET', ETAPAS, resumenDe());
    await user.click(within(etapas).getByRole('button', { name: 'Reintentar' }));

    expect(await within(etapas).findAllByText('Sin iniciar')).toHaveLength(9);
    expect(within(etapas).queryByText('Error interno del servidor. Inténtelo de nuevo más tarde.')).toBeNull();
  });

  test('sin muestras lo dice y ofrece registrar una', async () => {
    await abrirFicha();

    const muestras = screen.getByRole('region', { name: 'Muestras' });
    expect(await within(muestras).findByText('Sin muestras registradas.')).toBeTruthy();
    expect(within(muestras).getByRole('link', { name: 'Registrar muestra' }).getAttribute('href')).toBe('/registrar-muestra/paciente/12');
  });

  test('el historial muestra fecha, autor, acción y cada campo antes → después con sus etiquetas', async () => {
    await abrirFicha();

    const cambio = await screen.findByRole('article', { name: '01/03/2025 10:15 · Modificación · Registro del paciente' });
    expect(within(cambio).getByText('Marta Ruiz Soto (Investigador clínico)')).toBeTruthy();
    const filas = within(within(cambio).getByRole('table')).getAllByRole('row').slice(1);
    expect(filas.map((fila) => within(fila).getAllByRole('cell').map((celda) => celda.textContent))).toEqual([
      ['Sexo', 'Hombre', 'Mujer'],
      ['Fecha de diagnóstico', '09/01/2025', '10/01/2025'],
      ['Centro', 'HULP', 'HUVR'],
    ]);
  });

  test('un historial largo se muestra por tandas', async () => {
    http.respond('GET', HISTORIAL, Array.from({ length: 12 }, (_vacio, indice) => entrada({ auditoria_id: 100 - indice })));
    const { user } = await abrirFicha();

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Mostrar más (2)' }));

    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  test('un lector ve la ficha sin acciones de edición ni historial', async () => {
    signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
    await abrirFicha();

    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Historial de cambios' })).toBeNull();
    expect(http.callsTo('GET', HISTORIAL)).toHaveLength(0);
  });

  test('un paciente retirado no se puede editar y lo explica', async () => {
    http.respond('GET', PACIENTE, pacienteDeApi({ estado: 'RETIRADO', estado_motivo: 'Revoca el consentimiento.' }));
    await abrirFicha();

    expect(screen.getByRole('button', { name: 'Editar' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Motivo del estado: Revoca el consentimiento.')).toBeTruthy();
  });
});

describe('acceso', () => {
  test('sin permisos sobre el paciente (403) muestra una página propia', async () => {
    http.fail('GET', PACIENTE, { status: 403, message: MENSAJES.G17.texto });
    renderScreen(<PacienteScreen />, { path: '/paciente/12', route: '/paciente/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso no permitido' })).toBeTruthy();
    expect(screen.getByText('No tiene permisos para ver este paciente.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  test('un paciente inexistente (404) lo dice', async () => {
    http.fail('GET', PACIENTE, { status: 404, message: 'Recurso no encontrado.' });
    renderScreen(<PacienteScreen />, { path: '/paciente/12', route: '/paciente/:id' });

    expect(await screen.findByText('Paciente no encontrado.')).toBeTruthy();
  });
});

describe('cambio de estado', () => {
  test('ofrece solo los estados que el rol puede alcanzar y pide el motivo donde el diccionario lo exige', async () => {
    http.respond('PUT', ESTADO, pacienteDeApi({ estado: 'PERDIDO_SEGUIMIENTO', estado_motivo: 'Sin contacto desde 2024.', version: 4 }));
    const { user } = await abrirFicha();
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cambiar estado del paciente' });

    await user.click(within(dialogo).getByRole('combobox', { name: /^Estado del paciente/ }));
    const opciones = await screen.findAllByRole('option');
    expect(opciones.map((opcion) => opcion.textContent)).toEqual(['Perdido para el seguimiento', 'Consentimiento retirado']);
    await user.click(screen.getByRole('option', { name: 'Perdido para el seguimiento' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Cambiar estado' }));
    expect(within(dialogo).getAllByText(MENSAJES.G01.texto).length).toBeGreaterThan(0);
    expect(http.callsTo('PUT', ESTADO)).toHaveLength(0);

    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo del estado/ }), 'Sin contacto desde 2024.');
    await user.click(within(dialogo).getByRole('button', { name: 'Cambiar estado' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.callsTo('PUT', ESTADO)[0]?.body).toEqual({ estado: 'PERDIDO_SEGUIMIENTO', estado_motivo: 'Sin contacto desde 2024.', version: 3 });
    expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([['Estado del paciente actualizado.', 'success']]);
    expect(http.callsTo('GET', PACIENTE)).toHaveLength(2);
  });

  test('un coordinador puede además excluir', async () => {
    signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
    const { user } = await abrirFicha();
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));

    await user.click(within(await screen.findByRole('dialog')).getByRole('combobox', { name: /^Estado del paciente/ }));

    expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual([
      'Perdido para el seguimiento',
      'Consentimiento retirado',
      'Excluido',
    ]);
  });

  test('un conflicto de versión ofrece recargar el paciente', async () => {
    http.fail('PUT', ESTADO, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
    const { user } = await abrirFicha();
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cambiar estado del paciente' });
    await user.click(within(dialogo).getByRole('combobox', { name: /^Estado del paciente/ }));
    await user.click(await screen.findByRole('option', { name: 'Consentimiento retirado' }));
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo del estado/ }), 'Revoca.');

    await user.click(within(dialogo).getByRole('button', { name: 'Cambiar estado' }));
    await user.click(await within(dialogo).findByRole('button', { name: 'Recargar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.callsTo('GET', PACIENTE)).toHaveLength(2);
  });
});
