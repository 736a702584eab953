/** The exact Spanish messages of data-dictionary §5 and §6 (X36, X38) for samples, their reception, NGS and biobank. */
export const MENSAJE_ENSAYO_NO_INCLUIDO = 'El paciente no consta como incluido en el ensayo seleccionado.';
export const MENSAJE_EXTRACCION_PREVIA_DIAGNOSTICO = 'La muestra no puede ser anterior en más de 30 días a la fecha de diagnóstico.';
export const MENSAJE_EXTRACCION_NO_VALIDA = 'La fecha de extracción no es válida.';
export const MENSAJE_SIN_CONSENTIMIENTO_MUESTRAS = 'El paciente no ha consentido el uso de muestras para investigación/biobanco.';
export const MENSAJE_LABORATORIO_SIN_ESTUDIOS = 'El laboratorio seleccionado no realiza ninguno de los estudios solicitados.';
export const MENSAJE_FINANCIACION_ENSAYO = 'Las muestras de ensayo suelen correr a cargo del promotor.';
export const MENSAJE_ENVIO_ANTES_DE_EXTRACCION = 'La fecha de envío no puede ser anterior a la extracción.';
export const MENSAJE_ENVIO_TARDIO_CMF =
  'Envío más de 48 horas después de la extracción: la viabilidad para citometría puede verse comprometida.';
export function mensajeMomentoIncoherente(momento: string): string {
  return `El momento de la muestra (${momento}) no es coherente con los datos clínicos registrados.`;
}
export const MENSAJE_CITOGENETICA_EDTA = 'Para citogenética convencional se recomienda heparina sódica: el EDTA no es adecuado para el cultivo.';
export const MENSAJE_PCR_HEPARINA = 'La heparina puede inhibir la PCR: se recomienda EDTA para estudios moleculares.';

export const MENSAJE_RECEPCION_ANTES_DE_ENVIO = 'La recepción no puede ser anterior al envío ni a la extracción.';
export const MENSAJE_ACEPTADA_CON_INCIDENCIAS = 'Se acepta una muestra con incidencias graves: documente el motivo.';
export const MENSAJE_ENVIO_ASUMIDO = 'No constaba fecha de envío; se ha asumido la de recepción.';
export const MENSAJE_CONFIRMACION_CERRADA = 'La recepción solo puede modificarla el laboratorio receptor durante 7 días; después, solo un administrador.';
export const MENSAJE_MUESTRA_NO_CONFIRMABLE = 'Solo se puede confirmar la recepción de una muestra registrada o enviada.';

export function mensajeTubosRecibidos(enviados: number): string {
  return `El número de tubos recibidos no coincide con el enviado (${enviados}).`;
}

export const MENSAJE_NGS_NO_DISPONIBLE = 'La muestra no tiene solicitado estudio NGS o no ha sido recibida.';
export const MENSAJE_NGS_ANTES_DE_EXTRACCION = 'La fecha del resultado no puede ser anterior a la extracción de la muestra.';
export const MENSAJE_PROFUNDIDAD_BAJA = 'Profundidad media baja: sensibilidad limitada.';
export const MENSAJE_NGS_SIN_VARIANTES = 'Registre al menos una variante.';
export const MENSAJE_NGS_VARIANTES_SOBRANTES = 'Un resultado sin variantes o fallido no puede tener variantes registradas.';
export const MENSAJE_GEN_FUERA_DE_PANEL = 'El gen no figura entre los genes del panel.';
export const MENSAJE_HGVS_C = 'La nomenclatura c. debe empezar por "c.".';
export const MENSAJE_HGVS_P = 'La nomenclatura p. debe empezar por "p.".';
export const MENSAJE_TIPO_VARIANTE_GEN = 'Tipo de variante no válido para este gen.';
export const MENSAJE_VAF_BAJO_LOD = 'VAF inferior al límite de detección declarado.';
export const MENSAJE_VAF_FLT3_ITD = 'La VAF de FLT3-ITD por NGS no equivale al ratio alélico y puede infraestimar duplicaciones largas.';
export const MENSAJE_SOSPECHA_GERMINAL = 'VAF próxima al 50 % en un gen de predisposición: valore origen germinal.';

export const MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO = 'El paciente no ha otorgado consentimiento para el uso de muestras en investigación.';
export const MENSAJE_ENTRADA_ANTES_DE_EXTRACCION = 'La entrada en biobanco no puede ser anterior a la extracción.';
export const MENSAJE_VERIFIQUE_CONSENTIMIENTO = 'Verifique el consentimiento antes de registrar la entrada.';
export const MENSAJE_CONSENTIMIENTO_REVOCADO = 'Consentimiento revocado: gestione la destrucción o anonimización de las alícuotas.';
export const MENSAJE_MUESTRA_NO_EDITABLE = 'La muestra ya ha llegado al laboratorio o está anulada: no se puede modificar.';
