export { http, setHttpImplementation } from './http';
export type { HttpImplementation, HttpRequestConfig } from './http-types';
export { configureHttp, type HttpSettings } from './http-settings';
export { HttpError, NETWORK_FAILURE_STATUS } from './http-error';
export { ENDPOINTS } from './endpoints';
export { RUTAS_API, type RutaApi } from './api-routes';
export { CABECERA_CLAVE_ENVIO, conClaveEnvio, crearClavesDeEnvio } from './clave-envio';
