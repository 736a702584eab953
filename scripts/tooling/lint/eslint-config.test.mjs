import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { ESLint } from 'eslint';
import { RAIZ } from './import-zones.mjs';

/** @type {ESLint} */
let eslint;

before(() => {
  eslint = new ESLint({ cwd: RAIZ, overrideConfigFile: path.join(import.meta.dirname, 'eslint.config.mjs') });
});

/**
 * The rules that report a snippet planted at `file` (a path from the repository root; the file need not exist, what
 * it imports must).
 * @param {string} file @param {string} code @returns {Promise<string[]>}
 */
async function reglas(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(RAIZ, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

test('un hook en un fichero .ts sigue las reglas de los hooks', async () => {
  const code = "import { useState } from 'react';\nexport function valor(activo: boolean) {\n  if (activo) useState(0);\n}\n";
  assert.deepEqual(await reglas('mfe-auth/src/features/login/use-plantado.ts', code), ['react-hooks/rules-of-hooks']);
});

test('shared/src/domain no importa un remoto ni React: ninguna de sus prohibiciones tapa a otra', async () => {
  assert.deepEqual(await reglas('shared/src/domain/plantado.ts', "import '@registro-lma/mfe-auth';\n"), ['no-restricted-imports']);
  assert.deepEqual(await reglas('shared/src/domain/plantado.ts', "import 'react';\n"), ['no-restricted-imports']);
  assert.deepEqual(await reglas('shared/src/domain/plantado.test.ts', "import '@registro-lma/mfe-auth';\n"), ['no-restricted-imports']);
});

test('el cliente HTTP y la sesión no traen todo el dominio a la primera página, y siguen sin importar un remoto', async () => {
  const barril = "import { ETAPAS } from '@registro-lma/shared/domain';\nexport const n = ETAPAS.length;\n";
  assert.deepEqual(await reglas('shared/src/http/plantado.ts', barril), ['no-restricted-imports']);
  assert.deepEqual(await reglas('shared/src/session/plantado.ts', barril), ['no-restricted-imports']);
  assert.deepEqual(await reglas('shared/src/http/plantado.ts', "import '@registro-lma/mfe-auth';\n"), ['no-restricted-imports']);
  assert.deepEqual(await reglas('shared/src/ui/plantado.ts', barril), []);
});

test('el enrutador se importa de la fachada, salvo en la fachada y en las pruebas', async () => {
  const code = "import 'react-router-dom';\n";
  assert.deepEqual(await reglas('host/src/plantado.ts', code), ['no-restricted-imports']);
  assert.deepEqual(await reglas('host/src/plantado.test.ts', code), []);
});

test('fuera de shared, shared se importa por el nombre del paquete, nunca por una ruta a shared/src', async () => {
  const relativa = "export { ETAPA_EJEMPLO } from '../../../../shared/src/domain/etapas/etapa-ejemplo.fixture';\n";
  assert.deepEqual(await reglas('mfe-patients/src/features/etapas/plantado-rules.test.ts', relativa), ['no-restricted-imports']);
  assert.deepEqual(await reglas('scripts/bench/plantado.ts', "export { TOKEN_COOKIE } from '../../shared/src/domain/index';\n"), ['no-restricted-imports']);
  assert.deepEqual(await reglas('scripts/bench/plantado.ts', "export { TOKEN_COOKIE } from '@registro-lma/shared/domain';\n"), []);
});

test('una funcionalidad de un remoto no importa otra', async () => {
  const code = "export * from '../usuarios/usuarios.resource';\n";
  assert.deepEqual(await reglas('mfe-auth/src/features/login/plantado-rules.ts', code), ['import-x/no-restricted-paths']);
  assert.deepEqual(await reglas('mfe-auth/src/features/usuarios/plantado-rules.ts', "export * from './usuarios.resource';\n"), []);
});

test('platform y db no importan módulos; un módulo importa otro solo si consta en la lista', async () => {
  const modulo = "export * from '../modules/pacientes/paciente-queries';\n";
  assert.deepEqual(await reglas('api/src/platform/plantado-rules.ts', modulo), ['import-x/no-restricted-paths']);
  assert.deepEqual(await reglas('api/src/db/plantado.ts', modulo), ['import-x/no-restricted-paths']);
  assert.deepEqual(await reglas('api/src/modules/usuarios/plantado-rules.ts', "export * from '../pacientes/paciente-queries';\n"), ['import-x/no-restricted-paths']);
  assert.deepEqual(await reglas('api/src/modules/etapas/plantado-rules.ts', "export * from '../pacientes/paciente-queries';\n"), []);
});

test('un nombre de fichero no usa un gemelo en español de un rol, y va en kebab-case', async () => {
  const code = 'export const a = 1;\n';
  assert.deepEqual(await reglas('mfe-samples/src/muestra-pantalla.tsx', code), ['check-file/filename-blocklist']);
  assert.deepEqual(await reglas('mfe-samples/src/pantalla-muestra.tsx', code), ['check-file/filename-blocklist']);
  assert.deepEqual(await reglas('mfe-samples/src/muestra-dialogo.tsx', code), ['check-file/filename-blocklist']);
  assert.deepEqual(await reglas('mfe-samples/src/muestraScreen.tsx', code), ['check-file/filename-naming-convention']);
  assert.deepEqual(await reglas('mfe-samples/src/muestra-screen.test.tsx', code), []);
});

test('en los módulos de la API, su plataforma y las funcionalidades de los remotos, el nombre acaba en un rol de la lista', async () => {
  const code = 'export const a = 1;\n';
  assert.deepEqual(await reglas('api/src/modules/pacientes/busqueda-upn.ts', code), ['registro/rol-en-nombre']);
  assert.deepEqual(await reglas('api/src/platform/trozos-texto.ts', code), ['registro/rol-en-nombre']);
  assert.deepEqual(await reglas('mfe-samples/src/features/registro-muestra/formulario-muestra.tsx', code), ['registro/rol-en-nombre']);
  assert.deepEqual(await reglas('mfe-patients/src/comun/cabecera-paciente.tsx', code), ['registro/rol-en-nombre']);
  assert.deepEqual(await reglas('api/src/modules/pacientes/routes.ts', code), ['registro/rol-en-nombre']);
  assert.deepEqual(await reglas('api/src/modules/pacientes/paciente-route.ts', code), ['registro/rol-en-nombre']);
  assert.deepEqual(await reglas('api/src/modules/pacientes/busqueda-upn-queries.ts', code), []);
  assert.deepEqual(await reglas('api/src/modules/pacientes/busqueda-upn-queries.cien-mil.test.ts', code), []);
  assert.deepEqual(await reglas('mfe-samples/src/features/registro-muestra/muestra-form.tsx', code), []);
  assert.deepEqual(await reglas('mfe-samples/src/features/registro-muestra/use-muestras.ts', code), []);
  assert.deepEqual(await reglas('mfe-samples/src/features/registro-muestra/muestras.resource.ts', code), []);
  assert.deepEqual(await reglas('mfe-samples/src/features/registro-muestra/muestras.fixture.ts', code), []);
  assert.deepEqual(await reglas('mfe-samples/src/features/registro-muestra/muestras.test.ts', code), ['registro/rol-en-nombre']);
  // Elsewhere (shared, the host, db) the kebab-case rule alone applies.
  assert.deepEqual(await reglas('shared/src/domain/paciente/upn-plantado.ts', code), []);
});

test('la app importa cada módulo por su fichero de entrada', async () => {
  assert.deepEqual(await reglas('api/src/app.ts', "export { pacientesModule } from './modules/pacientes/pacientes-module';\n"), []);
  assert.deepEqual(await reglas('api/src/app.ts', "export { pacienteListadoRoutes } from './modules/pacientes/paciente-listado-routes';\n"), ['no-restricted-imports']);
});

test('dos ficheros que se importan uno a otro forman un ciclo', async () => {
  // no-cycle follows imports on disk: the two files are written for the test and removed after it.
  const carpeta = mkdtempSync(path.join(import.meta.dirname, 'ciclo-'));
  try {
    writeFileSync(path.join(carpeta, 'ciclo-b.ts'), "import { a } from './ciclo-a';\nexport const b = () => a;\n");
    const a = "import { b } from './ciclo-b';\nexport const a = () => b;\n";
    const relativa = path.relative(RAIZ, path.join(carpeta, 'ciclo-a.ts'));
    writeFileSync(path.join(RAIZ, relativa), a);
    assert.deepEqual(await reglas(relativa, a), ['import-x/no-cycle']);
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
});

test('el código pregunta por el alcance o la facultad de un rol, no compara su nombre; las pruebas y la demo sí lo nombran', async () => {
  const compara = "export const esAdmin = (rol: string) => rol === 'ADMIN';\n";
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.ts', compara), ['no-restricted-syntax']);
  assert.deepEqual(await reglas('api/src/modules/muestras/plantado-rules.ts', "export function f(rol: string) {\n  switch (rol) {\n    case 'LABORATORIO':\n      return 1;\n  }\n  return 0;\n}\n"), ['no-restricted-syntax']);
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.test.ts', compara), []);
  assert.deepEqual(await reglas('api/src/demo/plantado.ts', compara), []);
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.ts', "export const texto = (estado: string) => estado === 'ACTIVO';\n"), []);
});

test('una ruta de la API se construye con RUTAS_API, nunca a mano sobre ENDPOINTS, en el código y en las pruebas del front end', async () => {
  /** @param {string} expresion */
  const a = (expresion) => {
    const nombres = ['ENDPOINTS', 'RUTAS_API'].filter((nombre) => expresion.includes(nombre));
    return `import { ${nombres.join(', ')} } from '@registro-lma/shared/http';\nexport const ruta = (id: number) => ${expresion};\n`;
  };
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado.resource.ts', a('`${ENDPOINTS.muestras}/${id}`')), ['no-restricted-syntax']);
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.test.ts', a('`${ENDPOINTS.muestras}/${id}/estado`')), ['no-restricted-syntax']);
  assert.deepEqual(await reglas('shared/src/ui/plantado.ts', a("ENDPOINTS.ficheros + '/' + id")), ['no-restricted-syntax']);
  assert.deepEqual(await reglas('mfe-patients/src/comun/plantado-rules.ts', a('`${RUTAS_API.paciente(id)}/estado`')), ['no-restricted-syntax']);
  assert.deepEqual(await reglas('mfe-auth/src/features/usuarios/plantado-rules.ts', "const USUARIOS_URL = '/leucemiaUsuarios/api/usuarios';\nexport const ruta = (id: number) => `${USUARIOS_URL}/${id}`;\n"), ['no-restricted-syntax']);
  // A query string on a base path, and the builders themselves, are not hand-built paths.
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.ts', a('`${ENDPOINTS.muestras}?pagina=${id}`')), []);
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.ts', a('RUTAS_API.estadoMuestra(id)')), []);
  // The code of the front end keeps the ban on comparing a role's name beside this one.
  assert.deepEqual(await reglas('mfe-samples/src/comun/plantado-rules.ts', `${a('RUTAS_API.muestra(id)')}export const esAdmin = (rol: string) => rol === 'ADMIN';\n`), ['no-restricted-syntax']);
});
