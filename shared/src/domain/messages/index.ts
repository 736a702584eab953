export * from './mensajes-genericos';
export * from './mensajes-fijos';
export * from './tamano-archivo';
