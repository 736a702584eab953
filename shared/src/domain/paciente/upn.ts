/** data-dictionary §3.1 `upn`: `LMA-` and the registry-wide sequence number, zero-padded to 6 digits. */
export const PREFIJO_UPN = 'LMA-';
export const CIFRAS_UPN = 6;
export const UPN_MAXIMO = 999_999;
export const PATRON_UPN = /^LMA-\d{6}$/;

export function formatearUpn(numero: number): string {
  return `${PREFIJO_UPN}${String(numero).padStart(CIFRAS_UPN, '0')}`;
}

/**
 * What a UPN search text can match, given that every UPN is `LMA-` + 6 digits:
 * - `rango`: the UPNs whose number lies in [desde, hasta] (`LMA-0001`, `a-00`, `MA`: a prefix of the number);
 * - `cifras`: the UPNs whose number part contains these digits (`123`, `0045`);
 * - `ninguno`: no UPN can contain the text.
 */
export type BusquedaUpn =
  | { readonly tipo: 'rango'; readonly desde: number; readonly hasta: number }
  | { readonly tipo: 'cifras'; readonly cifras: string }
  | { readonly tipo: 'ninguno' };

const SOLO_CIFRAS = /^\d+$/;

function rangoConPrefijo(cifras: string): BusquedaUpn {
  const escala = 10 ** (CIFRAS_UPN - cifras.length);
  const inicio = Number(cifras) * escala;
  return { tipo: 'rango', desde: Math.max(inicio, 1), hasta: inicio + escala - 1 };
}

/** Reads a search text (case-insensitive, surrounding spaces ignored) as a range or a digit fragment. */
export function interpretarBusquedaUpn(texto: string): BusquedaUpn {
  const buscado = texto.trim().toUpperCase();
  if (SOLO_CIFRAS.test(buscado)) {
    if (buscado.length > CIFRAS_UPN) return { tipo: 'ninguno' };
    // Six digits can only be contained in a six-digit number by being it.
    return buscado.length === CIFRAS_UPN ? rangoConPrefijo(buscado) : { tipo: 'cifras', cifras: buscado };
  }
  // The text starts inside the prefix; its characters are unique, so the first one says where (an empty text: at 0).
  const inicio = PREFIJO_UPN.indexOf(buscado.charAt(0));
  if (inicio < 0) return { tipo: 'ninguno' };
  const restoPrefijo = PREFIJO_UPN.slice(inicio);
  if (buscado.length <= restoPrefijo.length) {
    return restoPrefijo.startsWith(buscado) ? rangoConPrefijo('') : { tipo: 'ninguno' };
  }
  const cifras = buscado.slice(restoPrefijo.length);
  return buscado.startsWith(restoPrefijo) && SOLO_CIFRAS.test(cifras) && cifras.length <= CIFRAS_UPN
    ? rangoConPrefijo(cifras)
    : { tipo: 'ninguno' };
}
