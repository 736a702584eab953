import { GEN_NGS, PREFIJO_GEN_PANEL, GRUPO_SIN_DATO } from '@registro-lma/shared/domain';
import type { FiltrosPanel } from './panel.resource';

/** The splits the panel offers (AGRUPACIONES_PANEL, then a gene's) with their labels. */
export const OPCIONES_AGRUPACION = [
  { codigo: 'ninguno', etiqueta: 'Ninguno' },
  { codigo: 'riesgo_eln', etiqueta: 'Riesgo ELN 2022' },
  { codigo: 'edad', etiqueta: 'Edad' },
  { codigo: 'intensidad', etiqueta: 'Intensidad del tratamiento' },
  { codigo: 'centro', etiqueta: 'Centro' },
  { codigo: 'gen', etiqueta: 'Gen' },
] as const;

export type OpcionAgrupacion = (typeof OPCIONES_AGRUPACION)[number]['codigo'];

/** The genes a split may name: those of the NGS panel (not «other»). */
export const GENES_PANEL = GEN_NGS.filter((fila) => fila.codigo !== 'OTRO');

/** The API's `grupo`: the option, or `gen:<GEN>`. */
export const grupoConsulta = (opcion: OpcionAgrupacion, gen: string): string => (opcion === 'gen' ? `${PREFIJO_GEN_PANEL}${gen}` : opcion);

/** The filter a split's group becomes when clicked (centres by id); none for a gene, the whole cohort or «Sin dato». */
const FILTRO_DE_AGRUPACION: Partial<Record<OpcionAgrupacion, keyof FiltrosPanel>> = {
  riesgo_eln: 'riesgo_eln',
  edad: 'grupo_edad',
  intensidad: 'intensidad',
  centro: 'hospitales',
};

export function filtroDeGrupo(opcion: OpcionAgrupacion, grupo: string): keyof FiltrosPanel | null {
  if (grupo === GRUPO_SIN_DATO) return null;
  return FILTRO_DE_AGRUPACION[opcion] ?? null;
}
