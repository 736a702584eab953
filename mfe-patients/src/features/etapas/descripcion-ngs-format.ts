import { formatearFecha, type MuestraNgs } from '@registro-lma/shared/domain';

/** How an NGS result is named when choosing one (also the option of the linking field). */
export function descripcionNgs(resultado: MuestraNgs): string {
  const fecha = typeof resultado.datos.fecha_informe === 'string' ? formatearFecha(resultado.datos.fecha_informe) : 'sin fecha';
  const panel = typeof resultado.datos.panel_nombre === 'string' ? ` · ${resultado.datos.panel_nombre}` : '';
  return `${resultado.codigo_muestra} · ${fecha}${panel}`;
}
