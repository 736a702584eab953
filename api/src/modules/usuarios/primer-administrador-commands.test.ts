import assert from 'node:assert/strict';
import { beforeEach, mock, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { usuario } from '../../db/schema';
import { verifyPassword } from '../../platform/password-policy';
import { baseAbiertaParaPruebas } from '../../testing/base-abierta';
import { asegurarPrimerAdministrador, EMAIL_ADMINISTRADOR_POR_DEFECTO } from './primer-administrador-commands';

const abierta = baseAbiertaParaPruebas();

beforeEach(async () => {
  await abierta.handle.db.delete(usuario);
});

async function withInfoSpy(run: () => Promise<void>): Promise<string[]> {
  const info = mock.method(console, 'info', () => undefined);
  try {
    await run();
    return info.mock.calls.map((call) => String(call.arguments[0]));
  } finally {
    info.mock.restore();
  }
}

async function usuarios() {
  return abierta.handle.db
    .select({
      email: usuario.email,
      rol: usuario.rol,
      activo: usuario.activo,
      password_hash: usuario.password_hash,
      debe_cambiar_password: usuario.debe_cambiar_password,
    })
    .from(usuario);
}

test('on an empty registry without settings: admin@registro-lma.local with a generated password printed once', async () => {
  const avisos = await withInfoSpy(() => asegurarPrimerAdministrador(abierta.handle.db, { adminEmail: undefined, adminPassword: undefined }));
  assert.equal(avisos.length, 1);
  const [aviso = ''] = avisos;
  assert.match(aviso, /Usuario administrador creado:/);
  assert.match(aviso, new RegExp(`Correo electrónico: ${EMAIL_ADMINISTRADOR_POR_DEFECTO}`));
  const password = /Contraseña: (\S+)/.exec(aviso)?.[1] ?? '';
  assert.ok(password.length >= 20, 'a strong generated password');

  const [admin] = await usuarios();
  assert.equal(admin?.email, EMAIL_ADMINISTRADOR_POR_DEFECTO);
  assert.equal(admin?.rol, 'ADMIN');
  assert.equal(admin?.activo, true);
  assert.equal(await verifyPassword(admin?.password_hash ?? '', password), true);
  assert.equal(admin?.debe_cambiar_password, true, 'a printed password must be changed at the first sign-in');

  const segundaVez = await withInfoSpy(() => asegurarPrimerAdministrador(abierta.handle.db, { adminEmail: undefined, adminPassword: undefined }));
  assert.deepEqual(segundaVez, [], 'nothing is created nor printed once a user exists');
  assert.equal((await usuarios()).length, 1);
});

test('ADMIN_EMAIL / ADMIN_PASSWORD are used when set, and the password is not printed', async () => {
  const avisos = await withInfoSpy(() =>
    asegurarPrimerAdministrador(abierta.handle.db, { adminEmail: 'Jefa@Hospital.ES', adminPassword: 'clave-de-entorno-segura' }),
  );
  assert.equal(avisos.length, 1);
  assert.doesNotMatch(avisos[0] ?? '', /clave-de-entorno-segura/);
  const [admin] = await abierta.handle.db.select().from(usuario).where(eq(usuario.email, 'jefa@hospital.es'));
  assert.equal(admin?.rol, 'ADMIN');
  assert.equal(await verifyPassword(admin?.password_hash ?? '', 'clave-de-entorno-segura'), true);
  assert.equal(admin?.debe_cambiar_password, false, 'a password chosen by whoever installs is not forced to change');
});

test('ADMIN_PASSWORD follows the password policy: a common one stops the start-up', async () => {
  await assert.rejects(
    asegurarPrimerAdministrador(abierta.handle.db, { adminEmail: undefined, adminPassword: 'administrador123' }),
    /password: La contraseña es demasiado común/,
  );
  assert.equal((await usuarios()).length, 0);
});

test('invalid settings stop the start-up with the Spanish reason', async () => {
  await assert.rejects(
    asegurarPrimerAdministrador(abierta.handle.db, { adminEmail: 'no-es-correo', adminPassword: 'corta' }),
    /ADMIN_EMAIL \/ ADMIN_PASSWORD no válidos \(email: Formato no válido\.; password: La contraseña debe tener al menos 12 caracteres\.\)/,
  );
  assert.equal((await usuarios()).length, 0);
});
