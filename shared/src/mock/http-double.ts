import { setHttpImplementation } from '../http/http';
import { CABECERA_CLAVE_ENVIO } from '../http/clave-envio';
import { HttpError } from '../http/http-error';
import type { HttpImplementation, HttpRequestConfig } from '../http/http-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpCall {
  method: HttpMethod;
  url: string;
  body: unknown;
  config: HttpRequestConfig | undefined;
}

/** Computes a response body from the call; may return a promise (e.g. to keep a screen loading). */
export type HttpResponder = (call: HttpCall) => unknown;

export interface HttpFailure {
  status: number;
  message?: string;
  errores?: Record<string, string>;
}

export interface HttpDouble extends HttpImplementation {
  /** Every call received, in order. */
  readonly calls: HttpCall[];
  /** Answers `method url` (exact path, or a RegExp tested on it) with a function of the call… */
  respond(method: HttpMethod, url: string | RegExp, responder: HttpResponder): HttpDouble;
  /** …or with a fixed body. */
  respond(method: HttpMethod, url: string | RegExp, body: unknown): HttpDouble;
  /** Rejects `method url` with an HttpError, as the real client does for an API error. */
  fail(method: HttpMethod, url: string | RegExp, failure: HttpFailure): HttpDouble;
  callsTo(method: HttpMethod, url: string | RegExp): HttpCall[];
  /** Forgets calls and programmed answers. */
  reset(): void;
}

interface Rule {
  method: HttpMethod;
  url: string | RegExp;
  answer: (call: HttpCall) => Promise<unknown>;
}

function matches(url: string | RegExp, calledUrl: string): boolean {
  return typeof url === 'string' ? url === calledUrl : url.test(calledUrl);
}

/** A programmable stand-in for `http`: install it with installHttpDouble() and no request leaves the test. */
export function createHttpDouble(): HttpDouble {
  const calls: HttpCall[] = [];
  let rules: Rule[] = [];

  const handle = (method: HttpMethod, url: string, body: unknown, config: HttpRequestConfig | undefined): Promise<unknown> => {
    const call = { method, url, body, config };
    calls.push(call);
    // The latest programming for a route wins, so a test can override a shared beforeEach answer.
    const rule = [...rules].reverse().find((candidate) => candidate.method === method && matches(candidate.url, url));
    if (rule === undefined) {
      return Promise.reject(new HttpError(404, `Sin respuesta programada en el doble HTTP para ${method} ${url}.`));
    }
    return rule.answer(call);
  };

  const double: HttpDouble = {
    calls,
    get: <T>(url: string, config?: HttpRequestConfig) => handle('GET', url, undefined, config) as Promise<T>,
    post: <T>(url: string, body?: unknown, config?: HttpRequestConfig) => handle('POST', url, body, config) as Promise<T>,
    put: <T>(url: string, body?: unknown, config?: HttpRequestConfig) => handle('PUT', url, body, config) as Promise<T>,
    delete: <T>(url: string, body?: unknown, config?: HttpRequestConfig) => handle('DELETE', url, body, config) as Promise<T>,
    respond(method: HttpMethod, url: string | RegExp, response: unknown) {
      const answer = async (call: HttpCall) => (typeof response === 'function' ? (response as HttpResponder)(call) : response);
      rules.push({ method, url, answer });
      return double;
    },
    fail(method, url, { status, message, errores }) {
      rules.push({ method, url, answer: () => Promise.reject(new HttpError(status, message, errores)) });
      return double;
    },
    callsTo: (method, url) => calls.filter((call) => call.method === method && matches(url, call.url)),
    reset() {
      calls.length = 0;
      rules = [];
    },
  };
  return double;
}

/** Makes `http` use the double; returns a function that puts the previous implementation back. */
export function installHttpDouble(double: HttpDouble): () => void {
  return setHttpImplementation(double);
}

/** The Idempotency-Key a call was sent with, if any. */
export function claveEnvioDe(call: HttpCall | undefined): string | undefined {
  return (call?.config?.headers as Record<string, string> | undefined)?.[CABECERA_CLAVE_ENVIO];
}
