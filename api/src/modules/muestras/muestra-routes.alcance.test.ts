import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditoria } from '../../db/schema';
import type { Muestra, Paciente, RegistroBiobanco } from '@registro-lma/shared/domain';
import { createTestApp } from '../../testing/create-test-app';
import { datosMuestra, identidadesDeMuestra, MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras, RESULTADO_NGS } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import type { TestSession } from '../../testing/sign-in';

// data-dictionary §2.3: every sample, NGS and biobank route × every role × own and other centre, laboratory or biolab.
// The patient is of centre PROP; its sample goes to LAB_CMF_REF and is stored in BIOBANCO_CENTRAL.

type Identidad =
  | 'admin'
  | 'coordinador'
  | 'lectura'
  | 'clinico_propio'
  | 'clinico_ajeno'
  | 'laboratorio_propio'
  | 'laboratorio_ajeno'
  | 'biobanco_propio'
  | 'biobanco_ajeno';

type Metodo = 'GET' | 'POST' | 'PUT';

let app: FastifyInstance;
let sesiones: Record<Identidad, TestSession>;
let paciente: Paciente;
let recibida: Muestra;
let registro: RegistroBiobanco;

before(async () => {
  app = await createTestApp();
  const propio = await crearCentro(app, 'PROP');
  const ajeno = await crearCentro(app, 'AJEN');
  sesiones = await identidadesDeMuestra(app, propio, ajeno);
  paciente = await registrarPacienteConMuestras(app, sesiones.clinico_propio, propio);
  const muestra = await registrarMuestra(app, sesiones.clinico_propio, paciente.paciente_id);
  const confirmada = await requestAs(app, sesiones.laboratorio_propio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(confirmada.statusCode, 200, confirmada.body);
  recibida = confirmada.json<Muestra>();
  const ngs = await requestAs(app, sesiones.laboratorio_propio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
    muestra_id: recibida.muestra_id,
    datos: RESULTADO_NGS,
  });
  assert.equal(ngs.statusCode, 200, ngs.body);
  const biobanco = await requestAs(app, sesiones.biobanco_propio, 'POST', `/leucemia/api/biobanco/${paciente.upn}`, { datos: datosBiobanco() });
  assert.equal(biobanco.statusCode, 201, biobanco.body);
  registro = biobanco.json<RegistroBiobanco>();
});

after(() => app.close());

function datosBiobanco(cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    muestra_id: recibida.muestra_id,
    biolab: 'BIOBANCO_CENTRAL',
    codigo_biobanco: `BC-${Math.random().toString(36).slice(2, 10)}`,
    fecha_entrada: '2024-01-20',
    tipo_alicuota: 'PLASMA',
    n_alicuotas: 4,
    temperatura_almacenamiento: 'MENOS_80',
    consentimiento_verificado: true,
    ...cambios,
  };
}

type Caso = {
  readonly nombre: string;
  readonly metodo: Metodo;
  readonly url: () => string;
  readonly cuerpo?: () => Promise<object> | object;
  /** The status each identity gets; a refusal is always 403 with G17. */
  readonly esperado: Readonly<Record<Identidad, number>>;
};

const TODOS_LEEN = { admin: 200, coordinador: 200, lectura: 200, clinico_propio: 200, clinico_ajeno: 403 } as const;
const SOLO_REGISTRO = { admin: 'ok', clinico_propio: 'ok' } as const;

function escritura(ok: Partial<Record<Identidad, 'ok'>>, codigo: number): Record<Identidad, number> {
  const todas: Identidad[] = Object.keys(sesiones) as Identidad[];
  return Object.fromEntries(todas.map((identidad) => [identidad, ok[identidad] === 'ok' ? codigo : 403])) as Record<Identidad, number>;
}

function casos(): Caso[] {
  const ngsUrl = () => `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`;
  const biobancoUrl = () => `/leucemia/api/biobanco/${paciente.upn}/${registro.biobanco_id}`;
  return [
    {
      nombre: 'GET /muestras/{id}',
      metodo: 'GET',
      url: () => `${MUESTRAS}/${recibida.muestra_id}`,
      esperado: { ...TODOS_LEEN, laboratorio_propio: 200, laboratorio_ajeno: 403, biobanco_propio: 200, biobanco_ajeno: 403 },
    },
    {
      nombre: 'GET /muestras/codigo/{codigo}',
      metodo: 'GET',
      url: () => `${MUESTRAS}/codigo/${recibida.codigo_muestra}`,
      // Another scope's tube answers as a code that does not exist (see the test below).
      esperado: { ...TODOS_LEEN, clinico_ajeno: 404, laboratorio_propio: 200, laboratorio_ajeno: 404, biobanco_propio: 200, biobanco_ajeno: 404 },
    },
    {
      nombre: 'GET /muestras/paciente/{id}',
      metodo: 'GET',
      url: () => `${MUESTRAS}/paciente/${paciente.paciente_id}`,
      esperado: { ...TODOS_LEEN, laboratorio_propio: 200, laboratorio_ajeno: 200, biobanco_propio: 200, biobanco_ajeno: 200 },
    },
    {
      nombre: 'GET /pacientes/{id}/muestra-ngs',
      metodo: 'GET',
      url: ngsUrl,
      esperado: { ...TODOS_LEEN, laboratorio_propio: 200, laboratorio_ajeno: 200, biobanco_propio: 403, biobanco_ajeno: 403 },
    },
    {
      nombre: 'GET /biobanco/{upn}/{id}',
      metodo: 'GET',
      url: biobancoUrl,
      esperado: { ...TODOS_LEEN, laboratorio_propio: 403, laboratorio_ajeno: 403, biobanco_propio: 200, biobanco_ajeno: 403 },
    },
    {
      // A new entry may be of any patient (the biolab in its body is checked on saving): every biobank reads it.
      nombre: 'GET /biobanco/{upn}/paciente',
      metodo: 'GET',
      url: () => `/leucemia/api/biobanco/${paciente.upn}/paciente`,
      esperado: escritura({ admin: 'ok', biobanco_propio: 'ok', biobanco_ajeno: 'ok' }, 200),
    },
    {
      nombre: 'POST /muestras',
      metodo: 'POST',
      url: () => MUESTRAS,
      cuerpo: () => ({ paciente_id: paciente.paciente_id, datos: datosMuestra() }),
      esperado: escritura(SOLO_REGISTRO, 201),
    },
    {
      nombre: 'PUT /muestras/{id}',
      metodo: 'PUT',
      url: () => `${MUESTRAS}/${recibida.muestra_id}`,
      cuerpo: () => ({ version: recibida.version, datos: datosMuestra() }),
      // Allowed roles reach the sample and are told it has already arrived at the laboratory.
      esperado: escritura(SOLO_REGISTRO, 400),
    },
    {
      nombre: 'PUT /muestras/{id}/estado (ANULADA)',
      metodo: 'PUT',
      url: () => `${MUESTRAS}/${recibida.muestra_id}/estado`,
      cuerpo: () => ({ estado: 'ANULADA', version: recibida.version }),
      esperado: escritura(SOLO_REGISTRO, 400),
    },
    {
      nombre: 'PUT /muestras/{id}/estado (EN_PROCESO)',
      metodo: 'PUT',
      url: () => `${MUESTRAS}/${recibida.muestra_id}/estado`,
      cuerpo: () => ({ estado: 'EN_PROCESO', version: 999 }),
      esperado: escritura({ admin: 'ok', laboratorio_propio: 'ok' }, 409),
    },
    {
      nombre: 'PUT /muestras/{id}/confirmacion',
      metodo: 'PUT',
      url: () => `${MUESTRAS}/${recibida.muestra_id}/confirmacion`,
      cuerpo: () => ({ version: 999, datos: RECEPCION_CORRECTA }),
      esperado: escritura({ admin: 'ok', laboratorio_propio: 'ok' }, 409),
    },
    {
      nombre: 'PUT /pacientes/{id}/muestra-ngs',
      metodo: 'PUT',
      url: ngsUrl,
      cuerpo: () => ({ muestra_id: recibida.muestra_id, version: 999, datos: RESULTADO_NGS }),
      esperado: escritura({ admin: 'ok', laboratorio_propio: 'ok' }, 409),
    },
    {
      nombre: 'POST /biobanco/{upn}',
      metodo: 'POST',
      url: () => `/leucemia/api/biobanco/${paciente.upn}`,
      cuerpo: () => ({ datos: datosBiobanco() }),
      esperado: escritura({ admin: 'ok', biobanco_propio: 'ok' }, 201),
    },
    {
      nombre: 'PUT /biobanco/{upn}/{id}',
      metodo: 'PUT',
      url: biobancoUrl,
      cuerpo: () => ({ version: 999, datos: datosBiobanco() }),
      esperado: escritura({ admin: 'ok', biobanco_propio: 'ok' }, 409),
    },
  ];
}

test('§2.3: cada ruta de muestras, NGS y biobanco × cada rol × centro, laboratorio o biobanco propio y ajeno', async () => {
  const fallos: string[] = [];
  let peticiones = 0;
  for (const caso of casos()) {
    for (const [identidad, esperado] of Object.entries(caso.esperado) as [Identidad, number][]) {
      const cuerpo = caso.cuerpo === undefined ? undefined : await caso.cuerpo();
      const response = await requestAs(app, sesiones[identidad], caso.metodo, caso.url(), cuerpo);
      peticiones += 1;
      if (response.statusCode !== esperado) fallos.push(`${caso.nombre} (${identidad}) → ${response.statusCode}, esperado ${esperado}: ${response.body.slice(0, 200)}`);
      if (esperado === 403 && response.json<{ message: string }>().message !== 'No tiene permisos para realizar esta acción.') {
        fallos.push(`${caso.nombre} (${identidad}): 403 sin G17`);
      }
    }
  }
  assert.deepEqual(fallos, []);
  console.info(`muestra-alcance: ${casos().length} routes × ${Object.keys(sesiones).length} identities, ${peticiones} requests`);
});

test('lo que ve cada uno de un paciente ajeno: listas vacías, nunca otra muestra', async () => {
  const propias = (sesion: TestSession) => requestAs(app, sesion, 'GET', `${MUESTRAS}/paciente/${paciente.paciente_id}`);
  assert.equal((await propias(sesiones.laboratorio_propio)).json<Muestra[]>().length > 0, true);
  assert.deepEqual((await propias(sesiones.laboratorio_ajeno)).json(), []);
  assert.deepEqual((await propias(sesiones.biobanco_propio)).json<Muestra[]>().map((m) => m.muestra_id), [recibida.muestra_id]);
  assert.deepEqual((await propias(sesiones.biobanco_ajeno)).json(), []);
  const listado = async (sesion: TestSession, url: string) => (await requestAs(app, sesion, 'GET', url)).json<{ total: number }>().total;
  assert.equal(await listado(sesiones.clinico_ajeno, MUESTRAS), 0);
  assert.equal(await listado(sesiones.laboratorio_ajeno, MUESTRAS), 0);
  assert.equal(await listado(sesiones.biobanco_ajeno, '/leucemia/api/biobanco'), 0);
  assert.ok((await listado(sesiones.biobanco_propio, '/leucemia/api/biobanco')) > 0);
  assert.equal(await listado(sesiones.clinico_ajeno, '/leucemia/api/biobanco'), 0);
  const ngsAjeno = await requestAs(app, sesiones.laboratorio_ajeno, 'GET', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`);
  assert.deepEqual(ngsAjeno.json(), []);
  assert.equal((await requestAs(app, sesiones.laboratorio_propio, 'GET', '/leucemia/api/biobanco')).statusCode, 403);
});

test('una muestra que registra el administrador la edita el clínico del centro con la versión leída', async () => {
  const muestra = await registrarMuestra(app, sesiones.admin, paciente.paciente_id);
  const editada = await requestAs(app, sesiones.clinico_propio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}`, { version: muestra.version, datos: datosMuestra({ n_tubos: 1 }) });
  assert.equal(editada.statusCode, 200, editada.body);
});

test('another laboratory scanning the tube hears what a code that does not exist answers, and the refusal is audited', async () => {
  const ajena = await requestAs(app, sesiones.laboratorio_ajeno, 'GET', `${MUESTRAS}/codigo/${recibida.codigo_muestra}`);
  const inexistente = await requestAs(app, sesiones.laboratorio_ajeno, 'GET', `${MUESTRAS}/codigo/LMA-999999-M999`);
  assert.equal(ajena.statusCode, 404);
  assert.deepEqual([ajena.statusCode, ajena.json()], [inexistente.statusCode, inexistente.json()]);
  const [denegacion] = await app.db
    .select({ accion: auditoria.accion, usuario_id: auditoria.usuario_id })
    .from(auditoria)
    .where(and(eq(auditoria.accion, 'ACCESO_DENEGADO'), eq(auditoria.usuario_id, sesiones.laboratorio_ajeno.usuario_id), like(auditoria.registro_id, '%/muestras/codigo/%')));
  assert.ok(denegacion !== undefined, 'la consulta fuera de alcance queda en la auditoría');
});
