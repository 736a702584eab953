import { beforeAll, beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { RUTAS_ETAPAS } from '@registro-lma/shared/routes';
import { crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { grupoFecha, precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { consultaDeApi } from '../../comun/consultas/consulta.fixture';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { resumenDe } from '../../comun/resumen-etapas.fixture';
import { registroDe } from './etapas-prueba.fixture';
import { EtapaScreen } from './etapa-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const CONSULTAS = `${ENDPOINTS.consultas}?paciente_id=12&tamano=200`;
const sobreValor = consultaDeApi({ formulario: ETAPA_EJEMPLO.id, registro_id: 5, campo: 'ej_valor', hilo: [{ ...consultaDeApi().hilo[0]!, texto_consulta: '¿Es correcto el valor?' }] });

beforeAll(precargarSelectorFecha);

beforeEach(() => {
  http
    .respond('GET', PACIENTE, pacienteDeApi())
    .respond('GET', `${PACIENTE}/etapas`, resumenDe())
    .respond('GET', `${PACIENTE}/ejemplo`, registroDe())
    .respond('GET', CONSULTAS, { items: [sobreValor, consultaDeApi({ consulta_id: 9, formulario: ETAPA_EJEMPLO.id, registro_id: 5, campo: 'ej_fecha', estado: 'CERRADA' })], total: 2 })
    .respond('GET', RUTAS_API.consulta(5), sobreValor);
});

const abrir = (busqueda = '') => renderScreen(<EtapaScreen bloques={[{ etapa: ETAPA_EJEMPLO }]} />, { path: `/ejemplo/12${busqueda}`, route: '/ejemplo/:id' });

test('junto al campo con una consulta sin cerrar hay un distintivo que abre su hilo; las cerradas no lo tienen', async () => {
  const { user } = abrir();
  await grupoFecha('Fecha');

  const distintivo = await screen.findByRole('button', { name: 'Consulta abierta sobre Valor' });
  expect(screen.queryByRole('button', { name: /Consulta .* sobre Fecha/ })).toBeNull();
  // The clinician answers; opening queries is the monitor's.
  expect(screen.queryByRole('button', { name: 'Abrir consulta' })).toBeNull();

  await user.click(distintivo);
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  expect(await within(hilo).findByText('¿Es correcto el valor?')).toBeTruthy();
  expect(within(hilo).getByRole('button', { name: 'Responder' })).toBeTruthy();
});

test('el coordinador abre una consulta nueva sobre un campo del registro', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
  http.respond('POST', ENDPOINTS.consultas, consultaDeApi({ consulta_id: 10, formulario: ETAPA_EJEMPLO.id, registro_id: 5, campo: 'ej_realizado' }));
  const { user } = abrir();
  await grupoFecha('Fecha');

  await user.click(await screen.findByRole('button', { name: 'Abrir consulta' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Abrir consulta: Ejemplo' });
  await user.click(within(dialogo).getByRole('combobox', { name: 'Campo' }));
  await user.click(await screen.findByRole('option', { name: '¿Realizado?' }));
  await user.type(within(dialogo).getByRole('textbox', { name: /Texto de la consulta/ }), 'Confirme si se realizó.');
  await user.click(within(dialogo).getByRole('button', { name: 'Abrir consulta' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(http.callsTo('POST', ENDPOINTS.consultas)[0]?.body).toEqual({ paciente_id: 12, formulario: ETAPA_EJEMPLO.id, registro_id: 5, campo: 'ej_realizado', texto_consulta: 'Confirme si se realizó.' });
  expect(notifications.map(({ message }) => message)).toContain('Consulta abierta.');
  await waitFor(() => expect(http.callsTo('GET', CONSULTAS)).toHaveLength(2));
});

test('si las consultas no se pueden leer, el formulario funciona sin distintivos', async () => {
  http.fail('GET', CONSULTAS, { status: 500, message: 'Error interno.' });
  abrir();
  await grupoFecha('Fecha');
  expect(screen.queryByRole('button', { name: /^Consulta / })).toBeNull();
  expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeTruthy();
});

test('un enlace al campo de un registro abre el formulario con ese campo enfocado', async () => {
  abrir(`?formulario=${ETAPA_EJEMPLO.id}&registro=5&campo=ej_valor`);
  const valor = await screen.findByRole('textbox', { name: /^Valor/ });
  await waitFor(() => expect(document.activeElement).toBe(valor));
});

test('un enlace a otro registro del formulario no mueve el foco', async () => {
  abrir(`?formulario=${ETAPA_EJEMPLO.id}&registro=6&campo=ej_valor`);
  const valor = await screen.findByRole('textbox', { name: /^Valor/ });
  await screen.findByRole('button', { name: 'Consulta abierta sobre Valor' });
  expect(document.activeElement).not.toBe(valor);
});

test('desde el hilo, «Ir al campo» lleva al formulario apuntando al registro y al campo', async () => {
  const { user } = abrir();
  await user.click(await screen.findByRole('button', { name: 'Consulta abierta sobre Valor' }));
  const hilo = await screen.findByRole('dialog', { name: 'Consulta' });
  await user.click(await within(hilo).findByRole('link', { name: 'Ir al campo' }));
  expect((await screen.findByRole('status', { name: 'Ruta actual' })).textContent).toBe(`${RUTAS_ETAPAS[ETAPA_EJEMPLO.pantalla].href({ id: 12 })}?formulario=${ETAPA_EJEMPLO.id}&registro=5&campo=ej_valor`);
});
