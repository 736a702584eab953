import { formatearFecha, normalizarFechaIso, type ExpedientePaciente, type MuestraNgs, type Referencia, type Registro } from '@registro-lma/shared/domain';
import type { OpcionCampo } from '@registro-lma/shared/ui';
import { descripcionNgs } from './descripcion-ngs-format';
import { resultadosAdmitidos } from './importar-ngs-rules';

function fecha(valor: unknown): string {
  const iso = typeof valor === 'string' ? normalizarFechaIso(valor) : null;
  return iso === null ? 'sin fecha' : formatearFecha(iso);
}

function opcionesDe(filas: readonly Registro[], claveId: string, describir: (fila: Registro) => string): OpcionCampo[] {
  return filas.flatMap((fila) => {
    const id = fila[claveId];
    return typeof id === 'number' ? [{ valor: id, etiqueta: describir(fila) }] : [];
  });
}

/**
 * The choices of the field `campo` that points at another record of the patient: from the records the stage summary
 * brought, or the patient's NGS results of the moment the field asks for.
 */
export function opcionesReferencia(campo: string, referencia: Referencia, expediente: ExpedientePaciente, resultadosNgs: readonly MuestraNgs[]): OpcionCampo[] {
  switch (referencia) {
    case 'recaida':
      return opcionesDe(expediente.recaida, 'recaida_id', (fila) => `Recaída ${String(fila.rec_num ?? '')} (${fecha(fila.rec_fecha)})`);
    case 'trasplante':
      return opcionesDe(expediente.trasplante, 'trasplante_id', (fila) => `Trasplante ${String(fila.tph_num ?? '')} (${fecha(fila.tph_fecha)})`);
    case 'muestra_ngs':
      return resultadosAdmitidos(campo, resultadosNgs).map((resultado) => ({ valor: resultado.ngs_id, etiqueta: descripcionNgs(resultado) }));
    case 'hospital':
      return [];
  }
}
