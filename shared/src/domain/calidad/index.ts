export * from './reglas-calidad';
export * from './reglas-valores';
export * from './linea-calidad';
