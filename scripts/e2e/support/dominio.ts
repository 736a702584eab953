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

/** The registration form of the patient the stage fixtures belong to: born 10/05/1960, diagnosed 15/01/2024. */
export function formularioPacienteDeEtapas(hospitalId: number, cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    modo: 'completo',
    hospital_id: hospitalId,
    sexo: 'MUJER',
    fecha_nacimiento: '1960-05-10',
    fecha_diagnostico: '2024-01-15',
    entidad: 'LMA',
    consentimiento: 'FIRMADO',
    fecha_consentimiento: '2024-01-16',
    version_consentimiento: '3.0',
    consentimiento_muestras: 'NO',
    participa_ensayo: 'NO',
    medico_responsable: 'Dra. Etapas',
    paciente_ensayo: [],
    ...cambios,
  };
}
