import { CLAVE_ERROR_REGISTRO } from '@registro-lma/shared/domain';

/** Unique constraints by name, with the request field whose value clashed (answered 409 with G13 on that field). */
export const UNIQUE_CONSTRAINTS = {
  hospital_codigo_unique: 'codigo',
  usuario_email_unique: 'email',
  paciente_upn_unique: 'upn',
  paciente_ensayo_unique: 'paciente_ensayo',
  documento_referencia_sha256_unique: 'archivo',
  muestra_codigo_unique: 'codigo_muestra',
  muestra_confirmacion_muestra_unique: 'fecha_recepcion',
  biobanco_codigo_unique: 'codigo_biobanco',
  informe_sha256_unique: 'archivo',
  catalogo_fila_pkey: 'codigo',
} as const;

export type UniqueConstraintName = keyof typeof UNIQUE_CONSTRAINTS;

/** A constraint's name in the schema, checked against the list above. */
export const uniqueName = (name: UniqueConstraintName) => name;

const UNIQUE_VIOLATION = '23505';

function hasCode(value: unknown): value is { code: unknown; constraint?: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/**
 * The field of a unique violation raised by either driver (drizzle wraps the driver error in `cause`),
 * or null when the error is something else.
 */
export function uniqueViolationField(error: unknown): string | null {
  const candidates = [error, typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined];
  for (const candidate of candidates) {
    if (hasCode(candidate) && candidate.code === UNIQUE_VIOLATION) {
      const constraint = String(candidate.constraint ?? '');
      return constraint in UNIQUE_CONSTRAINTS ? UNIQUE_CONSTRAINTS[constraint as UniqueConstraintName] : CLAVE_ERROR_REGISTRO;
    }
  }
  return null;
}
