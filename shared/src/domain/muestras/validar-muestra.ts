import { conCatalogosVigentes } from '../catalogues/campos-vigentes';
import type { RegistroDe } from '../fields/registro-de';
import { validarRegistro, type ResultadoValidacion } from '../fields/validar-registro';
import { CAMPOS_BIOBANCO } from './campos-biobanco';
import { CAMPOS_CONFIRMACION } from './campos-confirmacion';
import { CAMPOS_ENVIO_MUESTRA, CAMPOS_MUESTRA } from './campos-muestra';
import { REGLAS_BIOBANCO, type ContextoBiobanco } from './reglas-biobanco';
import { REGLAS_CONFIRMACION, type ContextoConfirmacion } from './reglas-confirmacion';
import { REGLAS_MUESTRA, type ContextoMuestra } from './reglas-muestra';

export type MuestraDatos = RegistroDe<typeof CAMPOS_MUESTRA>;
export type EnvioMuestra = RegistroDe<typeof CAMPOS_ENVIO_MUESTRA>;
export type ConfirmacionDatos = RegistroDe<typeof CAMPOS_CONFIRMACION>;
export type BiobancoDatos = RegistroDe<typeof CAMPOS_BIOBANCO>;

/** A sample record (§5.1) with every field and cross-field rule against its patient (and the ⚙ catalogues in force, when given). */
export function validarMuestra(entrada: unknown, contexto: ContextoMuestra): ResultadoValidacion<MuestraDatos> {
  const campos = contexto.catalogos === undefined ? CAMPOS_MUESTRA : conCatalogosVigentes(CAMPOS_MUESTRA, contexto.catalogos);
  return validarRegistro(campos, entrada, 'completo', { reglas: REGLAS_MUESTRA, contexto });
}

/** A reception (§5.2) against the sample it receives. */
export function validarConfirmacion(entrada: unknown, contexto: ContextoConfirmacion): ResultadoValidacion<ConfirmacionDatos> {
  return validarRegistro(CAMPOS_CONFIRMACION, entrada, 'completo', { reglas: REGLAS_CONFIRMACION, contexto });
}

/** A biobank entry (§5.5) against its patient's consent and its source sample (and the ⚙ catalogues in force, when given). */
export function validarBiobanco(entrada: unknown, contexto: ContextoBiobanco): ResultadoValidacion<BiobancoDatos> {
  const campos = contexto.catalogos === undefined ? CAMPOS_BIOBANCO : conCatalogosVigentes(CAMPOS_BIOBANCO, contexto.catalogos);
  return validarRegistro(campos, entrada, 'completo', { reglas: REGLAS_BIOBANCO, contexto });
}
