export const MENSAJE_REGISTRO_VALIDADO = 'El registro está validado: un coordinador debe desbloquearlo antes de modificarlo.';
export const MENSAJE_SOLO_COMPLETO_VALIDABLE = 'Solo se puede validar un registro completo.';
export const MENSAJE_NO_VALIDADO = 'El registro no está validado.';
export const MENSAJE_MOTIVO_CORTO = 'Indique el motivo (al menos 10 caracteres).';
export const MENSAJE_ELIMINAR_NO_PERMITIDO =
  'Solo un administrador puede eliminar este registro (quien lo creó puede eliminarlo mientras sea un borrador).';
export const MENSAJE_REGISTRE_DIAGNOSTICO = 'Registre primero el diagnóstico.';
export const MENSAJE_REGISTRE_INDUCCION = 'Registre primero la inducción.';
export const MENSAJE_CONSOLIDACION_SIN_INTENSIVO = 'La consolidación solo se registra tras una primera línea intensiva.';
export const MENSAJE_REGISTRE_RESCATE_1 = 'Registre primero el tratamiento de rescate de primera línea.';
export const MENSAJE_REFERENCIA_INEXISTENTE = 'El registro seleccionado no existe para este paciente.';

export function mensajeMaximoFilas(maximo: number): string {
  return `No se pueden registrar más de ${maximo} filas en este formulario.`;
}
