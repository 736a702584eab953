import {
  MENSAJE_REFERENCIA_INEXISTENTE,
  type DefinicionEtapa,
  type ExpedientePaciente,
  type Referencia,
  type Registro,
} from '@registro-lma/shared/domain';

/** Ids a reference field may take for this patient (NGS results arrive with the samples: none yet). */
function idsReferenciables(referencia: Referencia, expediente: ExpedientePaciente): ReadonlySet<unknown> | null {
  switch (referencia) {
    case 'recaida':
      return new Set(expediente.recaida.map((fila) => fila.recaida_id));
    case 'trasplante':
      return new Set(expediente.trasplante.map((fila) => fila.trasplante_id));
    case 'muestra_ngs':
      return new Set();
    case 'hospital':
      return null;
  }
}

/** A reference to another record must name one of this patient's live records (never another patient's). */
export function erroresDeReferencias(etapa: DefinicionEtapa, datos: Registro, expediente: ExpedientePaciente): Record<string, string> {
  const errores: Record<string, string> = {};
  for (const campo of etapa.campos) {
    if (campo.kind !== 'enum' || campo.referencia === undefined) continue;
    const valor = datos[campo.name];
    const validos = idsReferenciables(campo.referencia, expediente);
    if (valor !== null && valor !== undefined && validos !== null && !validos.has(valor)) errores[campo.name] = MENSAJE_REFERENCIA_INEXISTENTE;
  }
  return errores;
}
