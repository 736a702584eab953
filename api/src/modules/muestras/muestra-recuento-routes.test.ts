import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ESTADO_MUESTRA, type EstadoMuestra, type Muestra, type RecuentoMuestras } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';
import { createTestApp } from '../../testing/create-test-app';
import { MUESTRAS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

// data-dictionary §2.3 on the worklist's per-state counts: the scope of the list (own centres, own laboratories), never
// another laboratory's or another centre's samples, and a deleted one only in its laboratory's, annulled.
// Centre PROP: REGISTRADA and ENVIADA to LAB_CMF_REF, REGISTRADA to LAB_NGS_REF, a deleted one to LAB_CMF_REF.
// Centre AJEN: REGISTRADA to LAB_CMF_REF.

const RECUENTO = `${MUESTRAS}/recuento`;

let app: FastifyInstance;
let admin: TestSession;
let clinicoPropio: TestSession;
let laboratorioCmf: TestSession;
let laboratorioNgs: TestSession;
let biobanco: TestSession;

before(async () => {
  app = await createTestApp();
  const propio = await crearCentro(app, 'PROP');
  const ajeno = await crearCentro(app, 'AJEN');
  admin = await signIn(app, 'ADMIN');
  clinicoPropio = await signIn(app, 'CLINICO', { hospitales: [propio] });
  const clinicoAjeno = await signIn(app, 'CLINICO', { hospitales: [ajeno] });
  laboratorioCmf = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  laboratorioNgs = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_NGS_REF'] });
  biobanco = await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });

  const pacientePropio = (await registrarPacienteConMuestras(app, clinicoPropio, propio)).paciente_id;
  await registrarMuestra(app, clinicoPropio, pacientePropio);
  const enviada = await registrarMuestra(app, clinicoPropio, pacientePropio);
  const envio = await requestAs(app, clinicoPropio, 'PUT', `${MUESTRAS}/${enviada.muestra_id}/estado`, { estado: 'ENVIADA', version: enviada.version, fecha_envio: '2024-01-14' });
  assert.equal(envio.statusCode, 200, envio.body);
  await registrarMuestra(app, clinicoPropio, pacientePropio, { laboratorio_destino: 'LAB_NGS_REF' });
  const borrada = await registrarMuestra(app, clinicoPropio, pacientePropio);
  const borrado = await requestAs(app, clinicoPropio, 'DELETE', `${MUESTRAS}/${borrada.muestra_id}`, { version: borrada.version, motivo: 'Registrada por error' });
  assert.equal(borrado.statusCode, 204, borrado.body);

  const pacienteAjeno = (await registrarPacienteConMuestras(app, clinicoAjeno, ajeno)).paciente_id;
  await registrarMuestra(app, clinicoAjeno, pacienteAjeno);
});

after(() => app.close());

/** Every state at 0 but those given. */
function recuento(cuenta: Partial<Record<EstadoMuestra, number>>): RecuentoMuestras {
  const por_estado = Object.fromEntries(ESTADO_MUESTRA.map((fila) => [fila.codigo, cuenta[fila.codigo] ?? 0])) as Record<EstadoMuestra, number>;
  return { total: Object.values(por_estado).reduce((suma, n) => suma + n, 0), por_estado };
}

async function recontar(sesion: TestSession, query = '') {
  const respuesta = await requestAs(app, sesion, 'GET', `${RECUENTO}${query}`);
  assert.equal(respuesta.statusCode, 200, respuesta.body);
  return respuesta.json<RecuentoMuestras>();
}

test('a laboratory counts only the samples sent to its laboratories, by state; a deleted one stays in its count, annulled', async () => {
  assert.deepEqual(await recontar(laboratorioCmf), recuento({ REGISTRADA: 2, ENVIADA: 1, ANULADA: 1 }));
  assert.deepEqual(await recontar(laboratorioNgs), recuento({ REGISTRADA: 1 }));
});

test('a clinician counts its centres’ samples; an ADMIN all of them, narrowed to a laboratory on request', async () => {
  assert.deepEqual(await recontar(clinicoPropio), recuento({ REGISTRADA: 2, ENVIADA: 1 }));
  assert.deepEqual(await recontar(admin), recuento({ REGISTRADA: 3, ENVIADA: 1 }));
  assert.deepEqual(await recontar(admin, '?laboratorio=LAB_NGS_REF'), recuento({ REGISTRADA: 1 }));
  assert.deepEqual(await recontar(biobanco), recuento({}));
});

test('each state’s count is the total the list answers for that state', async () => {
  const { por_estado } = await recontar(laboratorioCmf);
  for (const estado of ['REGISTRADA', 'ENVIADA', 'RECIBIDA', 'ANULADA'] as const) {
    const lista = await requestAs(app, laboratorioCmf, 'GET', `${MUESTRAS}?estado=${estado}`);
    assert.equal(lista.json<{ items: Muestra[]; total: number }>().total, por_estado[estado], estado);
  }
});

test('another laboratory’s filter is refused; bad filters are a 400 naming the field', async () => {
  const ajeno = await requestAs(app, laboratorioCmf, 'GET', `${RECUENTO}?laboratorio=LAB_NGS_REF`);
  assert.equal(ajeno.statusCode, 403);
  const malo = await requestAs(app, laboratorioCmf, 'GET', `${RECUENTO}?es_ensayo=quizas`);
  assert.equal(malo.statusCode, 400);
  assert.deepEqual(Object.keys(malo.json<{ errores: object }>().errores), ['es_ensayo']);
});

test('the count is audited as the list is: LISTAR on muestra with its filters and total', async () => {
  await recontar(laboratorioCmf, '?laboratorio=LAB_CMF_REF');
  const [fila] = await app.db
    .select({ accion: auditoria.accion, registro_id: auditoria.registro_id, despues: auditoria.despues })
    .from(auditoria)
    .where(and(eq(auditoria.usuario_id, laboratorioCmf.usuario_id), eq(auditoria.tabla, 'muestra')))
    .orderBy(desc(auditoria.auditoria_id))
    .limit(1);
  assert.deepEqual(fila, { accion: 'LISTAR', registro_id: '*', despues: {
      laboratorio: 'LAB_CMF_REF',
      upn: null,
      es_ensayo: null,
      hospital_id: null,
      estudio: null,
      ensayo: null,
      extraccion_desde: null,
      extraccion_hasta: null,
      envio_desde: null,
      envio_hasta: null,
      recuento: true,
      total: 4,
    },
  });
});
