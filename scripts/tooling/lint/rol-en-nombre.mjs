import path from 'node:path';

/**
 * The closed list of roles a file may end its name with (guides/style.md: `<sujeto>-<rol>`, the subject in Spanish,
 * the role one English word). A new kind of file adds its word here, once, with what it means.
 */
export const ROLES_DE_FICHERO = {
  // Back end and logic shared by both ends.
  module: "a module's one entry file, what app.ts registers",
  routes: 'Fastify routes',
  schemas: 'request and answer schemas',
  plugin: 'a Fastify plugin',
  handler: 'an error, not-found or request handler',
  serializer: 'writes answers',
  queries: 'SQL reads',
  commands: 'writes of a subject, in transactions',
  scope: 'who may see what (row filters by role and centre)',
  reader: 'reads a stored or uploaded thing as a stream',
  writer: 'writes a stream, a file or a batch',
  repository: 'data access with its audit',
  cache: 'an in-memory cache',
  table: 'a database table or a table component',
  view: 'a read model of a record, as an answer or a screen shows it',
  job: 'a background job',
  listener: 'listens to notifications or events',
  client: 'a client of an outside service',
  storage: 'a file store',
  format: 'turns values into text',
  parser: 'turns text or bytes into values',
  csv: 'renders its subject as CSV',
  xlsx: 'renders its subject as XLSX',
  pdf: 'renders its subject as PDF',
  zip: 'packs its subject as ZIP',
  rules: 'domain rules, pure functions',
  policy: 'a security decision',
  limiter: 'counts attempts and limits them',
  statistic: 'a statistical method',
  validator: 'checks a value',
  builder: 'builds a query, a document or an object step by step',
  generator: 'generates data',
  mapper: 'converts one shape of a record into another',
  fields: 'a list of field definitions',
  types: 'type declarations only',
  messages: 'texts the user reads',
  constants: 'constant values only',
  config: 'configuration read from the environment',
  options: "a library's option objects",
  errors: 'error classes and values',
  sql: 'SQL expressions typed over fields',
  // Front end.
  screen: 'a routed screen',
  dialog: 'a modal dialog',
  form: 'a form',
  card: 'a block of a screen',
  chart: 'a chart',
  row: 'a row of a table or list',
  cell: 'a cell of a table',
  list: 'a list',
  toolbar: 'a bar of actions or filters',
  filters: 'filter controls or their state',
  field: 'one input',
  header: 'a header block',
  section: 'a section of a form or screen',
  menu: 'a menu',
  button: 'a button',
  chip: 'a chip',
  banner: 'a notice across a screen',
  legend: "a chart's legend",
  link: 'a link',
  label: 'a label',
  summary: 'a summary block',
  layout: 'a page frame',
  provider: 'a React context provider',
  context: 'a React context',
  store: 'a zustand store',
  state: 'an empty, loading or error state',
  actions: 'a group of actions, or which are allowed',
  series: 'data series for a chart',
  export: 'exports a figure or its data',
};

/** Middle extensions that are a role of their own: `usuarios.resource.ts`, `hoja-envio.fixture.ts`. */
const ROL_DE_EXTENSION = new Set(['resource', 'fixture', 'double']);
const PALABRAS = '[a-z0-9]+(?:-[a-z0-9]+)*';
const CON_ROL = new RegExp(`^(?:use-${PALABRAS}|${PALABRAS}-(?:${Object.keys(ROLES_DE_FICHERO).join('|')}))$`);
const SUJETO = new RegExp(`^${PALABRAS}$`);

/** Whether a file's name carries a listed role: `<subject>-<role>[.<topic>][.test].ts(x)`, `use-<subject>`, `<subject>.resource.ts`. */
export function nombreConRol(fichero) {
  const [base, ...medias] = path.basename(fichero).replace(/\.d\.ts$|\.tsx?$/, '').split('.');
  if (CON_ROL.test(base)) return true;
  return SUJETO.test(base) && medias.some((media) => ROL_DE_EXTENSION.has(media));
}

/** ESLint rule: the file's name ends with a role of the closed list. */
export const reglaRolEnNombre = {
  meta: { type: 'suggestion', schema: [], messages: { sinRol: 'El nombre «{{nombre}}» no acaba en un rol de la lista cerrada (scripts/tooling/lint/rol-en-nombre.mjs): <sujeto>-<rol>, p. ej. paciente-queries.ts, muestra-screen.tsx, use-muestras.ts.' } },
  create(context) {
    return {
      Program(node) {
        if (!nombreConRol(context.filename)) context.report({ node, messageId: 'sinRol', data: { nombre: path.basename(context.filename) } });
      },
    };
  },
};
