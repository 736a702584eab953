import { CAMPOS_BITACORA, type BitacoraEntrada } from '../domain/admin/bitacora';
import { sessionStore } from '@registro-lma/shared/session';

export interface LlamadaFallida {
  method: string;
  /** Path and query string, without the API base URL. */
  url: string;
  body: unknown;
  status: number;
  /** Parsed error body, or the transport error text when no response arrived. */
  respuesta: unknown;
}

const CLAVE_SECRETA = /password|contrase(n|ñ)a/i;
const TEXTO_OCULTO = '[oculto]';

/** The API rejects oversized entries; a cut entry still tells what failed. */
const LONGITUD_MAXIMA = Object.fromEntries(CAMPOS_BITACORA.map((campo) => [campo.name, campo.max])) as Record<keyof BitacoraEntrada, number>;

/** Spec §8 entry: who, where and what failed. Passwords in the request body never reach the log. */
export function crearEntradaBitacora(llamada: LlamadaFallida): BitacoraEntrada {
  const usuario = sessionStore.getState().usuario;
  const request = JSON.stringify({ method: llamada.method.toUpperCase(), url: llamada.url, body: ocultarSecretos(llamada.body) ?? null });
  return {
    fecha: new Date().toISOString(),
    request: recortar(request, 'request'),
    response: recortar(`${llamada.status} ${comoTexto(llamada.respuesta)}`.trim(), 'response'),
    usuario: usuario?.email ?? null,
    rol: usuario?.rol ?? null,
    url: recortar(window.location.pathname, 'url'),
  };
}

function recortar(texto: string, campo: keyof BitacoraEntrada): string {
  return texto.slice(0, LONGITUD_MAXIMA[campo]);
}

function ocultarSecretos(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(ocultarSecretos);
  if (typeof valor !== 'object' || valor === null || valor instanceof FormData) return valor;
  return Object.fromEntries(
    Object.entries(valor).map(([clave, dato]) => [clave, CLAVE_SECRETA.test(clave) ? TEXTO_OCULTO : ocultarSecretos(dato)]),
  );
}

function comoTexto(valor: unknown): string {
  if (typeof valor === 'string') return valor;
  return valor === undefined ? '' : JSON.stringify(valor);
}
