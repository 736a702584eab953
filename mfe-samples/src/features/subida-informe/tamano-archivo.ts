import { formatearNumero } from '@registro-lma/shared/domain';

const KIB = 1024;
const MIB = 1024 * 1024;

/** A file size as people read it: bytes, KB or MB with a decimal comma. */
export function textoTamano(bytes: number): string {
  if (bytes < KIB) return `${formatearNumero(bytes)} B`;
  if (bytes < MIB) return `${formatearNumero(Math.round((bytes / KIB) * 10) / 10)} KB`;
  return `${formatearNumero(Math.round((bytes / MIB) * 10) / 10)} MB`;
}
