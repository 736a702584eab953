/** The queries' service path, as the tests call it. */
export const CONSULTAS = '/leucemia/api/consultas';

/** Every route of the queries, as OpenAPI names them: the list of the contract tests and of the role matrix. */
export const RUTAS_CONSULTAS: readonly ['GET' | 'POST', string][] = [
  ['GET', CONSULTAS],
  ['POST', CONSULTAS],
  ['GET', `${CONSULTAS}/exportar`],
  ['GET', `${CONSULTAS}/{id}`],
  ['POST', `${CONSULTAS}/{id}/respuesta`],
  ['POST', `${CONSULTAS}/{id}/cierre`],
  ['POST', `${CONSULTAS}/{id}/reapertura`],
];
