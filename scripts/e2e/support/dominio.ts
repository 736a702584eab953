// `scripts` does not depend on @registro-lma/shared (shared takes its build and test set-up from scripts), so the
// e2e files read the stage definitions and the stage fixtures from shared's sources, in this one place.
export {
  buscarFila,
  esVisible,
  normalizarRegistro,
  ETAPA_CONSOLIDACION,
  ETAPA_DIAGNOSTICO,
  ETAPA_INDUCCION,
  ETAPA_MUERTE,
  ETAPA_REC_RES_1,
  ETAPA_RECAIDA,
  ETAPA_SEGUIMIENTO,
  ETAPA_TRASPLANTE,
  ETIQUETA_ESTADO_ETAPA,
} from '../../../shared/src/domain/index';
export type { Campo, DefinicionEtapa, Registro, RegistroEtapa } from '../../../shared/src/domain/index';
export { consolidacionValida } from '../../../shared/src/domain/etapas/consolidacion/consolidacion-valida.fixture';
export { diagnosticoValido } from '../../../shared/src/domain/etapas/diagnostico/diagnostico-valido.fixture';
export { induccionIntensivaValida } from '../../../shared/src/domain/etapas/induccion/induccion-valida.fixture';
export { muerteValida } from '../../../shared/src/domain/etapas/muerte/muerte-valida.fixture';
export { recaidaValida } from '../../../shared/src/domain/etapas/recaida/recaida-valida.fixture';
export { rescateValido } from '../../../shared/src/domain/etapas/rescate/rescate-valido.fixture';
export { seguimientoValido } from '../../../shared/src/domain/etapas/seguimiento/seguimiento-valido.fixture';
export { trasplanteValido } from '../../../shared/src/domain/etapas/trasplante/trasplante-valido.fixture';
