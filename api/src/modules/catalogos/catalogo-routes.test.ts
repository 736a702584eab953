import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CATALOGOS_SEMILLA,
  MENSAJE_CONFLICTO_VERSION,
  MENSAJE_SIN_PERMISOS,
  mensajeCodigoDesactivado,
  mensajeCodigoEnUso,
  type CatalogoAdmin,
  type FilaCatalogoAdmin,
} from '@registro-lma/shared/domain';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { datosMuestra, MUESTRAS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import type { ResumenCatalogo } from './catalogo-queries';

const CATALOGOS = '/leucemiaLibrerias/api/catalogos';
const LIBRERIA = '/leucemiaLibrerias/api/library';

let admin: TestSession;
let clinico: TestSession;
let centro: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  centro = await crearCentro(app, 'CATA');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

const enviar = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, sesion: TestSession = admin) => requestAs(api.app, sesion, method, url, payload);

async function catalogo(id: string, sesion: TestSession = admin): Promise<CatalogoAdmin> {
  const response = await enviar('GET', `${CATALOGOS}/${id}`, undefined, sesion);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<CatalogoAdmin>();
}

async function crear(id: string, fila: object): Promise<FilaCatalogoAdmin> {
  const response = await enviar('POST', `${CATALOGOS}/${id}`, fila);
  assert.equal(response.statusCode, 201, response.body);
  return response.json<FilaCatalogoAdmin>();
}

const laboratorioNuevo = { codigo: 'LAB_HEMATO_NORTE', etiqueta: 'Laboratorio de hematología del norte', tecnicas: ['NGS', 'CMF_EMR'], direccion: 'C/ Mayor 1, Oviedo' };

test('a fresh database holds today’s seed values, in order, each catalogue at version 1', async () => {
  for (const [id, filas] of Object.entries(CATALOGOS_SEMILLA)) {
    const leido = await catalogo(id);
    assert.equal(leido.version, 1, id);
    assert.deepEqual(
      leido.filas.map((fila) => [fila.codigo, fila.etiqueta, fila.orden, fila.activo]),
      filas.map((fila) => [fila.codigo, fila.etiqueta, fila.orden, true]),
      id,
    );
  }
  const laboratorio = await catalogo('laboratorio');
  assert.deepEqual(laboratorio.filas[0]?.datos.tecnicas, ['CMF_DIAGNOSTICO', 'CMF_EMR']);
  const resumen = (await enviar('GET', CATALOGOS, undefined, clinico)).json<ResumenCatalogo[]>();
  assert.deepEqual(resumen.find((fila) => fila.catalogo === 'momento_muestra_pevolam'), { catalogo: 'momento_muestra_pevolam', version: 1, filas: 8, ensayo: 'PEVOLAM' });
  assert.equal(resumen.some((fila) => fila.catalogo === 'momento_muestra_otro'), false);
});

test('ADMIN creates, edits (409 on a stale version), deactivates and reactivates a laboratory, each change audited', async () => {
  const creado = await crear('laboratorio', laboratorioNuevo);
  assert.deepEqual([creado.codigo, creado.orden, creado.activo, creado.version, creado.en_uso], ['LAB_HEMATO_NORTE', 6, true, 1, false]);
  assert.deepEqual(creado.datos.tecnicas, ['CMF_EMR', 'NGS']);
  assert.equal(creado.datos.direccion, 'C/ Mayor 1, Oviedo');

  const url = `${CATALOGOS}/laboratorio/LAB_HEMATO_NORTE`;
  const editado = await enviar('PUT', url, { ...laboratorioNuevo, codigo: undefined, etiqueta: 'Laboratorio del norte', version: 1 });
  assert.equal(editado.statusCode, 200, editado.body);
  assert.equal(editado.json<FilaCatalogoAdmin>().etiqueta, 'Laboratorio del norte');
  const viejo = await enviar('PUT', url, { ...laboratorioNuevo, version: 1 });
  assert.deepEqual([viejo.statusCode, viejo.json<{ message: string }>().message], [409, MENSAJE_CONFLICTO_VERSION]);

  const desactivado = await enviar('POST', `${url}/desactivar`, { version: 2 });
  assert.equal(desactivado.json<FilaCatalogoAdmin>().activo, false);
  assert.equal((await catalogo('laboratorio', clinico)).filas.some((fila) => fila.codigo === 'LAB_HEMATO_NORTE'), false, 'not offered to others');
  assert.equal((await catalogo('laboratorio')).filas.some((fila) => fila.codigo === 'LAB_HEMATO_NORTE'), true, 'ADMIN sees it');
  const reactivado = await enviar('POST', `${url}/reactivar`, { version: 3 });
  assert.equal(reactivado.json<FilaCatalogoAdmin>().activo, true);

  const auditoria = await auditRows(api.app, 'catalogo_fila', 'laboratorio/LAB_HEMATO_NORTE');
  assert.deepEqual(
    auditoria.map((fila) => fila.accion),
    ['CREAR', 'MODIFICAR', 'DESACTIVAR', 'MODIFICAR'],
  );
  assert.equal((auditoria[1]?.antes as { etiqueta: string }).etiqueta, laboratorioNuevo.etiqueta);
  assert.equal((auditoria[1]?.despues as { etiqueta: string }).etiqueta, 'Laboratorio del norte');
  assert.equal((await catalogo('laboratorio')).version, 5);
});

test('fields are checked by the shared descriptors: Spanish messages naming the field; duplicate codes 409', async () => {
  const malo = await enviar('POST', `${CATALOGOS}/ensayo`, { codigo: 'minusculas', etiqueta: '', nct: 'NCT123', fecha_apertura: '2025-01-10', fecha_cierre: '2024-01-01' });
  assert.equal(malo.statusCode, 400);
  const errores = malo.json<{ errores: Record<string, string> }>().errores;
  assert.deepEqual(Object.keys(errores).sort(), ['codigo', 'etiqueta', 'nct']);
  const fechas = await enviar('POST', `${CATALOGOS}/ensayo`, { codigo: 'FECHAS', etiqueta: 'Fechas', fecha_apertura: '2025-01-10', fecha_cierre: '2024-01-01' });
  assert.deepEqual(fechas.json<{ errores: Record<string, string> }>().errores, { fecha_cierre: 'El fin del reclutamiento no puede ser anterior a su inicio.' });
  const repetido = await enviar('POST', `${CATALOGOS}/biolab`, { codigo: 'BIOBANCO_CENTRAL', etiqueta: 'Otro' });
  assert.equal(repetido.statusCode, 409);
  assert.equal((await enviar('GET', `${CATALOGOS}/sexo`)).statusCode, 404);
  assert.equal((await enviar('GET', `${CATALOGOS}/momento_muestra_no_existe`)).statusCode, 404);
});

test('only ADMIN writes, checked on the server', async () => {
  for (const [method, url, payload] of [
    ['POST', `${CATALOGOS}/biolab`, { codigo: 'X', etiqueta: 'X' }],
    ['PUT', `${CATALOGOS}/biolab/BIOBANCO_CENTRAL`, { etiqueta: 'X', version: 1 }],
    ['POST', `${CATALOGOS}/biolab/BIOBANCO_CENTRAL/desactivar`, { version: 1 }],
    ['DELETE', `${CATALOGOS}/biolab/BIOBANCO_CENTRAL`, { version: 1 }],
    ['PUT', `${CATALOGOS}/biolab/orden`, { codigos: [], version: 1 }],
  ] as const) {
    const response = await enviar(method, url, payload, clinico);
    assert.deepEqual([response.statusCode, response.json<{ message: string }>().message], [403, MENSAJE_SIN_PERMISOS], `${method} ${url}`);
  }
});

test('a new trial gets its own moment list, edited in order; the library serves it and its version moves', async () => {
  await crear('ensayo', { codigo: 'NUEVO_EC', etiqueta: 'NUEVO-EC', fecha_apertura: '2024-01-01', fecha_cierre: '2026-12-31' });
  const lista = 'momento_muestra_nuevo_ec';
  assert.deepEqual((await catalogo(lista)).filas, []);
  await crear(lista, { codigo: 'CRIBADO', etiqueta: 'Cribado', momento_general: 'DIAG' });
  await crear(lista, { codigo: 'FIN_C2', etiqueta: 'Final del ciclo 2', momento_general: 'POST_IND1', ventana: 'día 22–28' });
  const sinGeneral = await enviar('POST', `${CATALOGOS}/${lista}`, { codigo: 'OTRO_M', etiqueta: 'Otro' });
  assert.deepEqual(Object.keys(sinGeneral.json<{ errores: object }>().errores), ['momento_general']);

  const antes = await enviar('GET', `${LIBRERIA}/${lista}`, undefined, clinico);
  assert.equal(antes.headers['cache-control'], 'private, no-cache');
  const leido = await catalogo(lista);
  const ordenado = await enviar('PUT', `${CATALOGOS}/${lista}/orden`, { codigos: ['FIN_C2', 'CRIBADO'], version: leido.version });
  assert.equal(ordenado.statusCode, 200, ordenado.body);
  assert.deepEqual(ordenado.json<CatalogoAdmin>().filas.map((fila) => [fila.codigo, fila.orden]), [['FIN_C2', 1], ['CRIBADO', 2]]);
  assert.equal((await enviar('PUT', `${CATALOGOS}/${lista}/orden`, { codigos: ['CRIBADO', 'FIN_C2'], version: leido.version })).statusCode, 409);
  assert.equal((await enviar('PUT', `${CATALOGOS}/${lista}/orden`, { codigos: ['CRIBADO'], version: leido.version + 1 })).statusCode, 400);

  const despues = await enviar('GET', `${LIBRERIA}/${lista}`, undefined, clinico);
  assert.notEqual(despues.headers.etag, antes.headers.etag);
  assert.deepEqual(despues.json<{ filas: { codigo: string }[] }>().filas.map((fila) => fila.codigo), ['FIN_C2', 'CRIBADO']);
  const revalidado = await api.app.inject({ method: 'GET', url: `${LIBRERIA}/${lista}`, headers: { authorization: clinico.authorization, 'if-none-match': String(antes.headers.etag) } });
  assert.equal(revalidado.statusCode, 200, 'the old version is not answered 304');

  const borrado = await enviar('DELETE', `${CATALOGOS}/ensayo/NUEVO_EC`, { version: 1 });
  assert.equal(borrado.statusCode, 204, borrado.body);
  assert.equal((await enviar('GET', `${CATALOGOS}/${lista}`)).statusCode, 404);
  const [eliminacion] = await auditRows(api.app, 'catalogo_fila', 'ensayo/NUEVO_EC').then((filas) => filas.filter((fila) => fila.accion === 'ELIMINAR'));
  assert.equal((eliminacion?.antes as { momentos: unknown[] }).momentos.length, 2);
});

test('samples take codes in force: a new laboratory is valid, a deactivated one is refused for new samples but kept by existing ones', async () => {
  const paciente = await registrarPacienteConMuestras(api.app, clinico, centro);
  await crear('laboratorio', { codigo: 'LAB_SUR', etiqueta: 'Laboratorio del sur', tecnicas: ['CMF_DIAGNOSTICO'] });
  const muestra = await registrarMuestra(api.app, clinico, paciente.paciente_id, { laboratorio_destino: 'LAB_SUR', estudios_solicitados: ['CMF_DIAGNOSTICO'] });
  assert.equal(muestra.datos.laboratorio_destino, 'LAB_SUR');

  const seleccion = await enviar('GET', '/leucemia/api/muestras/select/laboratorios', undefined, clinico);
  assert.equal(seleccion.json<{ codigo: string }[]>().some((fila) => fila.codigo === 'LAB_SUR'), true);

  const usado = await enviar('DELETE', `${CATALOGOS}/laboratorio/LAB_SUR`, { version: 1 });
  assert.deepEqual([usado.statusCode, usado.json<{ message: string }>().message], [409, mensajeCodigoEnUso('LAB_SUR')]);
  assert.equal((await catalogo('laboratorio')).filas.find((fila) => fila.codigo === 'LAB_SUR')?.en_uso, true);

  await enviar('POST', `${CATALOGOS}/laboratorio/LAB_SUR/desactivar`, { version: 1 });
  const nueva = await requestAs(api.app, clinico, 'POST', MUESTRAS, {
    paciente_id: paciente.paciente_id,
    datos: datosMuestra({ laboratorio_destino: 'LAB_SUR', estudios_solicitados: ['CMF_DIAGNOSTICO'] }),
  });
  assert.equal(nueva.statusCode, 400);
  assert.deepEqual(nueva.json<{ errores: object }>().errores, { laboratorio_destino: mensajeCodigoDesactivado('LAB_SUR', 'Laboratorio de destino') });

  const edicion = await requestAs(api.app, clinico, 'PUT', `${MUESTRAS}/${muestra.muestra_id}`, {
    version: muestra.version,
    datos: datosMuestra({ laboratorio_destino: 'LAB_SUR', estudios_solicitados: ['CMF_DIAGNOSTICO'], n_tubos: 3 }),
  });
  assert.equal(edicion.statusCode, 200, edicion.body);
  const seleccionTras = await enviar('GET', '/leucemia/api/muestras/select/laboratorios', undefined, clinico);
  assert.equal(seleccionTras.json<{ codigo: string }[]>().some((fila) => fila.codigo === 'LAB_SUR'), false);
});

test('the laboratory’s studies come from the table: a lab no longer doing the study is refused', async () => {
  const paciente = await registrarPacienteConMuestras(api.app, clinico, centro);
  const actual = (await catalogo('laboratorio')).filas.find((fila) => fila.codigo === 'LAB_NGS_REF');
  const cambio = await enviar('PUT', `${CATALOGOS}/laboratorio/LAB_NGS_REF`, { etiqueta: actual?.etiqueta, tecnicas: ['PCR_EMR'], version: actual?.version });
  assert.equal(cambio.statusCode, 200, cambio.body);
  const muestra = await requestAs(api.app, clinico, 'POST', MUESTRAS, {
    paciente_id: paciente.paciente_id,
    datos: datosMuestra({ laboratorio_destino: 'LAB_NGS_REF', estudios_solicitados: ['NGS'] }),
  });
  assert.equal(muestra.statusCode, 400);
  assert.deepEqual(Object.keys(muestra.json<{ errores: object }>().errores), ['laboratorio_destino']);
});

test('users: a deactivated biolab cannot be newly assigned; one the user already has stays', async () => {
  await crear('biolab', { codigo: 'BIOBANCO_ISLAS', etiqueta: 'Biobanco de las islas' });
  await enviar('POST', `${CATALOGOS}/biolab/BIOBANCO_ISLAS/desactivar`, { version: 1 });
  const alta = await enviar('POST', '/leucemiaUsuarios/api/usuarios', {
    email: 'biobanco@islas.es',
    nombre: 'Ana',
    apellidos: 'Islas',
    rol: 'BIOBANCO',
    biolabs: ['BIOBANCO_CENTRAL'],
    password: 'Una-contraseña-larga-2024',
  });
  assert.equal(alta.statusCode, 201, alta.body);
  const usuario = alta.json<{ usuario_id: number; version: number }>();
  await enviar('POST', `${CATALOGOS}/biolab/BIOBANCO_NODO_LOCAL/desactivar`, { version: 1 });
  const edicion = await enviar('PUT', `/leucemiaUsuarios/api/usuarios/${usuario.usuario_id}`, {
    email: 'biobanco@islas.es',
    nombre: 'Ana',
    apellidos: 'Islas',
    rol: 'BIOBANCO',
    activo: true,
    hospitales: [],
    laboratorios: [],
    biolabs: ['BIOBANCO_CENTRAL', 'BIOBANCO_NODO_LOCAL'],
    password: null,
    version: usuario.version,
  });
  assert.equal(edicion.statusCode, 400, edicion.body);
  assert.deepEqual(Object.keys(edicion.json<{ errores: object }>().errores), ['biolabs']);
  await enviar('POST', `${CATALOGOS}/biolab/BIOBANCO_CENTRAL/desactivar`, { version: 1 });
  const conserva = await enviar('PUT', `/leucemiaUsuarios/api/usuarios/${usuario.usuario_id}`, {
    email: 'biobanco@islas.es',
    nombre: 'Ana María',
    apellidos: 'Islas',
    rol: 'BIOBANCO',
    activo: true,
    hospitales: [],
    laboratorios: [],
    biolabs: ['BIOBANCO_CENTRAL'],
    password: null,
    version: usuario.version,
  });
  assert.equal(conserva.statusCode, 200, conserva.body);
});

const FUERA_DE_RECLUTAMIENTO = 'La fecha de inclusión está fuera del periodo de reclutamiento del ensayo.';

test('patients: an inclusion outside the recruitment period the administrator sets is warned of', async () => {
  const fila = { ensayo: 'LAMVYX', codigo_paciente_ensayo: 'LMV-1', fecha_inclusion: '2023-11-20' };
  const formulario = formularioPaciente(centro, { participa_ensayo: 'SI', paciente_ensayo: [fila] });
  const antes = await registrarPaciente(api.app, clinico, formulario);
  assert.equal(antes.avisos.includes(FUERA_DE_RECLUTAMIENTO), false);
  const ensayo = (await catalogo('ensayo')).filas.find((una) => una.codigo === 'LAMVYX');
  const periodo = await enviar('PUT', `${CATALOGOS}/ensayo/LAMVYX`, { etiqueta: ensayo?.etiqueta, fecha_apertura: '2024-01-01', fecha_cierre: '2025-12-31', version: ensayo?.version });
  assert.equal(periodo.statusCode, 200, periodo.body);
  const despues = await registrarPaciente(api.app, clinico, formulario);
  assert.equal(despues.avisos.includes(FUERA_DE_RECLUTAMIENTO), true);
});
