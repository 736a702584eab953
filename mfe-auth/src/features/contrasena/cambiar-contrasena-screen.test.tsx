import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import {
  MENSAJE_CONTRASENA_ACTUAL_INCORRECTA,
  MENSAJE_CONTRASENA_COMUN,
  MENSAJE_CONTRASENA_CORTA,
  MENSAJE_DATOS_NO_VALIDOS,
} from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { usarDobleHttp, renderScreen } from '@registro-lma/shared/mock';
import { readCookie, TOKEN_COOKIE } from '@registro-lma/shared/session';
import { CambiarContrasenaScreen } from './cambiar-contrasena-screen';

const http = usarDobleHttp();

async function cambiar(actual: string, nueva: string) {
  const { user } = renderScreen(<CambiarContrasenaScreen />, { path: '/cambiar-contrasena', route: '/cambiar-contrasena' });
  await user.type(screen.getByLabelText(/Contraseña actual/), actual);
  await user.type(screen.getByLabelText(/Contraseña nueva/), nueva);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

test('un cambio aceptado guarda el token de la sesión nueva y vuelve al inicio', async () => {
  http.respond('POST', ENDPOINTS.cambiarContrasena, { token: 'token-de-la-sesion-nueva', debe_cambiar_password: false });

  await cambiar('la-generada-al-arrancar', 'mi-clave-nueva-del-registro');

  expect(await screen.findByLabelText('Ruta actual')).toHaveProperty('textContent', '/');
  expect(http.callsTo('POST', ENDPOINTS.cambiarContrasena)[0]?.body).toEqual({
    password_actual: 'la-generada-al-arrancar',
    password: 'mi-clave-nueva-del-registro',
  });
  expect(readCookie(TOKEN_COOKIE)).toBe('token-de-la-sesion-nueva');
});

test.each([
  ['corta', MENSAJE_CONTRASENA_CORTA],
  ['Password12345', MENSAJE_CONTRASENA_COMUN],
])('la política se comprueba antes de enviar: «%s»', async (nueva, mensaje) => {
  await cambiar('la-actual-de-siempre', nueva);

  expect(await screen.findByText(mensaje)).toBeTruthy();
  expect(http.callsTo('POST', ENDPOINTS.cambiarContrasena)).toHaveLength(0);
});

test('una contraseña actual incorrecta se señala en su campo', async () => {
  http.fail('POST', ENDPOINTS.cambiarContrasena, {
    status: 400,
    message: MENSAJE_DATOS_NO_VALIDOS,
    errores: { password_actual: MENSAJE_CONTRASENA_ACTUAL_INCORRECTA },
  });

  await cambiar('no-es-la-actual', 'mi-clave-nueva-del-registro');

  expect(await screen.findByText(MENSAJE_CONTRASENA_ACTUAL_INCORRECTA)).toBeTruthy();
  expect(screen.queryByLabelText('Ruta actual')?.textContent).not.toBe('/');
});
