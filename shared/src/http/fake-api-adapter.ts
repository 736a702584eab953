import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A scripted API reply: a JSON body with its status, or no response at all (network failure). */
export type FakeReply = { status: number; body?: unknown } | 'network-failure';

export interface RecordedRequest {
  method: string;
  /** Full URL as axios would send it (base URL + path + query). */
  fullUrl: string;
  authorization: string | undefined;
  /** Request body as sent on the wire. */
  body: unknown;
}

/** In-process fake of the API at the axios adapter boundary: tests exercise the real interceptors and error handling. */
export function createFakeApiAdapter(routes: Record<string, FakeReply>, fallback: FakeReply = { status: 200, body: {} }) {
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
    const reply = routes[`${method} ${config.url ?? ''}`] ?? fallback;
    if (reply === 'network-failure') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const response: AxiosResponse = {
      // As in a browser: a blob request gets a Blob back, also for error bodies.
      data: config.responseType === 'blob' ? new Blob([text], { type: 'application/json' }) : text,
      status: reply.status,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    };
    if (reply.status < 400) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { adapter, requests };
}
