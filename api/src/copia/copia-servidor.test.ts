import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conexionHerramientas } from './copia-servidor';

test('pg_dump and pg_restore get the address without its password, which goes in PGPASSWORD, over TCP or a Unix socket', () => {
  const tcp = conexionHerramientas('postgres://propietario:cl%40ve@db.example:5432/registro?sslmode=require');
  assert.deepEqual([tcp.uri, tcp.env.PGPASSWORD], ['postgres://propietario@db.example:5432/registro?sslmode=require', 'cl@ve']);
  const socket = conexionHerramientas('postgresql://propietario:secreta@/registro?host=/var/run/postgresql');
  assert.deepEqual([socket.uri, socket.env.PGPASSWORD], ['postgresql://propietario@/registro?host=/var/run/postgresql', 'secreta']);
  assert.equal(conexionHerramientas('postgres://propietario@/registro?host=/var/run/postgresql').uri, 'postgres://propietario@/registro?host=/var/run/postgresql');
});
