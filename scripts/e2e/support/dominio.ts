// The form definitions and the stage fixtures the e2e files use, taken from shared in this one place.
export {
  bloqueoDeMuestras,
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
  hoy,
  REGLA_CALIDAD,
  CAMPOS_BAJA_ALICUOTA,
  CAMPOS_BIOBANCO,
  CAMPOS_CONFIRMACION,
  CAMPOS_ENVIO_MUESTRA,
  CAMPOS_ESTADO_PACIENTE,
  CAMPOS_INFORME,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  areaDescarga,
  ENSAYOS_DE_MUESTRA,
  MENSAJE_SOSPECHA_GERMINAL,
  MENSAJE_VAF_BAJO_LOD,
  MENSAJE_VERIFIQUE_CONSENTIMIENTO,
  momentosDeEnsayo,
} from '@registro-lma/shared/domain';
export type { Campo, DefinicionEtapa, Registro, RegistroEtapa } from '@registro-lma/shared/domain';
export { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
export { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
export { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
export { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
export { recaidaValida } from '@registro-lma/shared/fixtures/recaida/recaida-valida';
export { rescateValido } from '@registro-lma/shared/fixtures/rescate/rescate-valido';
export { seguimientoValido } from '@registro-lma/shared/fixtures/seguimiento/seguimiento-valido';
export { trasplanteValido } from '@registro-lma/shared/fixtures/trasplante/trasplante-valido';

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
