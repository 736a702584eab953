import { nombreDeSentencia } from '../db/prepared-statements';

/**
 * What a log line keeps of an error: its type, code and stack frames, and for a failed query the
 * statement's name and parameterised text, never the values it ran with nor a database message's echo of them.
 */
export type ErrorParaRegistro = {
  type: string;
  message: string;
  code?: string;
  /** The prepared statement's name (see prepared-statements.ts), or «a medida» for one planned per execution. */
  sentencia?: string;
  /** The statement's text: placeholders ($1…) stand for the values; literals in it are masked too. */
  sql?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Frames only (empty when there are none). */
  stack: string;
  cause?: ErrorParaRegistro;
};

const MAXIMO_SQL = 2_000;
const MAXIMO_CAUSAS = 3;
/** What a database message quotes is a value (or a name logged apart): «invalid input syntax for type date: "x"». */
const ENTRE_COMILLAS = /"(?:[^"]|"")*"|'(?:[^']|'')*'/g;
/** A literal in a statement's text (its identifiers, in double quotes, stay). */
const LITERAL = /'(?:[^']|'')*'/g;

type Campos = Record<string, unknown>;

function texto(campos: Campos, clave: string): string | undefined {
  const valor = campos[clave];
  return typeof valor === 'string' && valor !== '' ? valor : undefined;
}

function enmascarar(valor: string, patron: RegExp): string {
  return valor.replace(patron, '"…"');
}

/** Stack frames only: the first lines repeat the message, which may quote values. */
function marcos(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((linea) => /^\s+at /.test(linea))
    .join('\n');
}

/** A driver error (pg's DatabaseError, PGlite's): it carries a five-character SQLSTATE and a severity. */
function esErrorDelServidor(campos: Campos): boolean {
  return /^[0-9A-Z]{5}$/.test(texto(campos, 'code') ?? '') && texto(campos, 'severity') !== undefined;
}

function mensaje(error: Error, campos: Campos): Pick<ErrorParaRegistro, 'message' | 'sentencia' | 'sql'> {
  const consulta = texto(campos, 'query');
  if (consulta !== undefined) {
    const parametros = Array.isArray(campos.params) ? campos.params.length : 0;
    return {
      message: 'Consulta fallida',
      sentencia: nombreDeSentencia(consulta, parametros) ?? 'a medida',
      sql: enmascarar(consulta, LITERAL).slice(0, MAXIMO_SQL),
    };
  }
  return { message: esErrorDelServidor(campos) ? enmascarar(error.message, ENTRE_COMILLAS) : error.message };
}

/** The error as a log line may show it; the cause chain follows, as far as `MAXIMO_CAUSAS`. */
export function errorParaRegistro(error: unknown, profundidad = 0): ErrorParaRegistro {
  if (!(error instanceof Error)) return { type: typeof error, message: 'Valor lanzado que no es un Error', stack: '' };
  const campos = error as unknown as Campos;
  const registro: ErrorParaRegistro = { type: error.constructor.name, ...mensaje(error, campos), stack: marcos(error.stack) };
  const code = campos.code;
  if (typeof code === 'string' || typeof code === 'number') registro.code = String(code);
  for (const clave of ['constraint', 'table', 'column'] as const) {
    const valor = texto(campos, clave);
    if (valor !== undefined) registro[clave] = valor;
  }
  if (error.cause !== undefined && profundidad < MAXIMO_CAUSAS) registro.cause = errorParaRegistro(error.cause, profundidad + 1);
  return registro;
}

/** One line for a console message outside a request (e.g. a pool's dropped connection). */
export function describirError(error: unknown): string {
  const { type, message, code } = errorParaRegistro(error);
  return code === undefined ? `${type}: ${message}` : `${type} ${code}: ${message}`;
}
