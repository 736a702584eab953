import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditoria } from '../../db/schema';
import { CAMPOS_MUESTRA, CAMPOS_PACIENTE } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { RECEPCION_CORRECTA, MUESTRAS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { DESCARGAS, descargarArea, filasCsv, pedirDescarga } from './descarga.fixture';

let admin: TestSession;
let propio: number;
let ajeno: number;
const upn: Record<string, string> = {};

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  propio = await crearCentro(app, 'HPROPIO');
  ajeno = await crearCentro(app, 'HAJENO');
  const delPropio = await registrarPacienteConMuestras(app, admin, propio);
  upn.propio = delPropio.upn;
  upn.ajeno = (await registrarPaciente(app, admin, formularioPaciente(ajeno))).upn;
  const excluido = await registrarPaciente(app, admin, formularioPaciente(propio));
  const cambio = await requestAs(app, admin, 'PUT', `${PACIENTES}/${excluido.paciente_id}/estado`, { estado: 'EXCLUIDO', estado_motivo: 'Criterios', version: excluido.version });
  assert.equal(cambio.statusCode, 200, cambio.body);
  upn.excluido = excluido.upn;
  const muestraCmf = await registrarMuestra(app, admin, delPropio.paciente_id);
  await registrarMuestra(app, admin, delPropio.paciente_id, { laboratorio_destino: 'LAB_NGS_REF', estudios_solicitados: ['NGS'] });
  const laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const recepcion = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestraCmf.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(recepcion.statusCode, 200, recepcion.body);
});

const recarga = (sesion: TestSession, area: string, opciones: object = {}) => requestAs(api.app, sesion, 'POST', `${DESCARGAS}/descarga/recarga/${area}`, opciones);

test('data-dictionary §2.3: each role may export only its areas (403 with G17 otherwise)', async () => {
  const laboratorio = await signIn(api.app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const biobanco = await signIn(api.app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });
  for (const area of ['diagnostico', 'induccion', 'consolidacion', 'postconsolidacion', 'seguimiento', 'bioBanco']) {
    const response = await recarga(laboratorio, area);
    assert.deepEqual([area, response.statusCode], [area, 403]);
    assert.equal(response.json().message, 'No tiene permisos para realizar esta acción.');
  }
  for (const area of ['diagnostico', 'induccion', 'consolidacion', 'postconsolidacion', 'seguimiento', 'ensayo']) {
    assert.deepEqual([area, (await recarga(biobanco, area)).statusCode], [area, 403]);
  }
  const resultado = await requestAs(api.app, laboratorio, 'GET', `${DESCARGAS}/descarga/diagnostico-resultado`);
  assert.equal(resultado.statusCode, 403);
});

test('LABORATORIO: only its laboratories’ samples (and their NGS results) with sex, age at sample and entity of the patient, and no clinical file', async () => {
  const laboratorio = await signIn(api.app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const { contenido } = await descargarArea(api.app, laboratorio, 'muestras');
  assert.deepEqual(Object.keys(contenido).filter((nombre) => nombre.endsWith('.csv')).sort(), ['codebook.csv', 'metadatos.csv', 'muestra.csv', 'muestra_ngs.csv', 'ngs_variante.csv']);
  const muestras = filasCsv(contenido, 'muestra.csv');
  assert.deepEqual(muestras.map((fila) => fila.laboratorio_destino), ['LAB_CMF_REF']);
  assert.equal(muestras[0]!.fecha_recepcion, RECEPCION_CORRECTA.fecha_recepcion);
  const deMuestra = new Set<string>(CAMPOS_MUESTRA.map((campo) => campo.name));
  const delPaciente = CAMPOS_PACIENTE.map((campo) => campo.name).filter((nombre) => !deMuestra.has(nombre) && nombre in muestras[0]!);
  assert.deepEqual(delPaciente, ['sexo', 'entidad']);
  assert.match(muestras[0]!.edad_muestra!, /^\d+$/);
});

test('CLINICO: only its centres; another centre or BORRADOR/EXCLUIDO patients are refused', async () => {
  const clinico = await signIn(api.app, 'CLINICO', { hospitales: [propio] });
  assert.equal((await recarga(clinico, 'diagnostico', { hospitales: [ajeno] })).statusCode, 403);
  assert.equal((await recarga(clinico, 'diagnostico', { estados: ['EXCLUIDO'] })).statusCode, 403);
  const { contenido } = await descargarArea(api.app, clinico, 'diagnostico');
  assert.deepEqual(
    filasCsv(contenido, 'paciente.csv').map((fila) => fila.upn),
    [upn.propio],
  );
});

test('BORRADOR and EXCLUIDO patients only when a coordinator or administrator asks for them', async () => {
  const coordinador = await signIn(api.app, 'COORDINADOR');
  const porDefecto = await descargarArea(api.app, coordinador, 'diagnostico');
  assert.deepEqual(filasCsv(porDefecto.contenido, 'paciente.csv').map((fila) => fila.upn).sort(), [upn.ajeno, upn.propio].sort());
  const conExcluidos = await descargarArea(api.app, coordinador, 'diagnostico', { estados: ['ACTIVO', 'EXCLUIDO'], hospitales: [propio] });
  assert.deepEqual(filasCsv(conExcluidos.contenido, 'paciente.csv').map((fila) => fila.upn).sort(), [upn.excluido, upn.propio].sort());
});

test('the trial download needs its trial; bad options are refused naming the field', async () => {
  const ensayo = await recarga(admin, 'ensayo');
  assert.equal(ensayo.statusCode, 400);
  assert.equal(ensayo.json().errores.ensayo, 'Seleccione el ensayo de la descarga.');
  const malas = await recarga(admin, 'diagnostico', { estados: ['NO_EXISTE'], fecha_diagnostico_desde: '31/02/2024' });
  assert.equal(malas.statusCode, 400);
  assert.deepEqual(Object.keys(malas.json().errores).sort(), ['estados', 'fecha_diagnostico_desde']);
});

test('another user’s extract is not found: progress, cancel and file', async () => {
  const pedida = await pedirDescarga(api.app, admin, 'induccion');
  const otro = await signIn(api.app, 'COORDINADOR');
  for (const [metodo, ruta] of [
    ['GET', ''],
    ['POST', '/cancelar'],
    ['GET', '/fichero'],
  ] as const) {
    const response = await requestAs(api.app, otro, metodo, `${DESCARGAS}/descargas/${pedida.descarga_id}${ruta}`);
    assert.deepEqual([ruta, response.statusCode], [ruta, 404]);
  }
  // Each refusal leaves its trace in the audit trail (data-dictionary §2.3), though answered as «not found».
  const denegadas = await api.app.db
    .select({ registro_id: auditoria.registro_id })
    .from(auditoria)
    .where(and(eq(auditoria.accion, 'ACCESO_DENEGADO'), eq(auditoria.usuario_id, otro.usuario_id)));
  assert.equal(denegadas.length, 3, JSON.stringify(denegadas));
  assert.equal((await requestAs(api.app, otro, 'GET', `${DESCARGAS}/descargas/no-es-un-uuid`)).statusCode, 400);
  const lista = await requestAs(api.app, otro, 'GET', `${DESCARGAS}/descargas`);
  assert.deepEqual(lista.json(), { items: [] });
});
