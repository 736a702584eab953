/**
 * Tokens whose signature and claims were verified, keyed by the exact `Authorization` header that carried them, until
 * their own expiry: a session's next requests read the payload back instead of decoding, hashing and checking the
 * token again. At most `maximo` are kept; past it the oldest goes. What is kept is only what the verification proved
 * of that exact text: revocation is checked apart, on every request.
 */
export class TokensVerificados<Payload> {
  private readonly porCabecera = new Map<string, { payload: Payload; caduca: number }>();

  constructor(private readonly maximo: number) {}

  /** The payload of a header verified before, while its token has not expired at `ahora` (ms); null otherwise. */
  leer(cabecera: string, ahora: number): Payload | null {
    const recordado = this.porCabecera.get(cabecera);
    if (recordado === undefined) return null;
    if (recordado.caduca > ahora) return recordado.payload;
    this.porCabecera.delete(cabecera);
    return null;
  }

  /** Keeps a verified header's payload until `caduca` (ms, its token's `exp`). */
  recordar(cabecera: string, payload: Payload, caduca: number): void {
    if (this.porCabecera.size >= this.maximo) this.porCabecera.delete(this.porCabecera.keys().next().value as string);
    this.porCabecera.set(cabecera, { payload, caduca });
  }
}
