export const CHUNK_RELOAD_STORAGE_KEY = 'registro-lma:chunk-reload-at';
/** Spec §9: the chunk-reload guard allows one reload per 10 seconds, so a broken deployment cannot loop. */
export const CHUNK_RELOAD_INTERVAL_MS = 10_000;

const CHUNK_ERROR_MESSAGE = /Loading (CSS )?chunk/i;
const MAX_CAUSE_DEPTH = 5;

/** Chunks of an older deployment are gone: the error may be wrapped (federation, RemoteLoadError) in `cause`. */
export function isChunkLoadError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if (current.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Returns a function that reloads the page for a chunk error, unless it already did so in the last 10 s. */
export function createChunkReloadGuard(reload: () => void, storage: () => Storage = () => window.sessionStorage) {
  return function reloadAfterChunkError(error: unknown): boolean {
    if (!isChunkLoadError(error)) return false;
    const now = Date.now();
    const lastReload = Number(storage().getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(lastReload) && lastReload > 0 && now - lastReload < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage().setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    reload();
    return true;
  };
}

export const reloadAfterChunkError = createChunkReloadGuard(() => window.location.reload());
