import { externalOrigins, type RuntimeConfig } from './runtime-config';

/** CSP for the HTML shell: scripts only from us and the configured remotes; emotion needs inline styles. */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const others = externalOrigins(config).join(' ');
  const withOthers = (list: string) => (others ? `${list} ${others}` : list);
  return [
    "default-src 'self'",
    `script-src ${withOthers("'self'")}`,
    `connect-src ${withOthers("'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
