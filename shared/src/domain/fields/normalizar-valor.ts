import type { Campo } from './campo';
import { leerBooleano } from './valores/booleano';
import { leerFecha } from './valores/fecha';
import { leerDecimal, leerEntero } from './valores/numero';
import { leerEnum, leerMultiEnum } from './valores/opcion';
import type { ResultadoValor } from './valores/resultado-valor';
import { leerTexto } from './valores/texto';

/**
 * Reads one raw input value of a field (as typed in a form or sent in JSON) into its stored form:
 * trimmed text, numbers from `12,5` or `12.5`, `YYYY-MM-DD` dates, catalogue codes, sorted code lists.
 * Absent values come back as null (lists as []); the field's own rules give the error otherwise.
 */
export function normalizarValor(campo: Campo, bruto: unknown): ResultadoValor<unknown> {
  switch (campo.kind) {
    case 'text':
      return leerTexto(campo, bruto);
    case 'integer':
      return leerEntero(campo, bruto);
    case 'decimal':
      return leerDecimal(campo, bruto);
    case 'date':
      return leerFecha(campo, bruto);
    case 'boolean':
      return leerBooleano(bruto);
    case 'enum':
      return leerEnum(campo, bruto);
    case 'multiEnum':
      return leerMultiEnum(campo, bruto);
  }
}

/** A field without a value: null, or [] for lists. */
export function valorVacio(campo: Campo): null | [] {
  return campo.kind === 'multiEnum' ? [] : null;
}

export function esValorVacio(valor: unknown): boolean {
  return valor === null || (Array.isArray(valor) && valor.length === 0);
}
