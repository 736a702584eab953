import type { Campo, Condicion, Registro } from '../fields/campo';

/** Assignments tried at most per condition: the product of the domains of the variables it reads. */
const MAXIMO_COMBINACIONES = 50_000;
/** Variables a condition may read and still be written as words. */
const MAXIMO_VARIABLES = 6;

/**
 * Stand-ins for a value that is present, low, middle and high: a condition giving them all the same answer only asks
 * for presence (a range, below or outside, gives them different answers).
 */
const PRESENTES: Readonly<Record<'text' | 'integer' | 'decimal' | 'date', readonly unknown[]>> = {
  text: ['A', 'M', 'ZZZZ'],
  integer: [-1_000_000, 7, 1_000_000],
  decimal: [-1_000_000, 7.5, 1_000_000],
  date: ['1900-01-01', '2000-06-15', '2999-12-31'],
};

type Dominio = { readonly valores: readonly unknown[]; readonly presencia: boolean };

/** The values a variable is tried with: every code (and none), both truths (and none), or none and three present values. */
function dominio(campo: Campo): Dominio | null {
  switch (campo.kind) {
    case 'enum':
      return campo.catalogo === undefined ? null : { valores: [null, ...campo.catalogo.map((fila) => fila.codigo)], presencia: false };
    case 'multiEnum':
      return campo.catalogo === undefined ? null : { valores: [[], ...campo.catalogo.map((fila) => [fila.codigo])], presencia: false };
    case 'boolean':
      return { valores: [null, true, false], presencia: false };
    default:
      return { valores: [null, ...PRESENTES[campo.kind]], presencia: true };
  }
}

/** Runs the condition on `registro`, noting every variable it reads. */
function evaluar(condicion: Condicion, registro: Registro, leidas: Set<string>): boolean {
  const espia = new Proxy(registro, {
    get(objetivo, clave) {
      if (typeof clave === 'string') leidas.add(clave);
      return (objetivo as Record<string | symbol, unknown>)[clave];
    },
  });
  return condicion(espia);
}

type Tabla = { readonly variables: readonly string[]; readonly dominios: readonly Dominio[]; readonly filas: readonly { valores: readonly unknown[]; cierto: boolean }[] };

function* combinaciones(dominios: readonly Dominio[]): Generator<unknown[]> {
  if (dominios.length === 0) {
    yield [];
    return;
  }
  const [primero, ...resto] = dominios;
  for (const valor of primero!.valores) for (const cola of combinaciones(resto)) yield [valor, ...cola];
}

/**
 * The condition's truth table over every variable it reads (found by running it until no new one appears), or null
 * when it reads something that is not a variable of the file or too many of them.
 */
function tablaDe(condicion: Condicion, campos: ReadonlyMap<string, Campo>): Tabla | null {
  const variables: string[] = [];
  let nuevas = new Set<string>();
  evaluar(condicion, {}, nuevas);
  for (;;) {
    for (const nombre of nuevas) if (!variables.includes(nombre)) variables.push(nombre);
    if (variables.length > MAXIMO_VARIABLES) return null;
    const dominios = variables.map((nombre) => (campos.has(nombre) ? dominio(campos.get(nombre)!) : null));
    if (dominios.some((dominio) => dominio === null)) return null;
    const definidos = dominios as Dominio[];
    if (definidos.reduce((n, d) => n * d.valores.length, 1) > MAXIMO_COMBINACIONES) return null;
    nuevas = new Set<string>();
    const filas: Tabla['filas'][number][] = [];
    for (const valores of combinaciones(definidos)) {
      const registro = Object.fromEntries(variables.map((nombre, indice) => [nombre, valores[indice]]));
      filas.push({ valores, cierto: evaluar(condicion, registro, nuevas) });
    }
    if ([...nuevas].every((nombre) => variables.includes(nombre))) return { variables, dominios: definidos, filas };
  }
}

const clave = (valor: unknown) => JSON.stringify(valor);

/** Whether a variable's value changes the answer somewhere (holding the others). */
function influye(tabla: Tabla, indice: number): boolean {
  const porResto = new Map<string, boolean>();
  for (const fila of tabla.filas) {
    const resto = clave(fila.valores.filter((_, posicion) => posicion !== indice));
    const previo = porResto.get(resto);
    if (previo !== undefined && previo !== fila.cierto) return true;
    porResto.set(resto, fila.cierto);
  }
  return false;
}

const lista = (valores: readonly string[]) => `{${valores.join(', ')}}`;

/** «variable ∈ S» in words: codes listed (or those excluded, when the empty value counts), presence, truth. */
function textoConjunto(nombre: string, campo: Campo, dominio: Dominio, conjunto: readonly unknown[]): string | null {
  const tiene = (valor: unknown) => conjunto.some((candidato) => clave(candidato) === clave(valor));
  if (dominio.presencia) {
    const presentes = dominio.valores.slice(1).map(tiene);
    if (presentes.some((presente) => presente !== presentes[0])) return null;
    return presentes[0] ? `${nombre} informado` : `${nombre} vacío`;
  }
  if (campo.kind === 'boolean') {
    const [vacio, si, no] = dominio.valores.map(tiene);
    if (si && no) return `${nombre} informado`;
    if (si) return vacio ? `${nombre} ≠ 0` : `${nombre} = 1`;
    return vacio ? `${nombre} ≠ 1` : `${nombre} = 0`;
  }
  const codigos = dominio.valores.slice(1).map((valor) => (campo.kind === 'multiEnum' ? (valor as string[])[0]! : String(valor)));
  const dentro = codigos.filter((_, indice) => tiene(dominio.valores[indice + 1]));
  const fuera = codigos.filter((_, indice) => !tiene(dominio.valores[indice + 1]));
  const conVacio = tiene(dominio.valores[0]);
  if (fuera.length === 0 && !conVacio) return `${nombre} informado`;
  if (campo.kind === 'multiEnum') {
    if (conVacio) return fuera.length === 1 ? `${nombre} no incluye ${fuera[0]}` : `${nombre} no incluye ninguno de ${lista(fuera)}`;
    if (dentro.length === 1) return `${nombre} incluye ${dentro[0]}`;
    return fuera.length < dentro.length ? `${nombre} incluye algún código fuera de ${lista(fuera)}` : `${nombre} incluye alguno de ${lista(dentro)}`;
  }
  if (conVacio) return fuera.length === 1 ? `${nombre} ≠ ${fuera[0]}` : `${nombre} ∉ ${lista(fuera)}`;
  return dentro.length === 1 ? `${nombre} = ${dentro[0]}` : `${nombre} ∈ ${lista(dentro)}`;
}

/** The values of each variable in the rows where the condition holds, if those rows are exactly their product. */
function comoConjuncion(tabla: Tabla, indices: readonly number[]): unknown[][] | null {
  const ciertas = tabla.filas.filter((fila) => fila.cierto);
  const conjuntos = indices.map((indice) => [...new Map(ciertas.map((fila) => [clave(fila.valores[indice]), fila.valores[indice]])).values()]);
  const producto = conjuntos.reduce((n, conjunto) => n * conjunto.length, 1);
  const distintas = new Set(ciertas.map((fila) => clave(indices.map((indice) => fila.valores[indice])))).size;
  return producto === distintas ? conjuntos : null;
}

/** The values of each variable that make the condition hold whatever the others, if the condition is their union. */
function comoDisyuncion(tabla: Tabla, indices: readonly number[]): unknown[][] | null {
  const conjuntos = indices.map((indice) =>
    tabla.dominios[indice]!.valores.filter((valor) => tabla.filas.filter((fila) => clave(fila.valores[indice]) === clave(valor)).every((fila) => fila.cierto)),
  );
  const explica = (fila: Tabla['filas'][number]) => indices.some((indice, posicion) => conjuntos[posicion]!.some((valor) => clave(valor) === clave(fila.valores[indice])));
  return tabla.filas.every((fila) => fila.cierto === explica(fila)) ? conjuntos : null;
}

/**
 * A condition of the field definitions written in words from what it does, not from its source: it is run over every
 * value of the file's variables it reads (codes, truths, empty or present) and its truth table read back as
 * «a ∈ {…} y b = X» or «a ∈ {…} o b informado». Null when that cannot be done (it reads values of other records,
 * compares numbers or dates, or mixes «y» and «o»): the codebook then takes its text from `TEXTOS_CONDICION`.
 */
export function textoCondicion(condicion: Condicion, campos: ReadonlyMap<string, Campo>): string | null {
  const tabla = tablaDe(condicion, campos);
  if (tabla === null) return null;
  const indices = tabla.variables.map((_, indice) => indice).filter((indice) => influye(tabla, indice));
  if (indices.length === 0) return null;
  const partes = (conjuntos: unknown[][], union: string) => {
    const textos = indices.map((indice, posicion) => textoConjunto(tabla.variables[indice]!, campos.get(tabla.variables[indice]!)!, tabla.dominios[indice]!, conjuntos[posicion]!));
    return textos.some((texto) => texto === null) ? null : textos.join(union);
  };
  const conjuncion = comoConjuncion(tabla, indices);
  if (conjuncion !== null) {
    const texto = partes(conjuncion, ' y ');
    if (texto !== null) return texto;
  }
  const disyuncion = comoDisyuncion(tabla, indices);
  return disyuncion === null ? null : partes(disyuncion, ' o ');
}
