import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../e2e/support/running-system';

export interface BundleSinFederacion {
  /** Folder with index.html and the chunks, to be served at the origin's root. */
  carpeta: string;
  borrar(): Promise<void>;
}

const HOST_DIR = path.join(REPO_ROOT, 'host');
const CONFIG = path.join(REPO_ROOT, 'scripts/bench/sin-federacion/webpack.config.mjs');
const MAX_LINEAS_ERROR = 30;

/**
 * Builds the host and the remotes' screens as one ordinary bundle into a temporary folder, with the host's webpack
 * CLI (webpack is the host's dependency, not this package's). Its output is shown only when the build fails.
 */
export async function compilarSinFederacion(): Promise<BundleSinFederacion> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'registro-lma-sin-federacion-'));
  const borrar = () => rm(carpeta, { recursive: true, force: true });
  const webpack = path.join(HOST_DIR, 'node_modules/.bin/webpack');
  const salida = await new Promise<{ codigo: number | null; texto: string }>((resolve) => {
    const hijo = spawn(webpack, ['--config', CONFIG, '--env', `output=${carpeta}`], { cwd: HOST_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let texto = '';
    hijo.stdout.on('data', (trozo) => (texto += trozo));
    hijo.stderr.on('data', (trozo) => (texto += trozo));
    hijo.on('error', (error) => resolve({ codigo: null, texto: `ERROR ${error.message}` }));
    hijo.on('exit', (codigo) => resolve({ codigo, texto }));
  });
  if (salida.codigo !== 0) {
    await borrar();
    // From webpack's first error on: the list of modules before it says nothing about the failure.
    const errores = salida.texto.slice(Math.max(0, salida.texto.indexOf('ERROR'))).split('\n').slice(0, MAX_LINEAS_ERROR);
    throw new Error(`La compilación sin federación falló (código ${salida.codigo}):\n${errores.join('\n')}`);
  }
  return { carpeta, borrar };
}
