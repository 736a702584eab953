import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §26 `terapia_previa` (multi-enum): prior cytotoxic/genotoxic therapy. */
export const TERAPIA_PREVIA = crearCatalogo([
  ['ALQUILANTES', 'Agentes alquilantes'],
  ['INHIBIDORES_TOPO_II', 'Inhibidores de topoisomerasa II (antraciclinas, etopósido, mitoxantrona)'],
  ['ANTIMETABOLITOS', 'Antimetabolitos (análogos de purinas, etc.)'],
  ['RADIOTERAPIA', 'Radioterapia (campo amplio)'],
  ['RADIONUCLIDOS', 'Radionúclidos / radioligandos'],
  ['INHIBIDOR_PARP', 'Inhibidores de PARP'],
  ['TPH_AUTOLOGO_PREVIO', 'TPH autólogo previo'],
  ['OTRA', 'Otra (especificar)'],
]);
