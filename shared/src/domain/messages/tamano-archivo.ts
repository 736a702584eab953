const BYTES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** A file size as people read it, in the es locale: «812 B», «14,2 KB», «3,4 MB»; «—» when unknown. */
export function formatearTamano(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${BYTES.format(bytes / 1024)} KB`;
  return `${BYTES.format(bytes / (1024 * 1024))} MB`;
}
