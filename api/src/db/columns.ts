import type { $Type, ColumnBuilderBase, HasDefault, NotNull } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  numeric,
  varchar,
  type PgBooleanBuilderInitial,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgNumericNumberBuilderInitial,
  type PgVarcharBuilderInitial,
} from 'drizzle-orm/pg-core';
import { CODE_LENGTH, type Campo, type Modo, type SalidaCampo, type ValorCampo } from '@registro-lma/shared/domain';

/** The length of a code column: the shared definition, which the forms' and the API's checks also read. */
export { CODE_LENGTH };
/** Enough integer digits for every plausible range of the dictionary (§6.1); the scale comes from the field. */
const DECIMAL_PRECISION = 14;

type ScalarField = Exclude<Campo, { kind: 'multiEnum' }>;

type VarcharColumn = PgVarcharBuilderInitial<'', [string, ...string[]], number>;

type BaseColumn<F> = F extends { kind: 'text' }
  ? VarcharColumn
  : F extends { kind: 'integer' }
    ? PgIntegerBuilderInitial<''>
    : F extends { kind: 'decimal' }
      ? PgNumericNumberBuilderInitial<''>
      : F extends { kind: 'date' }
        ? PgDateStringBuilderInitial<''>
        : F extends { kind: 'boolean' }
          ? PgBooleanBuilderInitial<''>
          : F extends { kind: 'enum'; referencia: string }
            ? PgIntegerBuilderInitial<''>
            : F extends ScalarField & { kind: 'enum' }
              ? $Type<VarcharColumn, ValorCampo<F>>
              : never;

type WithNullability<B extends BaseColumn<F>, F extends ScalarField, M extends Modo> =
  null extends SalidaCampo<F, M> ? B : NotNull<B>;

type WithDefault<B extends ColumnBuilderBase, F> = F extends { default: unknown } ? HasDefault<B> : B;

/** The drizzle columns of a field list, keyed by variable name; multi-valued fields live in join tables. */
export type ColumnsFor<Fs extends readonly Campo[], M extends Modo> = {
  [F in Extract<Fs[number], ScalarField> as F['name']]: WithDefault<WithNullability<BaseColumn<F>, F, M>, F>;
};

function baseColumn(field: ScalarField) {
  switch (field.kind) {
    case 'text':
      return varchar({ length: field.max });
    case 'integer':
      return integer();
    case 'decimal':
      return numeric({ precision: DECIMAL_PRECISION, scale: field.decimales, mode: 'number' });
    case 'date':
      return date({ mode: 'string' });
    case 'boolean':
      return boolean();
    case 'enum':
      return field.referencia === undefined ? varchar({ length: CODE_LENGTH }) : integer();
  }
}

/** Present in every stored record of this mode: required always (not conditionally) or defaulted. */
function alwaysPresent(field: ScalarField, modo: Modo): boolean {
  if (field.visibleIf !== undefined) return false;
  return field.default !== undefined || (modo === 'completo' && field.required === 'siempre');
}

/**
 * One column per single-valued field, so the shared field list drives the table: text ≤ max → varchar(max),
 * integer → integer, decimal → numeric(14, decimales), date → date, boolean → boolean, catalogue enum →
 * varchar(40), reference enum → integer id. NOT NULL exactly when the validated record of `modo` can never be
 * null there; field defaults become column defaults.
 */
export function columnsFor<const Fs extends readonly Campo[], M extends Modo = 'completo'>(
  fields: Fs,
  modo?: M,
): ColumnsFor<Fs, M> {
  const columns: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'multiEnum') continue;
    let column = baseColumn(field);
    if (alwaysPresent(field, modo ?? 'completo')) column = column.notNull() as typeof column;
    if (field.default !== undefined) column = column.default(field.default as never) as typeof column;
    columns[field.name] = column;
  }
  return columns as ColumnsFor<Fs, M>;
}
