import { z } from 'zod';
import { deCatalogoEditable, type Campo, type Modo, type SalidaCampo } from '@registro-lma/shared/domain';
import { enumDe } from './response-schemas';

/** A date the pseudonymised view (LECTURA) cuts to its year (data-dictionary §8): no longer a `date`. */
const DESCRIPCION_SOLO_ANIO = 'AAAA-MM-DD; para LECTURA, solo el año (AAAA).';

/** A reference is an id; a ⚙ catalogue's code any the administrator added, so not the seed's list. */
function opcionSchema(campo: Extract<Campo, { kind: 'enum' | 'multiEnum' }>): z.ZodType {
  if (campo.catalogo === undefined) return z.number().int();
  return deCatalogoEditable(campo) ? z.string() : enumDe(campo.catalogo);
}

function valorSchema(campo: Campo): z.ZodType {
  switch (campo.kind) {
    case 'text':
      return z.string();
    case 'integer':
      return z.number().int();
    case 'decimal':
      return z.number();
    case 'date':
      return campo.seudonimo === 'anio' ? z.string().meta({ description: DESCRIPCION_SOLO_ANIO }) : z.string().meta({ format: 'date' });
    case 'boolean':
      return z.boolean();
    case 'enum':
      return opcionSchema(campo);
    case 'multiEnum':
      return z.array(opcionSchema(campo));
  }
}

/** The run-time twin of `SalidaCampo`: lists are never null; other values only when always shown and always set. */
function siemprePresente(campo: Campo, modo: Modo): boolean {
  if (campo.kind === 'multiEnum') return true;
  if (campo.visibleIf !== undefined) return false;
  return campo.default !== undefined || (modo === 'completo' && campo.required === 'siempre');
}

export type FormaRegistro<Fs extends readonly Campo[], M extends Modo> = {
  [F in Fs[number] as F['name']]: z.ZodType<SalidaCampo<F, M>>;
};

/**
 * The response schema of a stored record, one key per field of its definition (the same list its request schema
 * is built from), so a field added to the definition is answered too; a response adds only the server's own keys.
 * `modo` is how the record is stored: `borrador` when a draft may leave required values empty.
 */
export function registroSchema<const Fs extends readonly Campo[], M extends Modo>(campos: Fs, modo: M): z.ZodObject<FormaRegistro<Fs, M>> {
  const forma = Object.fromEntries(
    campos.map((campo) => {
      const valor = valorSchema(campo);
      return [campo.name, siemprePresente(campo, modo) ? valor : valor.nullable()];
    }),
  );
  return z.object(forma) as unknown as z.ZodObject<FormaRegistro<Fs, M>>;
}
