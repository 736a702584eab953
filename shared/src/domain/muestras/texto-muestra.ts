import { CATALOGOS_SEMILLA, type CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import { MATERIAL_MUESTRA } from '../catalogues/material-muestra';
import { MOMENTO_MUESTRA } from '../catalogues/momento-muestra';
import type { Registro } from '../fields/campo';
import { etiquetaCatalogo } from '../fields/texto-campo';
import { ensayosDeMuestra, momentosDeEnsayo } from './momentos-ensayo';

/**
 * The moment of a sample as users read it: the routine one (or its «other» text), or the trial and its protocol
 * moment, labelled with the catalogues in force (a trial the administrator added reads by its name).
 */
export function textoMomentoMuestra(datos: Registro, vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): string {
  if (datos.es_ensayo === true) return `${etiquetaCatalogo(ensayosDeMuestra(vigentes), datos.ensayo)} · ${etiquetaCatalogo(momentosDeEnsayo(datos.ensayo, vigentes), datos.momento_ensayo)}`;
  return datos.momento === 'OTRO' && typeof datos.momento_otro === 'string' ? datos.momento_otro : etiquetaCatalogo(MOMENTO_MUESTRA, datos.momento);
}

/** The material of a sample: its catalogue label, or the «other» text. */
export function textoMaterialMuestra(datos: Registro): string {
  return datos.material === 'OTRO' && typeof datos.material_otro === 'string' ? datos.material_otro : etiquetaCatalogo(MATERIAL_MUESTRA, datos.material);
}
