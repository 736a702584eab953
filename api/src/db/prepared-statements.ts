import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Put in a query whose best plan depends on its values (a range over skewed data, say), anywhere (it may become a
 * part of a larger statement): it is then planned afresh for every execution instead of becoming a prepared
 * statement. Queries with a LIKE are always planned so: how many rows a pattern matches is what decides their plan.
 */
export const PLAN_A_MEDIDA = '/* plan a medida */';

function planADeMedida(texto: string): boolean {
  return texto.includes(PLAN_A_MEDIDA) || /\si?like\s/i.test(texto);
}

/** Bulk statements (the demo seed's batches) are run once: preparing them would only hold server memory. */
const MAXIMO_PARAMETROS = 1000;
/** Distinct statements a connection prepares at most; past it, new texts run unprepared. */
const MAXIMO_POR_CONEXION = 1000;
/** Texts whose decision is remembered. */
const MAXIMO_NOMBRES = 10_000;

/** What was decided for each text (a name, or null: planned a medida), so a long text is read once. */
const decididos = new Map<string, string | null>();

/** The name a query is prepared under (the same for the same text), or null when it is planned a medida. */
export function nombreDeSentencia(texto: string, parametros: number): string | null {
  if (parametros > MAXIMO_PARAMETROS) return null;
  let nombre = decididos.get(texto);
  if (nombre === undefined) {
    nombre = planADeMedida(texto) ? null : `s_${createHash('sha1').update(texto).digest('base64url')}`;
    if (decididos.size < MAXIMO_NOMBRES) decididos.set(texto, nombre);
  }
  return nombre;
}

interface ConsultaConTexto {
  text: string;
  name?: string;
  values?: unknown[];
}

function esConsultaConTexto(config: unknown): config is ConsultaConTexto {
  return typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string';
}

/**
 * A pg client that runs every query as a named prepared statement, keyed by its text: PostgreSQL parses it once
 * per connection and, after five executions, may keep a generic plan. A diagnosis save went from 27 to 17 ms (its
 * history query, with eleven sub-selects, from 2.7 to 0.8 ms). Queries planned a medida are left alone.
 */
export class ClienteConSentenciasPreparadas extends pg.Client {
  readonly preparadas = new Set<string>();
}

const consultar = pg.Client.prototype.query;

function cuantosParametros(config: ConsultaConTexto, valores: unknown): number {
  return Array.isArray(valores) ? valores.length : (config.values?.length ?? 0);
}

Object.defineProperty(ClienteConSentenciasPreparadas.prototype, 'query', {
  value: function query(this: ClienteConSentenciasPreparadas, config: unknown, ...resto: unknown[]) {
    if (esConsultaConTexto(config) && config.name === undefined) {
      const nombre = nombreDeSentencia(config.text, cuantosParametros(config, resto[0]));
      if (nombre !== null && (this.preparadas.has(nombre) || this.preparadas.size < MAXIMO_POR_CONEXION)) {
        this.preparadas.add(nombre);
        return Reflect.apply(consultar, this, [{ ...config, name: nombre }, ...resto]);
      }
    }
    return Reflect.apply(consultar, this, [config, ...resto]);
  },
});
