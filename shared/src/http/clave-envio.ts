/** The header a create carries so that repeating it cannot create twice (see the API's idempotency-plugin). */
export const CABECERA_CLAVE_ENVIO = 'Idempotency-Key';

// getRandomValues, not randomUUID: the latter exists only in secure contexts, and an intranet may serve plain http.
function nuevaClave(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request options of a create sent with its submission's key. */
export function conClaveEnvio(clave: string): { headers: Record<string, string> } {
  return { headers: { [CABECERA_CLAVE_ENVIO]: clave } };
}

/**
 * One key per submission: sending the same content again (Save pressed after an answer was lost) reuses the key, so
 * the API answers with the record it already created; different content is a new submission with a new key.
 */
export function crearClavesDeEnvio(): (cuerpo: unknown) => string {
  let ultimo: { huella: string; clave: string } | null = null;
  return (cuerpo) => {
    const huella = JSON.stringify(cuerpo);
    if (ultimo?.huella !== huella) ultimo = { huella, clave: nuevaClave() };
    return ultimo.clave;
  };
}
