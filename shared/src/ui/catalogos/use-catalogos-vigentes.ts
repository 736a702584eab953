import { useEffect, useState } from 'react';
import { CATALOGOS_SEMILLA, type CatalogosVigentes, type FilaCatalogoVigente } from '@registro-lma/shared/domain';
import { http, RUTAS_API } from '@registro-lma/shared/http';

/** A catalogue as the library serves it: every row in force, inactive ones too (a stored value keeps its label). */
type CatalogoLibreria = { readonly filas?: readonly FilaCatalogoVigente[] };

/** The rows of one catalogue, or undefined when it cannot be read (the HTTP layer logs the failure). */
async function leerCatalogo(id: string): Promise<readonly [string, readonly FilaCatalogoVigente[] | undefined]> {
  const respuesta = await http.get<CatalogoLibreria>(RUTAS_API.catalogoLibreria(id)).catch(() => null);
  return [id, Array.isArray(respuesta?.filas) ? respuesta.filas : undefined];
}

/**
 * The ⚙ catalogues `ids` (a `CatalogoEditable` or a trial's `momento_muestra_<ensayo>`) as the API holds them (codes
 * the administrator added, deactivated ones), for a form's options, its live checks and the labels of read views: the seed values until they arrive, and if they cannot be read (the API checks every
 * save against the database in any case). None is read when `ids` is empty.
 */
export function useCatalogosVigentes(ids: readonly string[]): CatalogosVigentes {
  const [vigentes, setVigentes] = useState<CatalogosVigentes>(CATALOGOS_SEMILLA);
  const clave = ids.join(',');
  useEffect(() => {
    if (clave === '') return undefined;
    let actual = true;
    void Promise.all(clave.split(',').map(leerCatalogo)).then((leidos) => {
      // A catalogue that could not be read keeps its seed values.
      const recibidos = leidos.filter((leido): leido is readonly [string, readonly FilaCatalogoVigente[]] => leido[1] !== undefined);
      if (actual && recibidos.length > 0) setVigentes({ ...CATALOGOS_SEMILLA, ...Object.fromEntries(recibidos) });
    });
    return () => {
      actual = false;
    };
  }, [clave]);
  return vigentes;
}
