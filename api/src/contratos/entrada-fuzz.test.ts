import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { DOCUMENTOS_REFERENCIA } from '@registro-lma/shared/domain';
import { formularioInforme } from '../modules/informes/informe.fixture';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { signIn, type TestSession } from '../testing/sign-in';

// Bounded fuzz of every operation the OpenAPI document lists: a new route is covered as soon as it is documented.
// Path parameters, query strings, JSON bodies and multipart forms (the uploads: no boundary, another boundary, no
// closing boundary, cut inside the file…). Each malformed request must answer below 500, and every 4xx in the
// Spanish `{ message, errores? }` envelope, never with a framework's English default.

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Variante {
  descripcion: string;
  peticion: InjectOptions;
  /** Bad text refused at the edge: 400 whoever asks (body ones only once the token is accepted). */
  nul?: 'siempre' | 'con-sesion';
  /** Reaches past authentication only with a session: without one it is the same 401 as any other request. */
  soloConSesion?: true;
}

// A bound on the run time (about 15 s per engine), raised with the API.
const MAX_PETICIONES = 5_000;
const INGLES = /Invalid input|expected|Required|must be|Bad Request|Unsupported Media Type|Not Found|Internal Server Error|is not a valid/i;
const NUL = '\u0000';
const METODOS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Query values a client may send for any documented parameter. */
const VALORES_QUERY: Readonly<Record<string, (nombre: string) => string>> = {
  repetido: (nombre) => `${nombre}=1&${nombre}=2`,
  vacío: (nombre) => `${nombre}=`,
  'número enorme': (nombre) => `${nombre}=${'9'.repeat(400)}`,
  'con corchetes': (nombre) => `${nombre}[]=1&${nombre}[x]=2`,
  '% suelto': (nombre) => `${nombre}=%`,
  'texto largo': (nombre) => `${nombre}=${'á'.repeat(3_000)}`,
};

/** Path values of records that exist in any database (closed lists), for the operations that read a form. */
const RUTA_EXISTENTE: Readonly<Record<string, string>> = { clave: DOCUMENTOS_REFERENCIA[0]?.clave ?? '' };

const LIMITE = '----registro-lma-fuzz';
const PDF_MINIMO = '%PDF-1.7\n%%EOF\n';
const parteArchivo = (tipo = 'application/pdf', campo = 'archivo') =>
  `--${LIMITE}\r\nContent-Disposition: form-data; name="${campo}"; filename="informe.pdf"\r\nContent-Type: ${tipo}\r\n\r\n${PDF_MINIMO}\r\n`;
const parteCampo = (nombre: string, valor: string) => `--${LIMITE}\r\nContent-Disposition: form-data; name="${nombre}"\r\n\r\n${valor}\r\n`;
const CIERRE = `--${LIMITE}--\r\n`;
const CON_LIMITE = `multipart/form-data; boundary=${LIMITE}`;

const BIEN_FORMADO = { tipo: CON_LIMITE, cuerpo: parteArchivo() + CIERRE };

/** Multipart bodies sent to every operation documented as taking a form: well formed, and broken in each known way. */
const FORMULARIOS_MULTIPART: Readonly<Record<string, { tipo: string; cuerpo: string }>> = {
  'multipart bien formado': BIEN_FORMADO,
  'multipart sin boundary': { tipo: 'multipart/form-data', cuerpo: parteArchivo() + CIERRE },
  'multipart con otro boundary': { tipo: 'multipart/form-data; boundary=otro', cuerpo: parteArchivo() + CIERRE },
  'multipart con boundary de 300 caracteres': { tipo: `multipart/form-data; boundary=${'b'.repeat(300)}`, cuerpo: parteArchivo() + CIERRE },
  'multipart sin cierre': { tipo: CON_LIMITE, cuerpo: parteArchivo() },
  'multipart cortado dentro del archivo': { tipo: CON_LIMITE, cuerpo: parteArchivo().slice(0, 140) },
  'multipart vacío': { tipo: CON_LIMITE, cuerpo: '' },
  'multipart solo con el cierre': { tipo: CON_LIMITE, cuerpo: CIERRE },
  'multipart con dos archivos': { tipo: CON_LIMITE, cuerpo: parteArchivo() + parteArchivo() + CIERRE },
  'multipart con un campo __proto__': { tipo: CON_LIMITE, cuerpo: parteCampo('__proto__', 'x') + parteArchivo() + CIERRE },
  'multipart con un campo constructor': { tipo: CON_LIMITE, cuerpo: parteCampo('constructor', 'x') + parteArchivo() + CIERRE },
  'multipart sin archivo': { tipo: CON_LIMITE, cuerpo: parteCampo('muestra_id', '1') + CIERRE },
  'multipart con el archivo en otro campo': { tipo: CON_LIMITE, cuerpo: parteArchivo('application/pdf', 'otro') + CIERRE },
  'multipart con archivo text/html': { tipo: CON_LIMITE, cuerpo: parteArchivo('text/html') + CIERRE },
  'multipart con cabecera de parte rota': { tipo: CON_LIMITE, cuerpo: `--${LIMITE}\r\nContent-Disposition\r\n\r\nx\r\n${CIERRE}` },
  'multipart con un campo JSON roto': {
    tipo: CON_LIMITE,
    cuerpo: `--${LIMITE}\r\nContent-Disposition: form-data; name="muestra_id"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n${parteArchivo()}${CIERRE}`,
  },
  'multipart con 20 campos': { tipo: CON_LIMITE, cuerpo: Array.from({ length: 20 }, (_, indice) => parteCampo(`c${indice}`, 'x')).join('') + parteArchivo() + CIERRE },
  'texto plano en vez de multipart': { tipo: 'text/plain', cuerpo: PDF_MINIMO },
};

let admin: TestSession;
let documento: OpenApiDocument;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  await app.ready();
  documento = app.swagger() as OpenApiDocument;
});

function resolver(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (schema?.$ref === undefined) return schema;
  const nombre = schema.$ref.split('/').at(-1) ?? '';
  return documento.components?.schemas?.[nombre];
}

function url(plantilla: string, parametros: Record<string, string>, query = ''): string {
  return plantilla.replace(/\{(\w+)\}/g, (_marca, nombre: string) => parametros[nombre] ?? '1') + query;
}

function variantes(plantilla: string, metodo: string, operacion: Operation): Variante[] {
  const method = metodo.toUpperCase() as InjectOptions['method'];
  const parametros = operacion.parameters ?? [];
  const enRuta = parametros.filter((p) => p.in === 'path').map((p) => p.name);
  const enQuery = parametros.filter((p) => p.in === 'query').map((p) => p.name);
  const base = url(plantilla, {});
  const lista: Variante[] = [];
  for (const nombre of enRuta) {
    lista.push({ descripcion: `NUL en {${nombre}}`, peticion: { method, url: url(plantilla, { [nombre]: 'a%00b' }) }, nul: 'siempre' });
  }
  for (const nombre of enQuery) {
    lista.push({ descripcion: `NUL en ?${nombre}`, peticion: { method, url: `${base}?${nombre}=a%00b` }, nul: 'siempre' });
    // A lone surrogate cannot travel in a URL as UTF-8: this is its nearest form, invalid UTF-8 percent-encoding.
    lista.push({ descripcion: `surrogate en ?${nombre}`, peticion: { method, url: `${base}?${nombre}=%ED%A0%80` } });
    for (const [descripcion, query] of Object.entries(VALORES_QUERY)) {
      lista.push({ descripcion: `${descripcion} en ?${nombre}`, peticion: { method, url: `${base}?${query(nombre)}` }, soloConSesion: true });
    }
  }
  lista.push({ descripcion: 'NUL en un nombre de query', peticion: { method, url: `${base}?x%00y=1` }, nul: 'siempre' });
  // Only where it cannot succeed at changing anything: an unknown query is ignored, and a sign-out would end the session.
  if (method === 'GET') lista.push({ descripcion: 'query desconocida y mal codificada', peticion: { method, url: `${base}?desconocido=1&%=%&&=` } });

  const formulario = operacion.requestBody?.content['multipart/form-data'];
  if (formulario !== undefined) {
    // An existing record where the path names one, so that the form itself is read.
    const destino = url(plantilla, RUTA_EXISTENTE);
    for (const [descripcion, { tipo, cuerpo }] of Object.entries(FORMULARIOS_MULTIPART)) {
      lista.push({ descripcion, peticion: { method, url: destino, headers: { 'content-type': tipo }, payload: cuerpo }, soloConSesion: true });
    }
  }

  const cuerpo = resolver(operacion.requestBody?.content['application/json']?.schema);
  if (cuerpo !== undefined) {
    const json = { 'content-type': 'application/json' };
    lista.push({ descripcion: 'cuerpo vacío', peticion: { method, url: base, headers: json, payload: '' } });
    lista.push({ descripcion: 'cuerpo {}', peticion: { method, url: base, payload: {} } });
    lista.push({ descripcion: 'JSON roto', peticion: { method, url: base, headers: json, payload: '{"a":' } });
    lista.push({ descripcion: 'multipart en vez de JSON', peticion: { method, url: base, headers: { 'content-type': BIEN_FORMADO.tipo }, payload: BIEN_FORMADO.cuerpo } });
    for (const [nombre, propiedad] of Object.entries(cuerpo.properties ?? {})) {
      const esTexto = resolver(propiedad)?.type === 'string';
      lista.push({ descripcion: `NUL en body.${nombre}`, peticion: { method, url: base, payload: { [nombre]: `a${NUL}b` } }, nul: 'con-sesion' });
      lista.push({
        descripcion: `surrogate en body.${nombre}`,
        peticion: { method, url: base, headers: json, payload: `{${JSON.stringify(nombre)}:"a\\udc00"}` },
        nul: 'con-sesion',
      });
      lista.push({ descripcion: `tipo erróneo en body.${nombre}`, peticion: { method, url: base, payload: { [nombre]: esTexto ? 12345 : { x: [true] } } } });
    }
  }
  return lista;
}

test('every documented operation answers malformed input without 5xx, in Spanish, in the envelope', async () => {
  const operaciones = Object.entries(documento.paths).flatMap(([plantilla, metodos]) =>
    Object.entries(metodos)
      .filter(([metodo]) => METODOS.has(metodo))
      .map(([metodo, operacion]) => ({ plantilla, metodo, operacion })),
  );
  assert.ok(operaciones.length > 20, `only ${operaciones.length} operations in the OpenAPI document`);
  const casos = operaciones.flatMap(({ plantilla, metodo, operacion }) => variantes(plantilla, metodo, operacion));
  const sesionesDe = (caso: Variante) => (caso.soloConSesion ? [admin.authorization] : [admin.authorization, undefined]);
  const previstas = casos.reduce((total, caso) => total + sesionesDe(caso).length, 0);
  assert.ok(previstas <= MAX_PETICIONES, `${previstas} requests: over the bound`);
  assert.ok(
    casos.filter((caso) => caso.descripcion.startsWith('multipart sin cierre')).length >= 2,
    'the upload operations are documented as multipart/form-data',
  );

  const inicio = performance.now();
  const fallos: string[] = [];
  let enviadas = 0;
  let errores5xx = 0;
  for (const caso of casos) {
    for (const authorization of sesionesDe(caso)) {
      const headers = { ...caso.peticion.headers, ...(authorization ? { authorization } : {}) };
      const response = await api.app.inject({ ...caso.peticion, headers });
      enviadas += 1;
      const quien = authorization ? 'ADMIN' : 'sin sesión';
      const donde = `${caso.peticion.method} ${caso.peticion.url} (${caso.descripcion}, ${quien})`;
      if (response.statusCode >= 500) {
        errores5xx += 1;
        fallos.push(`${donde} → ${response.statusCode} ${response.body}`);
        continue;
      }
      const esperaRechazo = caso.nul === 'siempre' || (caso.nul === 'con-sesion' && authorization !== undefined);
      if (esperaRechazo && response.statusCode !== 400) fallos.push(`${donde} → ${response.statusCode}, 400 expected`);
      if (response.statusCode < 400) continue;
      let cuerpo: unknown;
      try {
        cuerpo = response.json();
      } catch {
        fallos.push(`${donde} → ${response.statusCode} not JSON: ${response.body.slice(0, 200)}`);
        continue;
      }
      const { message, errores, ...resto } = cuerpo as { message?: unknown; errores?: Record<string, unknown> };
      const textos = [message, ...Object.values(errores ?? {})];
      if (typeof message !== 'string' || Object.keys(resto).length > 0 || textos.some((t) => typeof t !== 'string' || INGLES.test(t))) {
        fallos.push(`${donde} → ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
  }
  const segundos = (performance.now() - inicio) / 1000;
  console.info(`entrada-fuzz: ${operaciones.length} operations, ${enviadas} requests, ${errores5xx} × 5xx, ${segundos.toFixed(1)} s`);
  assert.deepEqual(fallos.slice(0, 30), [], `${fallos.length} failures`);
});

test('the multipart report upload answers malformed forms without 5xx, in Spanish, naming the field', async () => {
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
  const formularios: Readonly<Record<string, Record<string, string>>> = {
    'muestra_id no numérico': { muestra_id: 'abc', tipo_informe: 'CMF', fecha_informe: '2024-01-20' },
    'muestra_id enorme': { muestra_id: '99999999999999999999', tipo_informe: 'CMF', fecha_informe: '2024-01-20' },
    'tipo fuera del catálogo': { muestra_id: '1', tipo_informe: "'; drop table informe; --", fecha_informe: '2024-01-20' },
    'fecha imposible': { muestra_id: '1', tipo_informe: 'CMF', fecha_informe: '2024-02-31' },
    'sustituye_a negativo': { muestra_id: '1', tipo_informe: 'CMF', fecha_informe: '2024-01-20', sustituye_a: '-3' },
    'comentario con NUL': { muestra_id: '1', tipo_informe: 'CMF', fecha_informe: '2024-01-20', comentario: `a${'\u0000'}b` },
    'sin campos': {},
  };
  const fallos: string[] = [];
  for (const [descripcion, campos] of Object.entries(formularios)) {
    const { headers, payload } = formularioInforme(campos, pdf);
    const response = await api.app.inject({ method: 'POST', url: '/leucemia/api/informes', headers: { ...headers, authorization: admin.authorization }, payload });
    const cuerpo = response.json<{ message?: unknown; errores?: Record<string, unknown> }>();
    const textos = [cuerpo.message, ...Object.values(cuerpo.errores ?? {})];
    if (response.statusCode !== 400 || textos.some((texto) => typeof texto !== 'string' || INGLES.test(texto)) || cuerpo.errores === undefined) {
      fallos.push(`${descripcion} → ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  }
  assert.deepEqual(fallos, []);
});
