export * from './reloj';
export * from './fecha-iso';
export * from './formatear-fecha-hora';
export * from './calculo-fechas';
