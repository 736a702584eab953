import { RUTAS } from '../../routes/ruta-table';
import { urlWithQuery } from '../paged-list/use-paged-list';

/** What a link to the worklist filters by: a rule, a centre (by id), an essential item; none shows every line. */
export interface FiltroEnlaceCalidad {
  readonly regla?: string;
  readonly hospital_id?: number;
  readonly item?: string;
}

/** The link to the worklist showing the lines of a rule, a centre and an item (the home counts, the panel's bars). */
export function enlaceCalidad({ regla = '', hospital_id, item = '' }: FiltroEnlaceCalidad = {}): string {
  return urlWithQuery(RUTAS.calidad.href(), { regla, hospital_id: hospital_id === undefined ? '' : hospital_id, item });
}
