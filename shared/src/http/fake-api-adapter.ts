import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A scripted API reply: a JSON body with its status (and headers), or no response at all (network failure). */
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-failure';
/** One reply for every call, or replies for successive calls (the last one repeats). */
export type FakeReplies = FakeReply | readonly FakeReply[];

export interface RecordedRequest {
  method: string;
  /** Full URL as axios would send it (base URL + path + query). */
  fullUrl: string;
  authorization: string | undefined;
  /** Request body as sent on the wire. */
  body: unknown;
}

/** In-process fake of the API at the axios adapter boundary: tests exercise the real interceptors and error handling. */
export function createFakeApiAdapter(routes: Record<string, FakeReplies>, fallback: FakeReply = { status: 200, body: {} }) {
  const llamadas = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const fullUrl = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const authorization = config.headers.get('Authorization');
    requests.push({
      method,
      fullUrl,
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    });
    const clave = `${method} ${config.url ?? ''}`;
    const llamada = llamadas.get(clave) ?? 0;
    llamadas.set(clave, llamada + 1);
    const guion = routes[clave] ?? fallback;
    const reply = Array.isArray(guion) ? (guion[Math.min(llamada, guion.length - 1)] ?? fallback) : (guion as FakeReply);
    if (reply === 'network-failure') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const response: AxiosResponse = {
      // As in a browser: a blob request gets a Blob back, also for error bodies.
      data: config.responseType === 'blob' ? new Blob([text], { type: 'application/json' }) : text,
      status: reply.status,
      statusText: '',
      headers: { 'content-type': 'application/json', ...reply.headers },
      config,
      request: {},
    };
    if (reply.status < 400) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { adapter, requests };
}
