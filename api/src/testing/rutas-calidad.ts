/** The data-quality worklist's service path, as the tests call it. */
export const CALIDAD = '/leucemia/api/calidad';

/** Every route of the worklist, as OpenAPI names them: the list of the contract tests. */
export const RUTAS_CALIDAD: readonly ['GET' | 'POST', string][] = [
  ['GET', CALIDAD],
  ['GET', `${CALIDAD}/exportar`],
  ['GET', `${CALIDAD}/recuento`],
  ['POST', `${CALIDAD}/consultas`],
];
