import type { Campo, Registro } from './campo';
import { normalizarRegistro } from './normalizar-registro';
import type { OpcionesReglas } from './regla-formulario';
import type { Modo, RegistroDe } from './registro-de';
import type { ResultadoValidacion } from './validar-registro';

/**
 * What validarRegistro answers for a record that is an object, as a form's always is: the same rules
 * (normalizarRegistro, which the API's zod schema wraps), without zod's envelope. Forms use it so that zod,
 * ≈19 KB gzip, stays off the pages that only show a form (the login); the test checks both always agree.
 */
export function validarValoresFormulario<const Fs extends readonly Campo[], M extends Modo = 'completo', C = undefined>(
  campos: Fs,
  valores: Registro,
  modo?: M,
  opciones?: OpcionesReglas<C>,
): ResultadoValidacion<RegistroDe<Fs, M>> {
  const modoEfectivo = modo ?? 'completo';
  const { datos, errores } = normalizarRegistro(campos, valores, modoEfectivo, opciones);
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  const { avisos } = normalizarRegistro(campos, datos, modoEfectivo, opciones);
  return { ok: true, data: datos as RegistroDe<Fs, M>, avisos };
}
