import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leerArgumentos } from './argumentos-seed';

test('reads the options after the `--` pnpm passes on, with 12 centres, a generated password and seed 2015 by default', () => {
  assert.deepEqual(leerArgumentos(['--', '--patients', '100000']), {
    ok: true,
    opciones: { pacientes: 100_000, centros: 12, password: null, anadir: false, semilla: 2015, validar: false },
  });
  assert.deepEqual(leerArgumentos(['--patients=50', '--centros', '3', '--password', 'contraseña-demo', '--append', '--semilla', '7', '--validar']), {
    ok: true,
    opciones: { pacientes: 50, centros: 3, password: 'contraseña-demo', anadir: true, semilla: 7, validar: true },
  });
});

test('refuses a missing or out-of-range count, a short password and unknown options, in Spanish', () => {
  const mensaje = (argumentos: string[]) => {
    const lectura = leerArgumentos(argumentos);
    return lectura.ok ? null : lectura.mensaje.split('\n')[0];
  };
  assert.equal(mensaje([]), 'Falta --patients.');
  assert.equal(mensaje(['--patients', '0']), '--patients debe ser un número entero entre 1 y 999999.');
  assert.equal(mensaje(['--patients', '1e3']), '--patients debe ser un número entero entre 1 y 999999.');
  assert.equal(mensaje(['--patients', '1000000']), '--patients debe ser un número entero entre 1 y 999999.');
  assert.equal(mensaje(['--patients', '10', '--centros=-2']), '--centros debe ser un número entero entre 1 y 999.');
  assert.equal(mensaje(['--patients', '10', '--password', 'corta']), '--password debe tener al menos 12 caracteres.');
  assert.equal(mensaje(['--patients', '10', '--semilla', 'x']), '--semilla debe ser un número entero entre 1 y 999999999.');
  assert.match(mensaje(['--patients', '10', '--pacientes', '3']) ?? '', /^Argumentos no válidos: .*--pacientes/);
});
