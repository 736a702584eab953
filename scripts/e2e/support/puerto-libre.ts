import { createServer } from 'node:net';

/** A TCP port of 127.0.0.1 nobody listens on now (the system picks it; it is free again once this returns). */
export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const direccion = servidor.address();
      const puerto = typeof direccion === 'object' && direccion !== null ? direccion.port : 0;
      servidor.close(() => resolve(puerto));
    });
  });
}
