/**
 * The path to open after signing in. Only a same-app relative path is accepted (never `//host`, `/\host`
 * or a full URL), so a crafted `?destino=` link cannot send a clinician to another site.
 */
export function resolverDestino(destino: string | null): string {
  if (!destino || !destino.startsWith('/') || destino.startsWith('//') || destino.startsWith('/\\')) return '/';
  if (destino === '/login' || destino.startsWith('/login?') || destino.startsWith('/login/')) return '/';
  try {
    const url = new URL(destino, 'http://registro.invalid');
    if (url.origin !== 'http://registro.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
