import type { Registro } from '../fields/campo';
import { CLAVE_ERROR_REGISTRO } from '../fields/errores-zod';
import { normalizarRegistro } from '../fields/normalizar-registro';
import { aplicarReglas } from '../fields/regla-formulario';
import type { RegistroDe } from '../fields/registro-de';
import type { ResultadoValidacion } from '../fields/validar-registro';
import { MENSAJE_DATOS_NO_VALIDOS } from '../messages/mensajes-fijos';
import { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE, CLAVE_VARIANTES, MAXIMO_VARIANTES } from './campos-muestra-ngs';
import { REGLAS_MUESTRA_NGS, REGLAS_NGS_VARIANTE } from './reglas-muestra-ngs';

export type NgsVariante = RegistroDe<typeof CAMPOS_NGS_VARIANTE>;
export type MuestraNgsDatos = RegistroDe<typeof CAMPOS_MUESTRA_NGS> & { ngs_variante: NgsVariante[] };

function esObjeto(valor: unknown): valor is Registro {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

function conPrefijo(prefijo: string, mensajes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(mensajes).map(([clave, mensaje]) => [`${prefijo}${clave}`, mensaje]));
}

/**
 * An NGS result as a whole (data-dictionary §5.4), the same in the browser and in the API: the header's fields, each
 * variant row (keyed `ngs_variante.{i}.{variable}`) against the header, then the header's rules against the sample
 * and the rows.
 */
export function validarMuestraNgs(entrada: unknown, muestra: Registro): ResultadoValidacion<MuestraNgsDatos> {
  if (!esObjeto(entrada)) return { ok: false, errores: { [CLAVE_ERROR_REGISTRO]: MENSAJE_DATOS_NO_VALIDOS } };
  const cabecera = normalizarRegistro(CAMPOS_MUESTRA_NGS, entrada, 'completo');
  const brutas = entrada[CLAVE_VARIANTES] ?? [];
  if (!Array.isArray(brutas) || brutas.length > MAXIMO_VARIANTES) {
    return { ok: false, errores: { ...cabecera.errores, [CLAVE_VARIANTES]: MENSAJE_DATOS_NO_VALIDOS } };
  }
  let errores: Record<string, string> = {};
  let avisos: Record<string, string> = {};
  const variantes: Registro[] = [];
  brutas.forEach((fila: unknown, indice) => {
    const prefijo = `${CLAVE_VARIANTES}.${indice}`;
    if (!esObjeto(fila)) {
      errores[prefijo] = MENSAJE_DATOS_NO_VALIDOS;
      return;
    }
    const resultado = normalizarRegistro(CAMPOS_NGS_VARIANTE, fila, 'completo', { reglas: REGLAS_NGS_VARIANTE, contexto: { cabecera: cabecera.datos } });
    errores = { ...errores, ...conPrefijo(`${prefijo}.`, resultado.errores) };
    avisos = { ...avisos, ...conPrefijo(`${prefijo}.`, resultado.avisos) };
    variantes.push(resultado.datos);
  });
  const conReglas = aplicarReglas({ reglas: REGLAS_MUESTRA_NGS, contexto: { muestra, variantes } }, cabecera.datos, 'completo', cabecera);
  const todos = { ...conReglas.errores, ...errores };
  if (Object.keys(todos).length > 0) return { ok: false, errores: todos };
  return { ok: true, data: { ...cabecera.datos, [CLAVE_VARIANTES]: variantes } as unknown as MuestraNgsDatos, avisos: { ...conReglas.avisos, ...avisos } };
}
