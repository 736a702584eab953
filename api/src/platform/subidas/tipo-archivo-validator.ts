import type { TipoArchivo } from '@registro-lma/shared/domain';

export type { TipoArchivo };

export const MIME_DE: Readonly<Record<TipoArchivo, string>> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };
export const EXTENSION_DE: Readonly<Record<TipoArchivo, string>> = { pdf: '.pdf', png: '.png', jpeg: '.jpg' };

/** What a browser declares for a file whose type it does not know: accepted, the content decides. */
export const MIME_DESCONOCIDO = 'application/octet-stream';

/**
 * Whether the MIME type the client declares for the part is one of the types the upload admits (data-dictionary §5.3:
 * a report declared as anything but application/pdf is refused), parameters and case aside. The content is then
 * checked on its own: a JPEG declared as a PNG where both are admitted is stored as the JPEG it is.
 */
export function mimeDeclaradoAdmitido(declarado: string, tipos: readonly TipoArchivo[]): boolean {
  const esencia = (declarado.split(';')[0] ?? '').trim().toLowerCase();
  return esencia === MIME_DESCONOCIDO || tipos.some((tipo) => MIME_DE[tipo] === esencia);
}

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
