import { formatearNumero } from '@registro-lma/shared/domain';

const KB = 1024;
const MB = KB * KB;

/** A file size as people read it: «850 bytes», «12,5 KB», «1,2 MB» (decimal comma, one decimal). */
export function formatearTamano(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  const redondeado = (valor: number) => formatearNumero(Math.round(valor * 10) / 10);
  return bytes < MB ? `${redondeado(bytes / KB)} KB` : `${redondeado(bytes / MB)} MB`;
}
