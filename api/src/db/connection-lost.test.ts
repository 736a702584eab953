import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { esConexionPerdida } from './connection-lost';

function conCodigo(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

test('lost or refused connections are recognised, also wrapped by drizzle', () => {
  const perdidas = [
    conCodigo('terminating connection due to administrator command', '57P01'),
    conCodigo('the database system is starting up', '57P03'),
    conCodigo('connection failure', '08006'),
    conCodigo('sorry, too many clients already', '53300'),
    conCodigo('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('Cannot use a pool after calling end on the pool'),
    new Error('timeout exceeded when trying to connect'),
    new Error('PGlite is closed'),
  ];
  for (const error of perdidas) {
    assert.equal(esConexionPerdida(error), true, error.message);
    assert.equal(esConexionPerdida(new DrizzleQueryError('select 1', [], error)), true, `envuelto: ${error.message}`);
  }
});

test('other failures are not connection losses', () => {
  const otras: unknown[] = [
    conCodigo('duplicate key value violates unique constraint "x"', '23505'),
    conCodigo('invalid input syntax for type integer', '22P02'),
    conCodigo('canceling statement due to statement timeout', '57014'),
    new Error('algo falló'),
    new DrizzleQueryError('select 1', [], new Error('otra cosa')),
    'Connection terminated',
    null,
  ];
  for (const error of otras) assert.equal(esConexionPerdida(error), false, String(error));
});
