import type { Rol } from '../catalogues/rol-usuario';
import { ambitoDeRol } from '../permisos/alcance-rol';
import type { FuenteFichero } from './areas-descarga';

/**
 * data-dictionary §2.3: LABORATORIO and BIOBANCO get only the files of their laboratories' or biobanks' records; the
 * other roles every file of the area. What the job writes and what the area's card lists.
 */
export function ficherosPermitidos<F extends { readonly fuente: Pick<FuenteFichero, 'ambito'> }>(ficheros: readonly F[], alcance: { readonly rol: Rol }): F[] {
  const ambito = ambitoDeRol(alcance.rol);
  if (ambito === 'laboratorios') return ficheros.filter((fichero) => fichero.fuente.ambito?.laboratorio !== undefined);
  if (ambito === 'biolabs') return ficheros.filter((fichero) => fichero.fuente.ambito?.biolab !== undefined || fichero.fuente.ambito?.biolabDeMuestra === true);
  return [...ficheros];
}
