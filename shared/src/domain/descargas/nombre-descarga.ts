import { buscarFila } from '../catalogues/catalogo-fila';
import { ENSAYO } from '../catalogues/ensayo';
import type { AreaDescarga } from './areas-descarga';

/** What tells two extracts of the same area apart: mode, «Incluir etiquetas» and the trial. */
export type RasgosDescarga = { readonly seudonimizado: boolean; readonly incluir_etiquetas: boolean; readonly ensayo: string | null };

/** The extract's distinguishing options as people read them: «seudonimizada», «con etiquetas», «ensayo LMA-FLOW». */
export function rasgosDescarga(rasgos: RasgosDescarga): string[] {
  return [
    rasgos.seudonimizado ? 'seudonimizada' : 'identificada',
    ...(rasgos.incluir_etiquetas ? ['con etiquetas'] : []),
    ...(rasgos.ensayo === null ? [] : [`ensayo ${buscarFila(ENSAYO, rasgos.ensayo)?.etiqueta ?? rasgos.ensayo}`]),
  ];
}

const dos = (numero: number) => String(numero).padStart(2, '0');

/**
 * The file's name: area, mode, labels, trial and the UTC date and time it was made, so that two extracts of one area
 * never share a name (`registro-lma-diagnostico-seudonimizada-con-etiquetas-2026-11-27-201530-UTC.zip`).
 */
export function nombreArchivoDescarga(area: Pick<AreaDescarga, 'resultado'>, rasgos: RasgosDescarga, hecha: Date, extension: string): string {
  const partes = [
    'registro-lma',
    area.resultado,
    rasgos.seudonimizado ? 'seudonimizada' : 'identificada',
    ...(rasgos.incluir_etiquetas ? ['con-etiquetas'] : []),
    ...(rasgos.ensayo === null ? [] : [rasgos.ensayo]),
    `${hecha.getUTCFullYear()}-${dos(hecha.getUTCMonth() + 1)}-${dos(hecha.getUTCDate())}`,
    `${dos(hecha.getUTCHours())}${dos(hecha.getUTCMinutes())}${dos(hecha.getUTCSeconds())}-UTC`,
  ];
  return `${partes.join('-')}.${extension}`;
}
