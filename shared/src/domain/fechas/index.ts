export { hoy, horaActual, fijarReloj, restaurarReloj } from './reloj';
export { formatearFecha, normalizarFechaIso } from './fecha-iso';
export { formatearFechaHora } from './formatear-fecha-hora';
export { diasEntre, sumarDias } from './calculo-fechas';
