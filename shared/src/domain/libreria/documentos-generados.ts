import { CATALOGOS_SEMILLA, type CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import type { ContenidoGenerado, DocumentoGenerado } from './documento-generado';
import { hojaManejoMuestras } from './hoja-manejo-muestras';
import { tablaRiesgoEln2022 } from './tabla-riesgo-eln2022';
import { tablaTiemposMuestras } from './tabla-tiempos-muestras';

/** The documents the registry generates itself (always current), by key: the library lists them beside the uploaded ones. */
export const DOCUMENTOS_GENERADOS = [
  { clave: 'tiempos-muestras', titulo: 'Tabla de tiempos de muestras por ensayo', generar: tablaTiemposMuestras },
  { clave: 'manejo-muestras', titulo: 'Hoja de manejo de muestras', generar: hojaManejoMuestras },
  { clave: 'riesgo-eln2022', titulo: 'Riesgo genético ELN 2022', generar: tablaRiesgoEln2022 },
] as const satisfies readonly { clave: string; titulo: string; generar: (vigentes: CatalogosVigentes) => ContenidoGenerado }[];

export type ClaveDocumentoGenerado = (typeof DOCUMENTOS_GENERADOS)[number]['clave'];

/** The document with this key as the catalogues in force make it (the seed values where none are given). */
export function documentoGenerado(clave: string, vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): DocumentoGenerado | undefined {
  const definicion = DOCUMENTOS_GENERADOS.find((documento) => documento.clave === clave);
  return definicion === undefined ? undefined : { clave: definicion.clave, titulo: definicion.titulo, ...definicion.generar(vigentes) };
}
