import type { CAMPO_VERSION, CAMPOS_BAJA_ALICUOTA, RegistroBiobanco, RegistroDe } from '@registro-lma/shared/domain';
import { urlWithQuery, type PagedResult } from '@registro-lma/shared/ui';
import { ENDPOINTS, http, RUTAS_API } from '@registro-lma/shared/http';

/** The destruction or anonymisation of a record's aliquots, with the version read. */
export type BajaAlicuotasEnvio = RegistroDe<readonly [...typeof CAMPOS_BAJA_ALICUOTA, typeof CAMPO_VERSION]>;

/** What a scanner typed: the records whose biobank code, `{UPN}-B{id}` or source tube code it is (at most two, to tell one from many). */
export function buscarPorCodigo(codigo: string): Promise<PagedResult<RegistroBiobanco>> {
  return http.get<PagedResult<RegistroBiobanco>>(urlWithQuery(ENDPOINTS.biobanco, { codigo, pagina: 1, tamano: 2 }));
}

export function darDeBajaAlicuotas(registro: RegistroBiobanco, envio: BajaAlicuotasEnvio): Promise<RegistroBiobanco> {
  return http.put<RegistroBiobanco>(RUTAS_API.estadoRegistroBiobanco(registro.upn, registro.biobanco_id), envio);
}
