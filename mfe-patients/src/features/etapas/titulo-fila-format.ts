import { formatearFecha, normalizarFechaIso, type DefinicionEtapa, type RegistroEtapa } from '@registro-lma/shared/domain';

/** A row of a repeatable stage by its number and date, as the server numbered it («Recaída 2 · 30/04/2025»). */
export function tituloFila(etapa: DefinicionEtapa, registro: RegistroEtapa, posicion: number): string {
  const numeracion = etapa.numeracion;
  const numero = numeracion === undefined ? null : registro.datos[numeracion.campo];
  const valorFecha = numeracion === undefined ? null : registro.datos[numeracion.fecha];
  const fecha = typeof valorFecha === 'string' ? normalizarFechaIso(valorFecha) : null;
  const titulo = `${etapa.titulo} ${typeof numero === 'number' ? numero : posicion}`;
  return `${titulo} · ${fecha === null ? 'sin fecha' : formatearFecha(fecha)}`;
}
