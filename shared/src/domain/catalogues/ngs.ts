import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §49 `gen_ngs`: a gene symbol is its own label. */
export const GEN_NGS = crearCatalogo([
  ['ASXL1', 'ASXL1'],
  ['BCOR', 'BCOR'],
  ['BCORL1', 'BCORL1'],
  ['BRAF', 'BRAF'],
  ['CALR', 'CALR'],
  ['CBL', 'CBL'],
  ['CEBPA', 'CEBPA'],
  ['CSF3R', 'CSF3R'],
  ['CUX1', 'CUX1'],
  ['DDX41', 'DDX41'],
  ['DNMT3A', 'DNMT3A'],
  ['ETV6', 'ETV6'],
  ['EZH2', 'EZH2'],
  ['FLT3', 'FLT3'],
  ['GATA2', 'GATA2'],
  ['IDH1', 'IDH1'],
  ['IDH2', 'IDH2'],
  ['JAK2', 'JAK2'],
  ['KIT', 'KIT'],
  ['KMT2A', 'KMT2A'],
  ['KRAS', 'KRAS'],
  ['MPL', 'MPL'],
  ['NF1', 'NF1'],
  ['NPM1', 'NPM1'],
  ['NRAS', 'NRAS'],
  ['PHF6', 'PHF6'],
  ['PPM1D', 'PPM1D'],
  ['PTPN11', 'PTPN11'],
  ['RAD21', 'RAD21'],
  ['RUNX1', 'RUNX1'],
  ['SETBP1', 'SETBP1'],
  ['SF3B1', 'SF3B1'],
  ['SMC1A', 'SMC1A'],
  ['SMC3', 'SMC3'],
  ['SRSF2', 'SRSF2'],
  ['STAG2', 'STAG2'],
  ['TET2', 'TET2'],
  ['TP53', 'TP53'],
  ['U2AF1', 'U2AF1'],
  ['WT1', 'WT1'],
  ['ZRSR2', 'ZRSR2'],
  ['OTRO', 'Otro (especificar)'],
]);

/** catalogues.md §49 `tipo_variante`. */
export const TIPO_VARIANTE = crearCatalogo([
  ['MISSENSE', 'Cambio de sentido (missense)'],
  ['NONSENSE', 'Sin sentido / codón de parada (nonsense)'],
  ['FRAMESHIFT', 'Desplazamiento de lectura'],
  ['INFRAME_INDEL', 'Inserción/deleción en fase'],
  ['SPLICE', 'Sitio de splicing'],
  ['ITD', 'Duplicación interna en tándem (ITD)'],
  ['TKD', 'Dominio tirosina-cinasa (TKD)'],
  ['PTD', 'Duplicación parcial en tándem'],
  ['SINONIMA', 'Sinónima'],
  ['OTRA', 'Otra (especificar)'],
]);

/** catalogues.md §49 `clasificacion_variante`. */
export const CLASIFICACION_VARIANTE = crearCatalogo([
  ['PATOGENICA', 'Patogénica'],
  ['PROBABLEMENTE_PATOGENICA', 'Probablemente patogénica'],
  ['VUS', 'Significado incierto'],
  ['PROBABLEMENTE_BENIGNA', 'Probablemente benigna'],
  ['BENIGNA', 'Benigna'],
]);

/** catalogues.md §49 `region_cebpa`. */
export const REGION_CEBPA = crearCatalogo([
  ['TAD', 'Dominio de transactivación N-terminal (TAD1/TAD2)'],
  ['BZIP', 'Región bZIP C-terminal'],
  ['OTRA', 'Otra (especificar)'],
]);

/** catalogues.md §49 `estado_ngs`. */
export const ESTADO_NGS = crearCatalogo([
  ['CON_VARIANTES', 'Con variantes'],
  ['SIN_VARIANTES', 'Sin variantes detectadas'],
  ['FALLIDO', 'Fallido / no valorable'],
]);
