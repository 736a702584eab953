import { conCatalogosVigentes } from '../catalogues/campos-vigentes';
import type { CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import type { DefinicionEtapa } from './definicion-etapa';

/**
 * The stage with the options of its ⚙ catalogue fields (trials, LMA-FLOW risk groups) as in force: what the API
 * validates a save against and the form offers, in place of the seed values the descriptors name.
 */
export function etapaConCatalogosVigentes<E extends DefinicionEtapa>(etapa: E, vigentes: CatalogosVigentes): E {
  const subtabla = etapa.subtabla === undefined ? {} : { subtabla: { ...etapa.subtabla, campos: conCatalogosVigentes(etapa.subtabla.campos, vigentes) } };
  return { ...etapa, campos: conCatalogosVigentes(etapa.campos, vigentes), ...subtabla };
}
