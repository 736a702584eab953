import { RUTAS } from '@registro-lma/shared/rutas';
import { urlWithQuery } from '@registro-lma/shared/ui';

/** The link to the worklist showing one rule's lines (all of them without a rule). */
export function enlaceCalidad(regla = ''): string {
  return urlWithQuery(RUTAS.calidad.href(), { regla });
}
