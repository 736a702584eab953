import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_DIAGNOSTICO_ANTES_DE_NACER, MENSAJE_SERVICIO_NO_DISPONIBLE, MENSAJES } from '@registro-lma/shared/domain';
import { usarDobleHttp, claveEnvioDe, crearUsuarioSesion, notifications, renderScreen, signInAs } from '@registro-lma/shared/mock';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { elegir, escribirFecha, estadoDe, grupoFecha, precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { rellenarPacienteCompleto } from './paciente-form.fixture';
import { RegistrarPacienteScreen } from './registrar-paciente-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

beforeAll(precargarSelectorFecha);

async function abrirAlta() {
  const rendered = renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente', route: '/registrar-paciente' });
  await screen.findByRole('heading', { level: 1, name: 'Registrar paciente' });
  await grupoFecha('Fecha de nacimiento');
  return rendered;
}

const guardarYCompletar = () => screen.getByRole('button', { name: 'Guardar y completar' });
const guardarBorrador = () => screen.getByRole('button', { name: 'Guardar borrador' });

describe('alta', () => {
  test('el centro único del usuario viene elegido y el UPN lo asigna el servidor al guardar', async () => {
    http.respond('POST', ENDPOINTS.pacientes, pacienteDeApi({ paciente_id: 12, upn: 'LMA-000123', estado: 'ACTIVO' }));
    const { user } = await abrirAlta();
    expect(screen.getByRole('combobox', { name: /^Centro/ }).textContent).toBe('HUVR · Hospital Universitario Virgen del Rocío');
    expect(screen.queryByRole('textbox', { name: /UPN/ })).toBeNull();

    await rellenarPacienteCompleto(user);
    expect(screen.getByRole('textbox', { name: 'Edad al diagnóstico' })).toHaveProperty('value', '66 años');
    await user.click(guardarYCompletar());

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/12'));
    expect(http.callsTo('POST', ENDPOINTS.pacientes)[0]?.body).toEqual({
      hospital_id: 1,
      sexo: 'MUJER',
      fecha_nacimiento: '1958-04-12',
      fecha_diagnostico: '2025-01-10',
      entidad: 'LMA',
      consentimiento: 'FIRMADO',
      fecha_consentimiento: '2025-01-15',
      version_consentimiento: null,
      consentimiento_muestras: 'SI',
      fecha_revocacion: null,
      participa_ensayo: 'NO',
      medico_responsable: null,
      observaciones: null,
      paciente_ensayo: [],
      modo: 'completo',
    });
    expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([['Paciente registrado con UPN LMA-000123.', 'success']]);
  });

  test('«Guardar y completar» exige los obligatorios: la lista enlaza cada campo y el guardado queda bloqueado', async () => {
    const { user } = await abrirAlta();
    await elegir(user, 'Sexo', 'Hombre');

    await user.click(guardarYCompletar());

    expect(http.callsTo('POST', ENDPOINTS.pacientes)).toHaveLength(0);
    const lista = screen.getByRole('alert', { name: 'Campos con errores' });
    await user.click(within(lista).getByRole('button', { name: 'Entidad' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Entidad/ }));
    expect(guardarBorrador()).toHaveProperty('disabled', true);
    expect(guardarYCompletar()).toHaveProperty('disabled', true);
  });

  test('un administrador elige entre todos los centros activos', async () => {
    signInAs(crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] }));
    http.respond('GET', ENDPOINTS.hospitalesSelect, [
      { hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' },
      { hospital_id: 2, codigo: 'HULP', nombre: 'Hospital Universitario La Paz' },
    ]);
    const { user } = await abrirAlta();
    expect(screen.getByRole('combobox', { name: /^Centro/ }).textContent).not.toContain('HUVR');

    await elegir(user, 'Centro', 'HULP · Hospital Universitario La Paz');

    expect(screen.getByRole('combobox', { name: /^Centro/ }).textContent).toBe('HULP · Hospital Universitario La Paz');
  });

  test('quien solo consulta no puede registrar pacientes', () => {
    signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
    renderScreen(<RegistrarPacienteScreen />, { path: '/registrar-paciente', route: '/registrar-paciente' });

    expect(screen.getByRole('heading', { name: 'Acceso no permitido' })).toBeTruthy();
    expect(screen.getByText('No tiene permisos para registrar ni editar pacientes.')).toBeTruthy();
  });

  test('un borrador con pocos datos se guarda sin pedir los obligatorios', async () => {
    http.respond('POST', ENDPOINTS.pacientes, pacienteDeApi({ paciente_id: 40, upn: 'LMA-000140', estado: 'BORRADOR', estado_formulario: 'BORRADOR' }));
    const { user } = await abrirAlta();
    await elegir(user, 'Sexo', 'Hombre');

    await user.click(guardarBorrador());

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/40'));
    expect(http.callsTo('POST', ENDPOINTS.pacientes)[0]?.body).toMatchObject({ hospital_id: 1, sexo: 'HOMBRE', fecha_nacimiento: null, modo: 'borrador' });
    expect(notifications[0]?.message).toBe('Paciente registrado con UPN LMA-000140.');
  });

  test('guardar de nuevo tras perder la respuesta reenvía la misma clave de envío; otros datos llevan otra', async () => {
    http.fail('POST', ENDPOINTS.pacientes, { status: 503, message: MENSAJE_SERVICIO_NO_DISPONIBLE });
    const { user } = await abrirAlta();
    await elegir(user, 'Sexo', 'Hombre');
    await user.click(guardarBorrador());
    await waitFor(() => expect(http.callsTo('POST', ENDPOINTS.pacientes)).toHaveLength(1));
    await user.click(guardarBorrador());
    await waitFor(() => expect(http.callsTo('POST', ENDPOINTS.pacientes)).toHaveLength(2));
    await elegir(user, 'Sexo', 'Mujer');
    http.respond('POST', ENDPOINTS.pacientes, pacienteDeApi({ paciente_id: 41, upn: 'LMA-000141', estado: 'BORRADOR', estado_formulario: 'BORRADOR' }));
    await user.click(guardarBorrador());

    await waitFor(() => expect(screen.getByLabelText('Ruta actual').textContent).toBe('/paciente/41'));
    const claves = http.callsTo('POST', ENDPOINTS.pacientes).map(claveEnvioDe);
    expect(claves).toHaveLength(3);
    expect(claves[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(claves[1]).toBe(claves[0]);
    expect(claves[2]).not.toBe(claves[0]);
  });
});

describe('fechas', () => {
  test('una fecha futura queda en rojo con su mensaje y bloquea el guardado; una correcta queda en verde', async () => {
    const { user } = await abrirAlta();

    const nacimiento = await escribirFecha(user, 'Fecha de nacimiento', '01/01/2999');

    expect(estadoDe(nacimiento)).toBe('error');
    expect(screen.getByText(MENSAJES.G06.texto)).toBeTruthy();
    expect(guardarBorrador()).toHaveProperty('disabled', true);
    expect(guardarYCompletar()).toHaveProperty('disabled', true);

    await escribirFecha(user, 'Fecha de nacimiento', '12/04/1958');
    expect(estadoDe(nacimiento)).toBe('correcto');
    expect(guardarBorrador()).toHaveProperty('disabled', false);
  });

  test('un diagnóstico anterior al nacimiento se marca en la fecha de diagnóstico', async () => {
    const { user } = await abrirAlta();
    await escribirFecha(user, 'Fecha de diagnóstico', '10/01/2025');

    await escribirFecha(user, 'Fecha de nacimiento', '12/04/2025');

    const diagnostico = await grupoFecha('Fecha de diagnóstico');
    expect(estadoDe(diagnostico)).toBe('error');
    expect(within(diagnostico.closest('[data-estado]') as HTMLElement).getByText(MENSAJE_DIAGNOSTICO_ANTES_DE_NACER)).toBeTruthy();
    expect(guardarBorrador()).toHaveProperty('disabled', true);
  });
});

describe('ramas del formulario', () => {
  test('el consentimiento muestra sus fechas según su valor y lo oculto se envía vacío', async () => {
    http.respond('POST', ENDPOINTS.pacientes, pacienteDeApi({ estado: 'BORRADOR', estado_formulario: 'BORRADOR' }));
    const { user } = await abrirAlta();
    expect(screen.queryByRole('group', { name: /^Fecha de firma del consentimiento/ })).toBeNull();

    await elegir(user, 'Consentimiento informado', 'Revocado');
    await escribirFecha(user, 'Fecha de firma del consentimiento', '15/01/2025');
    await escribirFecha(user, 'Fecha de revocación', '01/02/2025');
    expect(screen.getByRole('combobox', { name: /^Consiente el uso de muestras/ })).toBeTruthy();
    await elegir(user, 'Consentimiento informado', /^Exención/);

    expect(screen.queryByRole('group', { name: /^Fecha de revocación/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Fecha de firma del consentimiento/ })).toBeNull();
    await user.click(guardarBorrador());
    await waitFor(() => expect(http.callsTo('POST', ENDPOINTS.pacientes)).toHaveLength(1));
    expect(http.callsTo('POST', ENDPOINTS.pacientes)[0]?.body).toMatchObject({
      consentimiento: 'EXENCION_CEI',
      fecha_consentimiento: null,
      fecha_revocacion: null,
    });
  });

  test('un ensayo repetido se marca en la segunda fila', async () => {
    const { user } = await abrirAlta();
    await elegir(user, '¿Participa en algún ensayo clínico\\?', 'Sí');
    await user.click(screen.getByRole('button', { name: 'Añadir ensayo' }));
    await user.click(screen.getByRole('button', { name: 'Añadir ensayo' }));

    await elegir(user, 'Ensayo', 'PEVOLAM', screen.getByRole('group', { name: 'Ensayo 1' }));
    await elegir(user, 'Ensayo', 'PEVOLAM', screen.getByRole('group', { name: 'Ensayo 2' }));

    const lista = screen.getByRole('alert', { name: 'Campos con errores' });
    expect(within(lista).getByRole('listitem').textContent).toBe(`Ensayo 2 · Ensayo: ${MENSAJES.G13.texto}`);
  });
});
