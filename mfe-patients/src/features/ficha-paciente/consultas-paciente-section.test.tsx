import { expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { EventoHiloConsulta } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { consultaDeApi } from '../../comun/consultas/consulta.fixture';
import { ConsultasPaciente } from './consultas-paciente-section';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });

const LISTA = `${ENDPOINTS.consultas}?paciente_id=12&tamano=200`;
const DETALLE = RUTAS_API.consulta(5);
const [paso] = consultaDeApi().hilo as [EventoHiloConsulta];
const automatica = consultaDeApi({
  consulta_id: 6,
  formulario: 'paciente',
  registro_id: 12,
  campo: null,
  origen: 'AUTOMATICA',
  regla: 'SEGUIMIENTO_VENCIDO',
  estado: 'RESPONDIDA',
  hilo: [
    { ...paso, consulta_evento_id: 2, texto_consulta: 'Registre el último contacto.' },
    { ...paso, consulta_evento_id: 3, tipo: 'RESPUESTA', texto_consulta: 'Añadido el seguimiento de enero.', usuario_id: 1, rol: 'CLINICO', creado_en: '2026-01-11T10:30:00Z' },
  ],
});

function programar(abierta = consultaDeApi()) {
  http.respond('GET', LISTA, { items: [abierta, automatica], total: 2 });
  http.respond('GET', DETALLE, abierta);
  http.respond('GET', RUTAS_API.consulta(6), automatica);
}

const abrir = () => renderScreen(<ConsultasPaciente pacienteId={12} />);

test('lista las consultas del paciente con su estado, el campo y el último mensaje', async () => {
  programar();
  abrir();
  const lista = await screen.findByRole('list', { name: 'Consultas del paciente' });
  const items = within(lista).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'AbiertaDiagnóstico · ECOGConsulta: ¿Es correcto el ECOG?Ver',
    'RespondidaRegistro del paciente · Seguimiento vencido (§3.8)Respuesta: Añadido el seguimiento de enero.Ver',
  ]);
});

test('el clínico abre el hilo y responde con la versión leída', async () => {
  programar();
  http.respond('POST', `${DETALLE}/respuesta`, consultaDeApi({ estado: 'RESPONDIDA', version: 2 }));
  const { user } = abrir();

  await user.click(await screen.findByRole('button', { name: 'Ver la consulta sobre Diagnóstico · ECOG' }));
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  expect(await within(hilo).findByText('¿Es correcto el ECOG?')).toBeTruthy();
  expect(within(hilo).getByText('Consulta · Marta Ruiz Soler (Coordinador / gestor de datos) · 10/01/2026 10:00')).toBeTruthy();
  expect(within(hilo).queryByRole('button', { name: 'Cerrar consulta' })).toBeNull();

  await user.click(within(hilo).getByRole('button', { name: 'Responder' }));
  const respuesta = await screen.findByRole('dialog', { name: 'Responder la consulta' });
  await user.type(within(respuesta).getByRole('textbox', { name: /Texto de la consulta/ }), 'Corregido: ECOG 1.');
  await user.click(within(respuesta).getByRole('button', { name: 'Responder' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Responder la consulta' })).toBeNull());
  expect(http.callsTo('POST', `${DETALLE}/respuesta`)[0]?.body).toEqual({ version: 1, texto_consulta: 'Corregido: ECOG 1.' });
  expect(notifications.map(({ message }) => message)).toContain('Consulta respondida.');
  // The list reads the queries again.
  await waitFor(() => expect(http.callsTo('GET', LISTA)).toHaveLength(2));
});

test('el coordinador cierra una consulta y ve el mensaje del 409 si otro se adelantó', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
  programar();
  http.fail('POST', `${DETALLE}/cierre`, { status: 409, message: 'La consulta ha cambiado desde que la abrió: recárguela.', errores: {} });
  const { user } = abrir();

  await user.click(await screen.findByRole('button', { name: 'Ver la consulta sobre Diagnóstico · ECOG' }));
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  await within(hilo).findByText('¿Es correcto el ECOG?');
  expect(within(hilo).queryByRole('button', { name: 'Responder' })).toBeNull();
  expect(within(hilo).queryByRole('button', { name: 'Reabrir' })).toBeNull();
  await user.click(within(hilo).getByRole('button', { name: 'Cerrar consulta' }));
  const cierre = await screen.findByRole('dialog', { name: 'Cerrar la consulta' });
  await user.click(within(cierre).getByRole('button', { name: 'Cerrar consulta' }));

  expect(await within(cierre).findByText('La consulta ha cambiado desde que la abrió: recárguela.')).toBeTruthy();
  expect(http.callsTo('POST', `${DETALLE}/cierre`)[0]?.body).toEqual({ version: 1, texto_consulta: null });
});

test('el perfil de solo lectura ve las consultas sin sus textos', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
  const sinTexto = consultaDeApi({ hilo: [{ ...consultaDeApi().hilo[0]!, texto_consulta: null }] });
  programar(sinTexto);
  const { user } = abrir();

  const lista = await screen.findByRole('list', { name: 'Consultas del paciente' });
  expect(within(lista).getAllByRole('listitem')[0]?.textContent).toContain('Consulta: Texto no visible con su perfil.');
  await user.click(screen.getByRole('button', { name: 'Ver la consulta sobre Diagnóstico · ECOG' }));
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  expect(await within(hilo).findByText('Texto no visible con su perfil.')).toBeTruthy();
  expect(within(hilo).getAllByRole('button').map((boton) => boton.textContent)).toEqual(['Volver']);
});

test('sin consultas lo dice, y un fallo se puede reintentar', async () => {
  http.fail('GET', LISTA, { status: 500, message: 'Error interno.', errores: {} });
  const { user } = abrir();
  expect(await screen.findByText('Error interno.')).toBeTruthy();
  http.respond('GET', LISTA, { items: [], total: 0 });
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Sin consultas sobre este paciente.')).toBeTruthy();
});

test('el hilo dice quién respondió y el valor que corrigió: antes → después', async () => {
  const corregida = consultaDeApi({
    estado: 'RESPONDIDA',
    hilo: [
      paso,
      {
        ...paso,
        consulta_evento_id: 2,
        tipo: 'RESPUESTA',
        texto_consulta: 'Era un 2.',
        auditoria_id: 40,
        usuario: { nombre: 'Luis', apellidos: 'Gil' },
        rol: 'CLINICO',
        creado_en: '2026-01-11T16:05:00Z',
        correccion: [{ campo: 'ecog', antes: '1', despues: '2' }],
      },
    ],
  });
  programar(corregida);
  const { user } = abrir();

  await user.click(await screen.findByRole('button', { name: 'Ver la consulta sobre Diagnóstico · ECOG' }));
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  expect(await within(hilo).findByText('Respuesta · Luis Gil (Investigador clínico) · 11/01/2026 17:05')).toBeTruthy();
  expect(within(hilo).getByText(/^Valor corregido: 1 .+ → 2 .+$/)).toBeTruthy();
});

test('el rol de solo lectura ve el rol de quien dio cada paso, sin su nombre ni los textos', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
  programar(consultaDeApi({ hilo: [{ ...paso, texto_consulta: null, usuario: null }] }));
  const { user } = abrir();

  await user.click(await screen.findByRole('button', { name: 'Ver la consulta sobre Diagnóstico · ECOG' }));
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  expect(await within(hilo).findByText('Consulta · Coordinador / gestor de datos · 10/01/2026 10:00')).toBeTruthy();
  expect(within(hilo).getByText('Texto no visible con su perfil.')).toBeTruthy();
});
