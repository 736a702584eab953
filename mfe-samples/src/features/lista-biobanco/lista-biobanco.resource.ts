import type { EstadoAlicuotaBaja, RegistroBiobanco } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { urlWithQuery, type PagedResult } from '@registro-lma/shared/ui';

/** The biobank worklist: the records of the user's biolabs (GET /biobanco). */
export const LISTA_BIOBANCO_URL = ENDPOINTS.biobanco;

/** The aliquots still stored of patients who revoked consent (GET /biobanco/retirados). */
export const RETIRADOS_URL = `${ENDPOINTS.biobanco}/retirados`;

/** The destruction or anonymisation of a record's aliquots, with the version read. */
export type BajaAlicuotasEnvio = { estado_alicuota: EstadoAlicuotaBaja; fecha_salida: string; motivo: string | null; version: number };

/** What a scanner typed: the records whose biobank code, `{UPN}-B{id}` or source tube code it is (at most two, to tell one from many). */
export function buscarPorCodigo(codigo: string): Promise<PagedResult<RegistroBiobanco>> {
  return http.get<PagedResult<RegistroBiobanco>>(urlWithQuery(LISTA_BIOBANCO_URL, { codigo, pagina: 1, tamano: 2 }));
}

export function darDeBajaAlicuotas(registro: RegistroBiobanco, envio: BajaAlicuotasEnvio): Promise<RegistroBiobanco> {
  return http.put<RegistroBiobanco>(`${ENDPOINTS.biobanco}/${encodeURIComponent(registro.upn)}/${registro.biobanco_id}/estado`, envio);
}
