import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { importZones } from './import-zones.mjs';
import { reglaRolEnNombre } from './rol-en-nombre.mjs';

const SOURCES = '**/*.{ts,tsx,mjs,cjs,js}';
/** The role names of data-dictionary §2.3, as a selector's regular expression. */
const ROLES = '/^(ADMIN|COORDINADOR|CLINICO|LECTURA|LABORATORIO|BIOBANCO)$/';
const FRONT_END = ['shared/**', 'host/**', 'mfe-*/**'];
const DOMAIN = ['shared/src/domain/**'];
const FIRST_PAGE = ['shared/src/http/**', 'shared/src/session/**'];
/** The router facade itself, and tests that build a router of their own (MemoryRouter is not in the facade). */
const OWN_ROUTER = ['shared/src/routes/router.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**', 'shared/src/mock/**'];

const SHARED_BY_NAME = {
  regex: '(^|/)shared/src(/|$)',
  message: 'Fuera de shared se importa @registro-lma/shared/… por sus exports, nunca shared/src.',
};
const NO_REMOTE = { group: ['@registro-lma/mfe-*', '../mfe-*', '../../mfe-*', '../../../mfe-*'], message: 'Un remoto no importa otro remoto: lo común va en @registro-lma/shared.' };
const NO_API = { group: ['@registro-lma/api', '@registro-lma/api/*'], message: 'El front end habla con la API por HTTP.' };
/** The HTTP client and the session are in the host's first page (its entry chunk): the whole domain would come with it. */
const NO_DOMAIN_BARREL = {
  group: ['@registro-lma/shared/domain'],
  message: 'El cliente HTTP y la sesión van en la primera página del host: importe el fichero del dominio que usa, no todo el dominio.',
};
const NO_BROWSER = { group: ['react', 'react-dom', 'react/*', '@mui/*', 'notistack', 'axios'], message: 'shared/domain no depende de React ni del navegador.' };

/** The router is one shared module for every build only through the facade (../webpack/shared-singletons.mjs). */
const ROUTER_ONLY_THROUGH_FACADE = { name: 'react-router-dom', message: 'Importe el enrutador de @registro-lma/shared/router.' };

/**
 * The bans of each area are its own plus those of every area it lies in, written out whole: when two blocks set
 * `no-restricted-imports` for a file, the later one replaces the earlier, so a narrower area repeats the wider bans.
 */
/** The app registers each module through its one entry file, `modules/<module>/<module>-module.ts`. */
const MODULE_BY_ENTRY = { group: ['./modules/*/*', '!./modules/*/*-module'], message: 'La app importa un módulo por su fichero de entrada, modules/<módulo>/<módulo>-module.ts.' };

const AREAS = [
  { name: 'todo', files: [SOURCES], patterns: [SHARED_BY_NAME], paths: [] },
  { name: 'app', files: ['api/src/app.ts'], patterns: [SHARED_BY_NAME, MODULE_BY_ENTRY], paths: [] },
  { name: 'front end', files: FRONT_END, patterns: [SHARED_BY_NAME, NO_REMOTE, NO_API], paths: [ROUTER_ONLY_THROUGH_FACADE] },
  { name: 'primera página', files: FIRST_PAGE, patterns: [SHARED_BY_NAME, NO_REMOTE, NO_API, NO_DOMAIN_BARREL], paths: [ROUTER_ONLY_THROUGH_FACADE] },
  { name: 'dominio', files: DOMAIN, patterns: [SHARED_BY_NAME, NO_REMOTE, NO_API, NO_BROWSER], paths: [ROUTER_ONLY_THROUGH_FACADE] },
];

/**
 * data-dictionary §2.3 is written once (shared/src/domain/permisos/alcance-rol.ts): code asks for a reach or a
 * faculty, never compares a role's name. Tests, fixtures and the demo generator name the roles they build.
 */
const COMPARA_ROL = {
  selector: `:matches(BinaryExpression[operator=/^[!=]==?$/], SwitchCase) > Literal[value=${ROLES}]`,
  message: 'No se compara el nombre de un rol: pregunte por su alcance o su facultad (@registro-lma/shared/domain, permisos/alcance-rol).',
};
const NOMBRAN_ROLES = ['**/*.test.{ts,tsx}', '**/*.fixture.ts', '**/testing/**', '**/mock/**', 'api/src/demo/**'];

/** A base path (`ENDPOINTS.x`, an `X_URL` alias of one) or a built path (`RUTAS_API.x(…)`) … */
const BASE_O_RUTA = ':matches(MemberExpression[object.name="ENDPOINTS"], Identifier[name=/_URL$/], CallExpression[callee.object.name="RUTAS_API"])';
/**
 * … with `/…` written after it: a path of the API built by hand. Every one is in RUTAS_API, tests included, so
 * that a path the API renames breaks its callers when they compile.
 */
const RUTA_API_A_MANO = {
  selector: [
    `TemplateLiteral:has(> ${BASE_O_RUTA}.expressions):has(> TemplateElement.quasis[value.raw=/^\\//])`,
    `BinaryExpression[operator="+"]:has(> ${BASE_O_RUTA}.left):has(> Literal.right[value=/^\\//])`,
  ].join(', '),
  message: 'Las rutas de la API se construyen con RUTAS_API (@registro-lma/shared/http), no a mano sobre ENDPOINTS.',
};
const FRONT_END_SOURCES = ['shared/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'];

/** One block per area, then the same area without the router ban where a router of its own is allowed. */
const restrictedImports = AREAS.flatMap(({ name, files, patterns, paths }) => [
  { name: `importaciones prohibidas: ${name}`, files, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } },
  ...(paths.length > 0
    ? [{
        name: `importaciones prohibidas: ${name}, con enrutador propio`,
        files: files.flatMap((area) => OWN_ROUTER.map((own) => [area, own])),
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      }]
    : []),
]);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Hooks live in .ts files too (use-… files of the front end).
    files: FRONT_END.map((area) => [area, '**/*.{ts,tsx}']),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...restrictedImports,
  {
    // Which folder may import which (guides/architecture.md), and no import cycle between files.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow their imports (TypeScript included), and how it resolves them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['*/tsconfig.json', 'scripts/tsconfig.json'], alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // When two blocks set `no-restricted-syntax` for a file the later one replaces the earlier: the front end's code
  // (not its tests) gets both bans in a block of its own.
  { files: ['*/src/**/*.{ts,tsx}'], ignores: NOMBRAN_ROLES, rules: { 'no-restricted-syntax': ['error', COMPARA_ROL] } },
  { files: FRONT_END_SOURCES, rules: { 'no-restricted-syntax': ['error', RUTA_API_A_MANO] } },
  { files: FRONT_END_SOURCES, ignores: NOMBRAN_ROLES, rules: { 'no-restricted-syntax': ['error', COMPARA_ROL, RUTA_API_A_MANO] } },
  {
    // Names: kebab-case, the subject in Spanish and the role in English (guides/style.md): never a Spanish twin of a role.
    files: ['*/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/filename-blocklist': ['error', {
        '**/*pantalla*': '*-screen.tsx',
        '**/*dialogo*': '*-dialog.tsx',
      }],
    },
  },
  {
    // Where the code of the API's modules, its platform and the remotes' features lives, the role is required.
    files: ['api/src/modules/**/*.{ts,tsx}', 'api/src/platform/**/*.{ts,tsx}', 'mfe-*/src/features/**/*.{ts,tsx}', 'mfe-*/src/comun/**/*.{ts,tsx}'],
    plugins: { registro: { rules: { 'rol-en-nombre': reglaRolEnNombre } } },
    rules: { 'registro/rol-en-nombre': 'error' },
  },
);
