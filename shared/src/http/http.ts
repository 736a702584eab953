import { axiosHttp } from './axios-client';
import type { HttpImplementation } from './http-types';

let implementation: HttpImplementation = axiosHttp;

/** The one request wrapper of spec §7: get, post, put and delete, resolving to the response body. */
export const http: HttpImplementation = {
  get: (url, config) => implementation.get(url, config),
  post: (url, body, config) => implementation.post(url, body, config),
  put: (url, body, config) => implementation.put(url, body, config),
  delete: (url, body, config) => implementation.delete(url, body, config),
};

/** Swaps what `http` delegates to (the unit-test double); returns a function that puts the previous one back. */
export function setHttpImplementation(next: HttpImplementation): () => void {
  const previous = implementation;
  implementation = next;
  return () => {
    implementation = previous;
  };
}
