import { beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { crearUsuarioSesion, signInAs } from '@registro-lma/shared/mock';
import { runtimeCalls } from '../test/federation-runtime.double';
import { renderHost, resetHost } from '../test/host-test-setup';

beforeEach(() => {
  resetHost();
});

test.each(['/admin/usuarios', '/admin/hospitales', '/admin/bitacora'])('a non-ADMIN user opening %s is refused (403)', async (path) => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR' }));

  renderHost(path);

  expect(await screen.findByText('No tiene permisos para realizar esta acción.')).toBeTruthy();
  expect(screen.getByText('Error 403')).toBeTruthy();
  expect(runtimeCalls.loadRemote).toEqual([]);
});

test.each(['LABORATORIO', 'BIOBANCO', 'LECTURA'] as const)('a %s user opening /auditoria is refused (403)', async (rol) => {
  signInAs(crearUsuarioSesion({ rol }));

  renderHost('/auditoria');

  expect(await screen.findByText('No tiene permisos para realizar esta acción.')).toBeTruthy();
  expect(screen.getByText('Error 403')).toBeTruthy();
  expect(runtimeCalls.loadRemote).toEqual([]);
});

test('an ADMIN user gets the administration screen', async () => {
  signInAs(crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] }));

  renderHost('/admin/hospitales');

  expect(await screen.findByText('Pantalla Hospitales')).toBeTruthy();
  expect(screen.queryByText('No tiene permisos para realizar esta acción.')).toBeNull();
});

test.each(['ADMIN', 'COORDINADOR', 'CLINICO'] as const)('an %s user gets the audit trail', async (rol) => {
  signInAs(crearUsuarioSesion({ rol }));

  renderHost('/auditoria');

  expect(await screen.findByText('Pantalla Auditoria')).toBeTruthy();
  expect(screen.queryByText('No tiene permisos para realizar esta acción.')).toBeNull();
});
