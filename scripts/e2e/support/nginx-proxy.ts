import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { puertoLibre } from './puerto-libre';

export interface NginxProxy {
  url: string;
  stop(): Promise<void>;
}

/** The header in which the proxy names the process («127.0.0.1:port») that answered. */
export const CABECERA_PROCESO = 'x-upstream';

// Debian's package installs it outside a non-root user's PATH.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

function configuracion(carpeta: string, puerto: number, procesos: readonly string[]): string {
  return `
daemon off;
worker_processes 1;
pid ${carpeta}/nginx.pid;
error_log ${carpeta}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log ${carpeta}/access.log;
  client_body_temp_path ${carpeta}/body;
  proxy_temp_path ${carpeta}/proxy;
  fastcgi_temp_path ${carpeta}/fastcgi;
  uwsgi_temp_path ${carpeta}/uwsgi;
  scgi_temp_path ${carpeta}/scgi;
  client_max_body_size 25m;
  upstream api {
${procesos.map((proceso) => `    server ${proceso};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${puerto};
    location / {
      proxy_pass http://api;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # nginx's default, written out: a request already sent to a process is never sent again to another unless its
      # method is idempotent, so a create cut by a dying process fails instead of being repeated.
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * nginx as the reverse proxy of README «Producción»: one child process (not a daemon) on a free port of 127.0.0.1,
 * round-robin over `procesos` («host:port»), with its configuration, pid, logs and temporary files in a folder of its
 * own, removed by `stop`.
 */
export async function arrancarNginx(procesos: readonly string[]): Promise<NginxProxy> {
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'registro-lma-nginx-'));
  const puerto = await puertoLibre();
  await writeFile(path.join(carpeta, 'nginx.conf'), configuracion(carpeta, puerto, procesos));
  const hijo = spawn(NGINX, ['-p', carpeta, '-c', path.join(carpeta, 'nginx.conf'), '-e', path.join(carpeta, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  hijo.stdout.on('data', (trozo) => (salida += trozo));
  hijo.stderr.on('data', (trozo) => (salida += trozo));
  const arranque = new Promise<void>((_, reject) => hijo.once('error', reject));
  const stop = async () => {
    if (hijo.exitCode === null && hijo.signalCode === null && hijo.pid !== undefined) {
      const terminado = new Promise((resolve) => hijo.once('exit', resolve));
      hijo.kill('SIGTERM');
      await terminado;
    }
    await rm(carpeta, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${puerto}`;
  const limite = Date.now() + 20_000;
  try {
    for (;;) {
      if (hijo.exitCode !== null) throw new Error(`nginx terminó (código ${hijo.exitCode}):\n${salida}`);
      const listo = await Promise.race([fetch(`${url}/runtime-config.json`).then((respuesta) => respuesta.ok, () => false), arranque]);
      if (listo) break;
      if (Date.now() > limite) throw new Error(`nginx no respondió en 20 s:\n${salida}\n${await readFile(path.join(carpeta, 'error.log'), 'utf8').catch(() => '')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
