export { clasificarRiesgoEln2022 } from './riesgo-eln2022';
export type { ResultadoRiesgoEln2022 } from './riesgo-eln2022';
export { calcularRespuestaEln2022 } from './respuesta-eln2022';
export { calcularEstadoEmr, respuestaConEmr } from './estado-emr';
export * from './riesgo-molecular';
export { REGLA_APL, REGLAS_RIESGO_ELN2022 } from './decision-eln2022';
