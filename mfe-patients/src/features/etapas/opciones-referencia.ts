import { formatearFecha, normalizarFechaIso, type ExpedientePaciente, type Referencia, type Registro } from '@registro-lma/shared/domain';
import type { OpcionCampo } from '@registro-lma/shared/ui';

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
 * The choices of a field that points at another record of the patient, from the records the stage summary brought.
 * NGS samples arrive with the samples release: until then there is nothing to choose.
 */
export function opcionesReferencia(referencia: Referencia, expediente: ExpedientePaciente): OpcionCampo[] {
  switch (referencia) {
    case 'recaida':
      return opcionesDe(expediente.recaida, 'recaida_id', (fila) => `Recaída ${String(fila.rec_num ?? '')} (${fecha(fila.rec_fecha)})`);
    case 'trasplante':
      return opcionesDe(expediente.trasplante, 'trasplante_id', (fila) => `Trasplante ${String(fila.tph_num ?? '')} (${fecha(fila.tph_fecha)})`);
    case 'muestra_ngs':
    case 'hospital':
      return [];
  }
}
