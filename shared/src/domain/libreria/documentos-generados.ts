import type { ContenidoGenerado, DocumentoGenerado } from './documento-generado';
import { hojaManejoMuestras } from './hoja-manejo-muestras';
import { tablaRiesgoEln2022 } from './tabla-riesgo-eln2022';
import { tablaTiemposMuestras } from './tabla-tiempos-muestras';

/** The documents the registry generates itself (always current), by key: the library lists them beside the uploaded ones. */
export const DOCUMENTOS_GENERADOS = [
  { clave: 'tiempos-muestras', titulo: 'Tabla de tiempos de muestras por ensayo', generar: tablaTiemposMuestras },
  { clave: 'manejo-muestras', titulo: 'Hoja de manejo de muestras', generar: hojaManejoMuestras },
  { clave: 'riesgo-eln2022', titulo: 'Riesgo genético ELN 2022', generar: tablaRiesgoEln2022 },
] as const satisfies readonly { clave: string; titulo: string; generar: () => ContenidoGenerado }[];

export type ClaveDocumentoGenerado = (typeof DOCUMENTOS_GENERADOS)[number]['clave'];

export function documentoGenerado(clave: string): DocumentoGenerado | undefined {
  const definicion = DOCUMENTOS_GENERADOS.find((documento) => documento.clave === clave);
  return definicion === undefined ? undefined : { clave: definicion.clave, titulo: definicion.titulo, ...definicion.generar() };
}
