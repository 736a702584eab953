export interface HttpSettings {
  /** Prefix for every API path; '' when the API is served from the same origin. */
  apiBaseUrl: string;
  /** Called when the token can no longer be renewed; the host navigates to /login. */
  onSessionLost: () => void;
}

let settings: HttpSettings = { apiBaseUrl: '', onSessionLost: () => undefined };

export function configureHttp(next: HttpSettings): void {
  settings = { ...next };
}

export function getHttpSettings(): HttpSettings {
  return settings;
}
