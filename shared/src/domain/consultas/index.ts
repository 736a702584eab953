export * from './consulta-definicion';
export * from './consulta-vista';
export * from './consulta-correccion';
