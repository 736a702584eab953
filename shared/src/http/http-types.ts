import type { AxiosRequestConfig } from 'axios';

/** The request options screens may use; everything else (base URL, token, logging) is the client's job. */
export type HttpRequestConfig = Pick<
  AxiosRequestConfig,
  'params' | 'headers' | 'signal' | 'responseType' | 'onUploadProgress' | 'onDownloadProgress' | 'timeout'
>;

/** What `http` delegates to: the axios client in the application, a double in unit tests. Resolves to the response body. */
export interface HttpImplementation {
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T>;
  /** A body is allowed: a deletion may carry the version read and its reason. */
  delete<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T>;
}
