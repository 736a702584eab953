import { CAMPOS_SEUDONIMIZADOS, valorSeudonimizado, type Seudonimo } from '@registro-lma/shared/domain';

/** Maps keyed by variable name whose values are messages about the field (warnings, errors), not its value. */
const MENSAJES_POR_CAMPO = new Set(['avisos', 'errores']);

/** An entry that names a variable and carries its values: an item of the minimum data set, a change in a history. */
const NOMBRES_DE_VARIABLE = ['variable', 'campo'] as const;
const VALORES_DE_VARIABLE = new Set(['valor', 'antes', 'despues']);

function esObjetoPlano(valor: unknown): valor is Record<string, unknown> {
  if (typeof valor !== 'object' || valor === null) return false;
  const prototipo: unknown = Object.getPrototypeOf(valor);
  return prototipo === Object.prototype || prototipo === null;
}

function seudonimoNombrado(objeto: Record<string, unknown>): Seudonimo | undefined {
  for (const clave of NOMBRES_DE_VARIABLE) {
    const nombre = objeto[clave];
    if (typeof nombre === 'string') return CAMPOS_SEUDONIMIZADOS.get(nombre);
  }
  return undefined;
}

function propiedadSeudonimizada(clave: string, valor: unknown, nombrado: Seudonimo | undefined): unknown {
  if (MENSAJES_POR_CAMPO.has(clave)) return valor;
  const seudonimo = CAMPOS_SEUDONIMIZADOS.get(clave) ?? (VALORES_DE_VARIABLE.has(clave) ? nombrado : undefined);
  return seudonimo === undefined ? seudonimizar(valor) : valorSeudonimizado(seudonimo, valor);
}

/**
 * An answer as a read-only role receives it (data-dictionary §2.3, §8): every identifying variable, at any depth
 * (records, sub-table rows, lists, a history's before/after values), by its name in the domain's field definitions.
 * Copy on write: what holds nothing identifying is returned as is, so cached answers are never changed.
 */
export function seudonimizar(valor: unknown): unknown {
  if (typeof valor !== 'object' || valor === null) return valor;
  if (Array.isArray(valor)) {
    let copia: unknown[] | null = null;
    for (let indice = 0; indice < valor.length; indice += 1) {
      const elemento: unknown = valor[indice];
      const nuevo = seudonimizar(elemento);
      if (nuevo === elemento) continue;
      copia ??= [...valor];
      copia[indice] = nuevo;
    }
    return copia ?? valor;
  }
  if (!esObjetoPlano(valor)) return valor;
  const nombrado = seudonimoNombrado(valor);
  let copia: Record<string, unknown> | null = null;
  for (const clave in valor) {
    const hijo = valor[clave];
    const nuevo = propiedadSeudonimizada(clave, hijo, nombrado);
    if (nuevo === hijo) continue;
    copia ??= { ...valor };
    copia[clave] = nuevo;
  }
  return copia ?? valor;
}
