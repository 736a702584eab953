import type { TipoArchivo } from '@registro-lma/shared/domain';

export type { TipoArchivo };

export const MIME_DE: Readonly<Record<TipoArchivo, string>> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };
export const EXTENSION_DE: Readonly<Record<TipoArchivo, string>> = { pdf: '.pdf', png: '.png', jpeg: '.jpg' };

const FIRMAS: readonly (readonly [TipoArchivo, Buffer])[] = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];

/** How many leading bytes `tipoPorContenido` needs. */
export const BYTES_FIRMA = Math.max(...FIRMAS.map(([, firma]) => firma.length));

export function tipoPorContenido(inicio: Uint8Array): TipoArchivo | undefined {
  return FIRMAS.find(([, firma]) => Buffer.from(inicio.subarray(0, firma.length)).equals(firma))?.[0];
}
