/** Every API service lives under a prefix starting so (see SERVICES in app.ts); the web app's files live outside. */
export const PREFIJO_API = '/leucemia';
