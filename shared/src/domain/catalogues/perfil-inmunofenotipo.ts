import { crearCatalogo } from './catalogo-fila';

/** catalogues.md §32 `perfil_inmunofenotipo`. */
export const PERFIL_INMUNOFENOTIPO = crearCatalogo([
  ['MIELOIDE_INMADURO', 'Mieloide inmaduro (CD34+/CD117+)'],
  ['MIELOIDE_MADURACION', 'Mieloide con maduración'],
  ['PROMIELOCITICO', 'Patrón promielocítico (CD34−/HLA-DR−/CD33+ intenso)'],
  ['MONOCITICO', 'Monocítico / mielomonocítico'],
  ['ERITROIDE', 'Eritroide'],
  ['MEGACARIOBLASTICO', 'Megacarioblástico'],
  ['BASOFILICO', 'Basofílico'],
  ['FENOTIPO_MIXTO', 'Fenotipo mixto (criterios de linaje ambiguo)'],
  ['OTRO', 'Otro (especificar)'],
]);
