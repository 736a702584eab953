/** The record id of a route (`/confirmar-muestra/{id}`), or null when the text is not one: nothing is asked of the API then. */
export function idDeRuta(texto: string | undefined): number | null {
  return texto !== undefined && /^[1-9]\d{0,9}$/.test(texto) ? Number(texto) : null;
}
