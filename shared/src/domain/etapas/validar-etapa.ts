import type { Registro } from '../fields/campo';
import { CLAVE_ERROR_REGISTRO } from '../fields/errores-zod';
import { normalizarRegistro } from '../fields/normalizar-registro';
import type { Modo } from '../fields/registro-de';
import type { ResultadoValidacion } from '../fields/validar-registro';
import { MENSAJE_DATOS_NO_VALIDOS } from '../messages/mensajes-fijos';
import { conCodigosImplicitos } from './codigos-implicitos';
import type { ContextoEtapa } from './contexto-etapa';
import type { DefinicionEtapa, SubtablaEtapa } from './definicion-etapa';

type Mensajes = Record<string, string>;

function esObjeto(valor: unknown): valor is Registro {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

function conPrefijo(prefijo: string, mensajes: Mensajes): Mensajes {
  return Object.fromEntries(Object.entries(mensajes).map(([clave, mensaje]) => [`${prefijo}${clave}`, mensaje]));
}

/** Rows of a sub-table; an error of row `i` is keyed `{subtabla}.{i}.{variable}`. Each row sees the others. */
function validarFilas(subtabla: SubtablaEtapa, brutas: unknown, modo: Modo) {
  if (!Array.isArray(brutas)) return { filas: [], errores: { [subtabla.nombre]: MENSAJE_DATOS_NO_VALIDOS }, avisos: {} };
  if (brutas.length > subtabla.maxFilas) {
    return { filas: [], errores: { [subtabla.nombre]: `Como máximo ${subtabla.maxFilas} filas.` }, avisos: {} };
  }
  const leidas = brutas.map((fila) => (esObjeto(fila) ? normalizarRegistro(subtabla.campos, fila, modo) : null));
  const filas = leidas.map((leida) => leida?.datos ?? {});
  let errores: Mensajes = {};
  let avisos: Mensajes = {};
  brutas.forEach((fila, indice) => {
    const prefijo = `${subtabla.nombre}.${indice}`;
    if (!esObjeto(fila)) {
      errores[prefijo] = MENSAJE_DATOS_NO_VALIDOS;
      return;
    }
    const contexto = { filas: filas.filter((_, otra) => otra !== indice) };
    const resultado = normalizarRegistro(subtabla.campos, fila, modo, { reglas: subtabla.reglas, contexto });
    errores = { ...errores, ...conPrefijo(`${prefijo}.`, resultado.errores) };
    avisos = { ...avisos, ...conPrefijo(`${prefijo}.`, resultado.avisos) };
  });
  return { filas, errores, avisos };
}

/**
 * One stage record as the form sends it (data-dictionary §0.2): its fields, its sub-table rows, every field rule and
 * the stage's cross-field rules against the patient's other records, after the codes its choices imply are added. The same function runs in the browser (live
 * and on save) and in the API (the only one that counts). The record handed to the rules includes the sub-table rows.
 */
export function validarEtapa(
  etapa: DefinicionEtapa,
  entrada: unknown,
  modo: Modo,
  contexto: ContextoEtapa,
): ResultadoValidacion<Registro> {
  if (!esObjeto(entrada)) return { ok: false, errores: { [CLAVE_ERROR_REGISTRO]: MENSAJE_DATOS_NO_VALIDOS } };
  const registro = conCodigosImplicitos(etapa, entrada);
  const subtabla = etapa.subtabla;
  const filas = subtabla === undefined ? null : validarFilas(subtabla, registro[subtabla.nombre] ?? [], modo);
  const adjuntos = subtabla === undefined || filas === null ? {} : { [subtabla.nombre]: filas.filas };
  const propios = normalizarRegistro(etapa.campos, registro, modo, { reglas: etapa.reglas, contexto }, adjuntos);
  const errores = { ...propios.errores, ...filas?.errores };
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  return { ok: true, data: { ...propios.datos, ...adjuntos }, avisos: { ...propios.avisos, ...filas?.avisos } };
}
