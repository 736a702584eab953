import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Paciente, ResumenEtapas } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { FECHA_NACIMIENTO, FECHA_NACIMIENTO_EN_PANTALLA, sembrarExpedientesIdentificables, TEXTOS_LIBRES } from '../testing/expediente-identificable';
import { operacionesOpenApi, rutaConcreta } from '../testing/operaciones-openapi';
import { crearCentro, PACIENTES, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';

// Whatever a LECTURA user reads, through any GET route of the OpenAPI document (present or added
// later), carries no birth date and no free text. The same requests as ADMIN show that each value is there to leak.

let admin: TestSession;
let lectura: TestSession;
let centro: number;
let pacientes: Paciente[];
let catalogo: string;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  lectura = await signIn(app, 'LECTURA');
  centro = await crearCentro(app, 'SEUD');
  pacientes = await sembrarExpedientesIdentificables(app, admin, centro);
  const indice = await requestAs(app, admin, 'GET', '/leucemiaLibrerias/api/library');
  catalogo = indice.json<{ catalogos: { id: string }[] }>().catalogos[0]?.id ?? 'sexo';
});

/** The values as stored (ADMIN reads them so); a birth date must not reach LECTURA written either way. */
const GUARDADOS = [FECHA_NACIMIENTO, ...Object.values(TEXTOS_LIBRES)];
const IDENTIFICABLES = [...GUARDADOS, FECHA_NACIMIENTO_EN_PANTALLA];

function rutasDe(paciente: Paciente, plantillas: readonly string[]): string[] {
  const valores = { id: paciente.paciente_id, upn: paciente.upn, texto: paciente.upn, catalogo };
  return plantillas.map((plantilla) => rutaConcreta(plantilla, valores));
}

test('no GET route gives LECTURA a birth date or a free text, though each is there for ADMIN', async () => {
  const plantillas = (await operacionesOpenApi(api.app)).filter(({ method }) => method === 'GET').map(({ plantilla }) => plantilla);
  assert.ok(plantillas.length > 20, `only ${plantillas.length} GET routes`);
  const fugas: string[] = [];
  const alAlcance = new Set<string>();
  let peticiones = 0;
  for (const paciente of pacientes) {
    for (const url of rutasDe(paciente, plantillas)) {
      const visto = await requestAs(api.app, lectura, 'GET', url);
      const completo = await requestAs(api.app, admin, 'GET', url);
      peticiones += 1;
      for (const valor of IDENTIFICABLES) {
        if (visto.body.includes(valor)) fugas.push(`${url} (${visto.statusCode}): «${valor}»`);
        if (visto.statusCode === 200 && completo.body.includes(valor)) alAlcance.add(valor);
      }
    }
  }
  assert.deepEqual(fugas, []);
  assert.deepEqual(
    GUARDADOS.filter((valor) => !alAlcance.has(valor)),
    [],
    'every seeded value must be readable by ADMIN where LECTURA reads the same route, or the test proves nothing',
  );
  console.info(`vista-seudonimizada: ${peticiones} GET requests as LECTURA, ${fugas.length} leaks`);
});

test('LECTURA reads the stage summary with the year of birth only (the route of the report)', async () => {
  const [seguido] = pacientes;
  assert.ok(seguido);
  const response = await requestAs(api.app, lectura, 'GET', `${PACIENTES}/${seguido.paciente_id}/etapas`);
  assert.equal(response.statusCode, 200, response.body);
  const { expediente } = response.json<ResumenEtapas>();
  assert.equal(expediente.paciente.fecha_nacimiento, '1960');
  assert.equal(expediente.muerte?.muerte_observaciones, null);
  assert.equal(expediente.muerte?.muerte_causa_principal, 'INFECCION_FUNGICA', 'coded values stay');
});

test('other roles read the record as stored', async () => {
  const [seguido] = pacientes;
  assert.ok(seguido);
  const coordinador = await signIn(api.app, 'COORDINADOR');
  const response = await requestAs(api.app, coordinador, 'GET', `${PACIENTES}/${seguido.paciente_id}/etapas`);
  assert.equal(response.json<ResumenEtapas>().expediente.paciente.fecha_nacimiento, FECHA_NACIMIENTO);
});
