import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { crearUsuarioSesion, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { ResumenCalidad } from './calidad-summary';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const RECUENTO = RUTAS_API.recuentoCalidad();

test('cada problema con líneas y las consultas sin cerrar enlazan con la lista de calidad filtrada', async () => {
  http.respond('GET', RECUENTO, { lineas: { SEGUIMIENTO_VENCIDO: 2, DATO_ESENCIAL: 14, SIN_VALIDAR: 0 }, consultas: { ABIERTA: 2, RESPONDIDA: 1 } });
  renderScreen(<ResumenCalidad />);

  const tarjeta = await screen.findByRole('region', { name: 'Calidad de los datos' });
  const enlaces = await within(tarjeta).findAllByRole('link');
  expect(enlaces.map((enlace) => [enlace.textContent, enlace.getAttribute('href')])).toEqual([
    ['Dato esencial pendiente (§3.2): 14', '/calidad?regla=DATO_ESENCIAL'],
    ['Seguimiento vencido (§3.8): 2', '/calidad?regla=SEGUIMIENTO_VENCIDO'],
    ['Consultas abiertas: 2', '/calidad'],
    ['Consultas respondidas: 1', '/calidad'],
  ]);
});

test('sin nada pendiente lo dice; un fallo se puede reintentar', async () => {
  http.fail('GET', RECUENTO, { status: 500, message: 'Error interno.' });
  const { user } = renderScreen(<ResumenCalidad />);
  expect(await screen.findByText('No se han podido cargar los recuentos de calidad.')).toBeTruthy();

  http.respond('GET', RECUENTO, { lineas: {}, consultas: {} });
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Sin problemas de calidad pendientes.')).toBeTruthy();
});
