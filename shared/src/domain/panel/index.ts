export * from './filtros-panel';
export * from './emr-primera-linea';
export * from './resultados-panel';
export * from './acumulacion-panel';
export * from './completitud-panel';
export { VARIANTE_MULTIPLE, type GenMutaciones, type OncoprintMutaciones, type ParMutaciones, type RespuestaMutaciones } from './mutaciones-panel';
