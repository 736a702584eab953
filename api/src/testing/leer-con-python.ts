import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a Python reader (`python -c lector fichero`) on `contenido` saved as `nombre`, and parses the JSON it prints. */
export function leerConPython(python: string, lector: string, contenido: Buffer, nombre: string): unknown {
  const carpeta = mkdtempSync(join(tmpdir(), 'lectura-'));
  try {
    const ruta = join(carpeta, nombre);
    writeFileSync(ruta, contenido);
    return JSON.parse(execFileSync(python, ['-c', lector, ruta], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}
