import type { Campo } from './campo';

type EsquemaJson = Record<string, unknown>;

function opcionesJson(campo: Extract<Campo, { kind: 'enum' | 'multiEnum' }>): EsquemaJson {
  return campo.catalogo === undefined
    ? { type: 'integer', minimum: 1 }
    : { type: 'string', enum: campo.catalogo.map((fila) => fila.codigo) };
}

function tipoJson(campo: Campo): EsquemaJson {
  switch (campo.kind) {
    case 'text':
      return {
        type: 'string',
        maxLength: campo.max,
        ...(campo.min === undefined ? {} : { minLength: campo.min }),
        ...(campo.pattern ? { pattern: campo.pattern.source } : {}),
      };
    case 'integer':
      return { type: 'integer', minimum: campo.min, maximum: campo.max };
    case 'decimal':
      return { type: 'number', minimum: campo.min, maximum: campo.max };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return opcionesJson(campo);
    case 'multiEnum':
      return { type: 'array', items: opcionesJson(campo), uniqueItems: true };
  }
}

/**
 * What a field accepts, for the OpenAPI document only: validation is done by the field's rules, which also
 * accept what the JSON Schema cannot say (decimal commas, null for an unanswered field).
 */
export function esquemaJsonDe(campo: Campo): EsquemaJson {
  const defecto = campo.kind === 'multiEnum' ? undefined : campo.default;
  return {
    ...tipoJson(campo),
    title: campo.label,
    ...(campo.hint === undefined ? {} : { description: campo.hint }),
    ...(defecto === undefined ? {} : { default: defecto }),
  };
}

/** Fields that every complete record must carry whatever the other values. */
export function camposSiempreObligatorios(campos: readonly Campo[]): string[] {
  return campos
    .filter((campo) => campo.required === 'siempre' && campo.visibleIf === undefined)
    .filter((campo) => campo.kind === 'multiEnum' || campo.default === undefined)
    .map((campo) => campo.name);
}
