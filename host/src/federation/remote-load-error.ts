import type { RemoteName } from './remote-name';

/** A remote's screens could not be obtained: the area shows its fallback instead of the fatal error screen. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}": ${reason}`, options);
  }
}
