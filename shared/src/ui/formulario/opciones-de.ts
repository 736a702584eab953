import { filasActivas, type CampoEnum, type CampoMultiEnum } from '@registro-lma/shared/domain';
import type { OpcionCampo } from './tipos-formulario';

/**
 * The choices of an enum field: active catalogue rows (or the given rows of a referenced entity), plus any chosen
 * value no longer offered, so an existing record still shows what it holds.
 */
export function opcionesDe(
  campo: CampoEnum | CampoMultiEnum,
  elegidos: readonly unknown[],
  referenciadas: readonly OpcionCampo[] = [],
): OpcionCampo[] {
  const ofrecidas: OpcionCampo[] = campo.catalogo
    ? filasActivas(campo.catalogo).map((fila) => ({ valor: fila.codigo, etiqueta: fila.etiqueta }))
    : [...referenciadas];
  const todas: readonly OpcionCampo[] = campo.catalogo
    ? campo.catalogo.map((fila) => ({ valor: fila.codigo, etiqueta: fila.etiqueta }))
    : referenciadas;
  for (const elegido of elegidos) {
    if (typeof elegido !== 'string' && typeof elegido !== 'number') continue;
    if (ofrecidas.some((opcion) => opcion.valor === elegido)) continue;
    ofrecidas.push(todas.find((opcion) => opcion.valor === elegido) ?? { valor: elegido, etiqueta: String(elegido) });
  }
  return ofrecidas;
}
