import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { CHUNK_RELOAD_INTERVAL_MS, createChunkReloadGuard, isChunkLoadError } from './chunk-reload';
import { RemoteLoadError } from './remote-load-error';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(error: http://localhost:8080/512.3f2a1b9c.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

test('recognises chunk errors, also when wrapped by the remote loader', () => {
  expect(isChunkLoadError(chunkLoadError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  expect(isChunkLoadError(new RemoteLoadError('patients', 'loading failed', { cause: chunkLoadError() }))).toBe(true);
  expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

test('reloads the page at most once every 10 seconds', () => {
  const reload = jest.fn();
  const reloadAfterChunkError = createChunkReloadGuard(reload);

  expect(reloadAfterChunkError(chunkLoadError())).toBe(true);
  jest.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
  expect(reloadAfterChunkError(chunkLoadError())).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);

  jest.advanceTimersByTime(1);
  expect(reloadAfterChunkError(chunkLoadError())).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('remembers the last reload across page loads of the same tab (sessionStorage)', () => {
  createChunkReloadGuard(jest.fn())(chunkLoadError());
  const reloadAfterNextPageLoad = jest.fn();

  expect(createChunkReloadGuard(reloadAfterNextPageLoad)(chunkLoadError())).toBe(false);
  expect(reloadAfterNextPageLoad).not.toHaveBeenCalled();
});

test('other errors never reload the page', () => {
  const reload = jest.fn();
  expect(createChunkReloadGuard(reload)(new Error('Network Error'))).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
