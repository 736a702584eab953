import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Usuario } from '@registro-lma/shared/domain';
import type { ListenNotify, NotifyListener } from '../db/listen-notify';
import { CANAL_USUARIO_CAMBIADO, recordarUsuarios } from './usuario-cache';

function usuarioDePrueba(usuario_id: number, nombre: string): Usuario {
  return {
    usuario_id,
    email: `u${usuario_id}@pruebas.test`,
    nombre,
    apellidos: 'Prueba',
    rol: 'CLINICO',
    activo: true,
    ultimo_acceso: null,
    version: 1,
    creado_en: '2026-01-01T00:00:00.000Z',
    modificado_en: '2026-01-01T00:00:00.000Z',
    hospitales: [],
    laboratorios: [],
    biolabs: [],
  };
}

/** A database of users whose reads are counted, a notification channel driven by the test, and a clock. */
async function escenario() {
  const nombres = new Map<number, string>([
    [1, 'Ana'],
    [2, 'Luis'],
  ]);
  const lecturas: number[] = [];
  let fallar = false;
  let oyente: NotifyListener | undefined;
  let canal = '';
  let reloj = 0;
  const avisos: ListenNotify = {
    escuchar: async (nombre, recibidos) => {
      canal = nombre;
      oyente = recibidos;
      return async () => undefined;
    },
  };
  const memoria = await recordarUsuarios(
    async (usuarioId) => {
      lecturas.push(usuarioId);
      if (fallar) throw new Error('base de datos caída');
      const nombre = nombres.get(usuarioId);
      return nombre === undefined ? null : usuarioDePrueba(usuarioId, nombre);
    },
    avisos,
    () => reloj,
  );
  if (oyente === undefined) throw new Error('no escucha');
  return {
    memoria,
    nombres,
    lecturas,
    canal: () => canal,
    oyente,
    fallar: (valor: boolean) => (fallar = valor),
    avanzar: (ms: number) => (reloj += ms),
  };
}

const nombreDe = async (promesa: Promise<Usuario | null>) => (await promesa)?.nombre ?? null;

describe('signed-in users kept in memory', () => {
  test('listens on the channel the triggers notify, and reads each user once while nothing changes', async () => {
    const { memoria, lecturas, canal } = await escenario();
    assert.equal(canal(), CANAL_USUARIO_CAMBIADO);
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana');
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana');
    assert.equal(await nombreDe(memoria.cargar(2)), 'Luis');
    assert.deepEqual(lecturas, [1, 2]);
  });

  test('a notification with a user id forgets that user only; «*» forgets everyone', async () => {
    const { memoria, nombres, lecturas, oyente } = await escenario();
    await memoria.cargar(1);
    await memoria.cargar(2);
    nombres.set(1, 'Ana María');
    nombres.set(2, 'Luis Miguel');
    oyente.aviso('1');
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana María');
    assert.equal(await nombreDe(memoria.cargar(2)), 'Luis');
    oyente.aviso('*');
    assert.equal(await nombreDe(memoria.cargar(2)), 'Luis Miguel');
    assert.deepEqual(lecturas, [1, 2, 1, 2]);
  });

  test('olvidar forgets at once, without waiting for the notification', async () => {
    const { memoria, nombres } = await escenario();
    await memoria.cargar(1);
    nombres.set(1, 'Ana María');
    memoria.olvidar(1);
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana María');
    nombres.set(1, 'Ana Belén');
    memoria.olvidar();
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana Belén');
  });

  test('a change notified while the user is being read is not kept as the current user', async () => {
    const { memoria, nombres, oyente } = await escenario();
    const enCurso = memoria.cargar(1);
    nombres.set(1, 'Ana María');
    oyente.aviso('1');
    await enCurso;
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana María');
  });

  test('while the channel is lost nothing is kept; once it is back, reading starts afresh', async () => {
    const { memoria, nombres, lecturas, oyente } = await escenario();
    await memoria.cargar(1);
    oyente.perdido();
    nombres.set(1, 'Ana María');
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana María');
    await memoria.cargar(1);
    assert.deepEqual(lecturas, [1, 1, 1]);
    oyente.recuperado();
    await memoria.cargar(1);
    await memoria.cargar(1);
    assert.deepEqual(lecturas, [1, 1, 1, 1]);
  });

  test('unknown users and failed reads are not kept; nobody is kept longer than a minute', async () => {
    const { memoria, lecturas, fallar, avanzar } = await escenario();
    assert.equal(await memoria.cargar(9), null);
    assert.equal(await memoria.cargar(9), null);
    fallar(true);
    await assert.rejects(memoria.cargar(1), /caída/);
    fallar(false);
    assert.equal(await nombreDe(memoria.cargar(1)), 'Ana');
    avanzar(59_000);
    await memoria.cargar(1);
    avanzar(2_000);
    await memoria.cargar(1);
    assert.deepEqual(lecturas, [9, 9, 1, 1, 1]);
  });
});
