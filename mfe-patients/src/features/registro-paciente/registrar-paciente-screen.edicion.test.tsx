import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_CONFLICTO_VERSION, MENSAJE_SIN_ENSAYOS, MENSAJES, type Paciente } from '@registro-lma/shared/domain';
import { usarDobleHttp, crearUsuarioSesion, notifications, renderScreen } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { consultaDeApi } from '../../comun/consultas/consulta.fixture';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { elegir, escribirFecha, estadoDe, grupoFecha, precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { RegistrarPacienteScreen } from './registrar-paciente-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

beforeAll(precargarSelectorFecha);
const PACIENTE = RUTAS_API.paciente(12);

async function abrirEdicion(paciente: Paciente = pacienteDeApi(), busqueda = '') {
  http.respond('GET', PACIENTE, paciente);
  const rendered = renderScreen(<RegistrarPacienteScreen />, { path: `/registrar-paciente/12${busqueda}`, route: '/registrar-paciente/:id' });
  await screen.findByRole('heading', { level: 1, name: `Editar paciente ${paciente.upn}` });
  await grupoFecha('Fecha de nacimiento');
  return rendered;
}

const medico = () => screen.getByRole('textbox', { name: /^Médico responsable/ });
const guardarCambios = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('edición', () => {
  test('carga el paciente con su UPN de solo lectura y guarda con la versión leída', async () => {
    const aviso = 'Edad al diagnóstico superior a 100 años: compruebe la fecha de nacimiento.';
    http.respond('PUT', PACIENTE, pacienteDeApi({ version: 4, avisos: [aviso] }));
    const { user } = await abrirEdicion();
    expect(screen.getByRole('textbox', { name: 'UPN (número único de paciente)' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'UPN (número único de paciente)' })).toHaveProperty('value', 'LMA-000123');
    expect(screen.getByRole('combobox', { name: /^Centro/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).toBeNull();

    await user.clear(medico());
    await user.type(medico(), 'Dr. Ruiz');
    await user.click(guardarCambios());

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/12'));
    expect(http.callsTo('PUT', PACIENTE)[0]?.body).toMatchObject({ medico_responsable: 'Dr. Ruiz', modo: 'completo', version: 3, paciente_ensayo: [] });
    expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([
      ['Datos del paciente guardados.', 'success'],
      [aviso, 'warning'],
    ]);
  });

  test('un enlace a un campo del registro lo enfoca', async () => {
    await abrirEdicion(pacienteDeApi(), '?formulario=paciente&registro=12&campo=medico_responsable');
    await waitFor(() => expect(document.activeElement).toBe(medico()));
  });

  test('un paciente aún en borrador conserva las dos acciones', async () => {
    await abrirEdicion(pacienteDeApi({ estado: 'BORRADOR', estado_formulario: 'BORRADOR' }));

    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar y completar' })).toBeTruthy();
  });

  test('un paciente con el consentimiento retirado no admite cambios', async () => {
    http.respond('GET', PACIENTE, pacienteDeApi({ estado: 'RETIRADO' }));
    renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });

    expect(await screen.findByText('El paciente está en estado «Consentimiento retirado»: no se admiten nuevos datos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });

  test('un paciente fuera del alcance (403) o inexistente (404) tiene su página', async () => {
    http.fail('GET', PACIENTE, { status: 403, message: MENSAJES.G17.texto });
    const { unmount } = renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });
    expect(await screen.findByText('No tiene permisos para editar este paciente.')).toBeTruthy();
    unmount();

    http.fail('GET', PACIENTE, { status: 404, message: 'Recurso no encontrado.' });
    renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente/12', route: '/registrar-paciente/:id' });
    expect(await screen.findByText('Paciente no encontrado.')).toBeTruthy();
  });
});

describe('ensayos', () => {
  test('participar en un ensayo pide al menos una fila, editable en su sitio, y las filas se envían', async () => {
    http.respond('PUT', PACIENTE, pacienteDeApi({ version: 4 }));
    const { user } = await abrirEdicion();
    await elegir(user, '¿Participa en algún ensayo clínico\\?', 'Sí');

    await user.click(guardarCambios());
    expect(screen.getAllByText(MENSAJE_SIN_ENSAYOS).length).toBeGreaterThan(0);
    expect(http.callsTo('PUT', PACIENTE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Añadir ensayo' }));
    const fila = screen.getByRole('group', { name: 'Ensayo 1' });
    await elegir(user, 'Ensayo', 'PEVOLAM', fila);
    await user.type(within(fila).getByRole('textbox', { name: /^Código del paciente en el ensayo/ }), 'PEV-0042');
    await escribirFecha(user, 'Fecha de inclusión en el ensayo', '20/01/2025', fila);
    await user.click(guardarCambios());

    await waitFor(() => expect(http.callsTo('PUT', PACIENTE)).toHaveLength(1));
    expect(http.callsTo('PUT', PACIENTE)[0]?.body).toMatchObject({
      participa_ensayo: 'SI',
      paciente_ensayo: [
        { ensayo: 'PEVOLAM', ensayo_otro: null, codigo_paciente_ensayo: 'PEV-0042', fecha_inclusion: '2025-01-20', brazo: null, fecha_salida: null },
      ],
    });
  });

  test('los ensayos ofrecidos son los del catálogo vigente: el añadido por el administrador se elige y se envía, el desactivado no se ofrece', async () => {
    http.respond('GET', RUTAS_API.catalogoLibreria('ensayo'), {
      catalogo: 'ensayo',
      filas: [
        { codigo: 'NINGUNO', etiqueta: 'No incluido en ensayo', orden: 1, activo: true },
        { codigo: 'EC_NUEVO', etiqueta: 'EC-NUEVO', orden: 2, activo: true, fecha_apertura: '2024-01-01', fecha_cierre: null },
        { codigo: 'PEVOLAM', etiqueta: 'PEVOLAM', orden: 3, activo: false },
      ],
    });
    http.respond('PUT', PACIENTE, pacienteDeApi({ version: 4 }));
    const { user } = await abrirEdicion();
    await elegir(user, '¿Participa en algún ensayo clínico\\?', 'Sí');
    await user.click(screen.getByRole('button', { name: 'Añadir ensayo' }));
    const fila = screen.getByRole('group', { name: 'Ensayo 1' });
    await user.click(within(fila).getByRole('combobox', { name: /^Ensayo/ }));
    expect(screen.queryByRole('option', { name: 'PEVOLAM' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'EC-NUEVO' }));
    await user.type(within(fila).getByRole('textbox', { name: /^Código del paciente en el ensayo/ }), 'ECN-7');
    await escribirFecha(user, 'Fecha de inclusión en el ensayo', '20/01/2025', fila);
    await user.click(guardarCambios());

    await waitFor(() => expect(http.callsTo('PUT', PACIENTE)).toHaveLength(1));
    expect(http.callsTo('PUT', PACIENTE)[0]?.body).toMatchObject({ paciente_ensayo: [{ ensayo: 'EC_NUEVO', codigo_paciente_ensayo: 'ECN-7' }] });
  }, 60_000);

  test('los errores por campo de la API (400) van a sus campos, también a los de una fila de ensayo', async () => {
    const paciente = pacienteDeApi({
      participa_ensayo: 'SI',
      paciente_ensayo: [{ ensayo: 'LAMVYX', ensayo_otro: null, codigo_paciente_ensayo: 'LV1', fecha_inclusion: '2025-01-20', brazo: null, fecha_salida: null }],
    });
    http.fail('PUT', PACIENTE, {
      status: 400,
      message: 'Datos no válidos.',
      errores: { fecha_diagnostico: 'La fecha de diagnóstico no puede ser anterior a 1990.', 'paciente_ensayo.0.codigo_paciente_ensayo': MENSAJES.G14.texto },
    });
    const { user } = await abrirEdicion(paciente);

    await user.click(guardarCambios());

    const lista = await screen.findByRole('alert', { name: 'Campos con errores' });
    expect(within(lista).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fecha de diagnóstico: La fecha de diagnóstico no puede ser anterior a 1990.',
      `Ensayo 1 · Código del paciente en el ensayo: ${MENSAJES.G14.texto}`,
    ]);
    expect(estadoDe(await grupoFecha('Fecha de diagnóstico'))).toBe('error');
    expect(guardarCambios()).toHaveProperty('disabled', true);
    expect(notifications.at(-1)).toMatchObject({ message: 'Datos no válidos.', variant: 'error' });
    expect(screen.queryByLabelText('Ruta actual')).toBeNull();
  });
});

describe('conflicto de versiones', () => {
  test('«Recargar datos» trae el registro actual y guarda lo escrito para recuperarlo', async () => {
    http.fail('PUT', PACIENTE, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
    const { user } = await abrirEdicion();
    await user.clear(medico());
    await user.type(medico(), 'Dr. Ruiz');

    await user.click(guardarCambios());

    const dialogo = await screen.findByRole('dialog', { name: 'Conflicto de versiones' });
    expect(within(dialogo).getByText(MENSAJE_CONFLICTO_VERSION)).toBeTruthy();
    http.respond('GET', PACIENTE, pacienteDeApi({ medico_responsable: 'Dra. Sanz', version: 4 }));
    http.respond('PUT', PACIENTE, pacienteDeApi({ version: 5 }));
    await user.click(within(dialogo).getByRole('button', { name: 'Recargar datos' }));

    await waitFor(() => expect(medico()).toHaveProperty('value', 'Dra. Sanz'));
    expect(http.callsTo('GET', PACIENTE)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Recuperar lo que escribió' }));
    expect(medico()).toHaveProperty('value', 'Dr. Ruiz');

    await user.click(guardarCambios());
    await waitFor(() => expect(http.callsTo('PUT', PACIENTE)).toHaveLength(2));
    expect(http.callsTo('PUT', PACIENTE)[1]?.body).toMatchObject({ medico_responsable: 'Dr. Ruiz', version: 4 });
  });
});

describe('consultas', () => {
  test('junto al campo del registro con una consulta sin cerrar hay un distintivo que abre su hilo', async () => {
    const consulta = consultaDeApi({ formulario: 'paciente', registro_id: 12, campo: 'medico_responsable', hilo: [{ ...consultaDeApi().hilo[0]!, texto_consulta: '¿Quién es el médico actual?' }] });
    http.respond('GET', `${ENDPOINTS.consultas}?paciente_id=12&tamano=200`, { items: [consulta], total: 1 });
    http.respond('GET', RUTAS_API.consulta(5), consulta);
    const { user } = await abrirEdicion();

    await user.click(await screen.findByRole('button', { name: 'Consulta abierta sobre Médico responsable' }));
    const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
    expect(await within(hilo).findByText('¿Quién es el médico actual?')).toBeTruthy();
    expect(within(hilo).getByText('LMA-000123 · Registro del paciente · Médico responsable')).toBeTruthy();
  });
});
