import type { Rol } from '../catalogues/rol-usuario';
import type { FuenteFichero } from './areas-descarga';

/**
 * data-dictionary §2.3: LABORATORIO and BIOBANCO get only the files of their laboratories' or biobanks' records; the
 * other roles every file of the area. What the job writes and what the area's card lists.
 */
export function ficherosPermitidos<F extends { readonly fuente: Pick<FuenteFichero, 'ambito'> }>(ficheros: readonly F[], alcance: { readonly rol: Rol }): F[] {
  if (alcance.rol === 'LABORATORIO') return ficheros.filter((fichero) => fichero.fuente.ambito?.laboratorio !== undefined);
  if (alcance.rol === 'BIOBANCO') return ficheros.filter((fichero) => fichero.fuente.ambito?.biolab !== undefined || fichero.fuente.ambito?.biolabDeMuestra === true);
  return [...ficheros];
}
