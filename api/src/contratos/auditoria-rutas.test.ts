import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gt, max } from 'drizzle-orm';
import { ETAPAS, type EtapaId, type RegistroEtapa } from '@registro-lma/shared/domain';
import { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { postConsolidacionValida } from '@registro-lma/shared/fixtures/post-consolidacion/post-consolidacion-valida';
import { recaidaValida } from '@registro-lma/shared/fixtures/recaida/recaida-valida';
import { rescateValido } from '@registro-lma/shared/fixtures/rescate/rescate-valido';
import { seguimientoValido } from '@registro-lma/shared/fixtures/seguimiento/seguimiento-valido';
import { trasplanteValido } from '@registro-lma/shared/fixtures/trasplante/trasplante-valido';
import { auditoria } from '../db/schema';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { datosMuestra, RECEPCION_CORRECTA, registrarPacienteConMuestras, RESULTADO_NGS } from '../testing/muestras';
import { crearCentro, formularioPaciente } from '../testing/pacientes';
import { signIn, TEST_PASSWORD, type TestSession } from '../testing/sign-in';
import { formularioConArchivo } from '../platform/subidas/multipart.fixture';
import { pdfLimpio } from '../platform/subidas/pdf.fixture';
import type { AccionAuditoria } from '../platform/auditoria-commands';
import { formularioInforme } from '../modules/informes/informe.fixture';
import { DESCARGAS, esperarDescarga, RUTAS_DESCARGAS, retenerAlmacen } from '../modules/descargas/descarga.fixture';
import { CALIDAD } from '../testing/rutas-calidad';
import { CONSULTAS } from '../testing/rutas-consultas';

// Every operation of the OpenAPI document is called successfully and must leave its audit row (action,
// table, user, patient), or be in the short list of routes that touch no registry data, each with its reason. A route
// added later without audit fails here until it is audited (or argued into the list).

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Routes that read or change no registry record, and why. */
const SIN_AUDITORIA: Readonly<Record<string, string>> = {
  'GET /leucemiaUsuarios/api/usuarios/renovar-token': 'renews the caller’s own session token',
  'GET /leucemiaUsuarios/api/usuarios/usuario-token': 'the caller’s own profile',
  'GET /leucemiaHospitales/api/hospitales/select': 'codes and names of active centres for the selectors',
  'GET /leucemiaLibrerias/api/library': 'catalogues: no records',
  'GET /leucemiaLibrerias/api/library/{catalogo}': 'one catalogue: no records',
  'GET /leucemiaLibrerias/api/catalogos': 'the ⚙ catalogues’ versions: reference data, no records (changes are audited)',
  'GET /leucemiaLibrerias/api/catalogos/{catalogo}': 'one ⚙ catalogue’s rows: reference data, no records (changes are audited)',
  'GET /leucemiaLibrerias/api/library/documentos': 'which reference documents are published: no registry records (downloads are audited)',
  'GET /leucemiaLibrerias/api/library/documentos/{clave}/versiones': 'a reference document’s versions: no registry records (downloads are audited)',
  'GET /leucemiaLibrerias/api/library/generados': 'the documents generated from the registry’s definitions: no records',
  'GET /leucemiaLibrerias/api/library/generados/{clave}': 'a document generated from catalogues and rules: no records',
  'GET /leucemiaLibrerias/api/library/generados/{clave}/pdf': 'the same document as a PDF: no records',
  'GET /leucemia/api/pacientes/select/estados': 'fixed catalogue of patient states',
  'GET /leucemia/api/pacientes/select/entidades': 'fixed catalogue of entities',
  'GET /leucemia/api/muestras/select/{lista}': 'catalogues of the sample forms (the ⚙ ones as in force): no records',
  'POST /leucemiaLogs/api/appBitacora': 'the front end’s error log (its own store, bounded)',
  'GET /leucemiaLogs/api/appBitacora': 'reads that error log, not registry data (ADMIN)',
  'GET /leucemiaLogs/api/auditoria/tablas': 'the names of the audited tables, for the audit screen’s filter',
  [`GET ${CALIDAD}/recuento`]: 'counts per rule and per query state for the home page: no record, no patient',
  // The caller's own extract jobs (state, progress): no registry data; asking for, cancelling and downloading one are audited.
  ...Object.fromEntries(
    RUTAS_DESCARGAS.filter(([metodo, url]) => metodo === 'GET' && !url.endsWith('/fichero')).map(([metodo, url]) => [`${metodo} ${url}`, 'the caller’s own extract jobs: state and progress']),
  ),
};

interface Esperada {
  accion: AccionAuditoria;
  tabla: string;
  /** Default: the caller. */
  usuario_id?: number | null;
  paciente_id?: number | null;
}

let admin: TestSession;
let clinico: TestSession;
let centro: number;
let operaciones: string[];
const auditadas = new Set<string>();

const api = usarApiDePrueba(async (app) => {
  await app.ready();
  centro = await crearCentro(app, 'AUDI');
  admin = await signIn(app, 'ADMIN');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const documento = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operaciones = Object.entries(documento.paths).flatMap(([ruta, metodos]) =>
    Object.keys(metodos)
      .filter((metodo) => ['get', 'post', 'put', 'patch', 'delete'].includes(metodo))
      .map((metodo) => `${metodo.toUpperCase()} ${ruta}`),
  );
});

async function ultimaAuditoria(): Promise<number> {
  const [fila] = await api.app.db.select({ id: max(auditoria.auditoria_id) }).from(auditoria);
  return fila?.id ?? 0;
}

/**
 * Calls `metodo plantilla` (the OpenAPI path, with `{param}`s filled from `params`) as `quien`, expects 2xx, and
 * finds among the audit rows it wrote one with the expected action, table, user and patient. Answers the JSON body.
 */
async function auditada<T = unknown>(
  metodo: Metodo,
  plantilla: string,
  params: Record<string, number | string>,
  quien: TestSession | null,
  esperada: Esperada,
  cuerpo?: object,
  cabeceras: Record<string, string> = {},
): Promise<T> {
  const url = plantilla.replace(/\{(\w+)\}/g, (_marca, nombre: string) => encodeURIComponent(String(params[nombre])));
  const desde = await ultimaAuditoria();
  const response = await api.app.inject({
    method: metodo,
    url,
    headers: { ...cabeceras, ...(quien === null ? {} : { authorization: quien.authorization }) },
    ...(cuerpo === undefined ? {} : { payload: cuerpo }),
  });
  assert.ok(response.statusCode < 300, `${metodo} ${url} → ${response.statusCode} ${response.body}`);
  const filas = await api.app.db.select().from(auditoria).where(gt(auditoria.auditoria_id, desde));
  const usuarioId = esperada.usuario_id === undefined ? (quien?.usuario_id ?? null) : esperada.usuario_id;
  const encontrada = filas.find(
    (fila) =>
      fila.accion === esperada.accion &&
      fila.tabla === esperada.tabla &&
      fila.usuario_id === usuarioId &&
      (esperada.paciente_id === undefined || fila.paciente_id === esperada.paciente_id),
  );
  assert.ok(encontrada, `${metodo} ${url}: no audit row ${JSON.stringify(esperada)} among ${JSON.stringify(filas.map(({ accion, tabla, usuario_id, paciente_id }) => ({ accion, tabla, usuario_id, paciente_id })))}`);
  auditadas.add(`${metodo} ${plantilla}`);
  const json = response.body !== '' && String(response.headers['content-type']).startsWith('application/json');
  return (json ? response.json() : null) as T;
}

const P = '/leucemia/api/pacientes';

test('patient routes: registering, reading, lists, search, history, state and mail', async () => {
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  const creado = await auditada<{ paciente_id: number; upn: string; version: number }>('POST', P, {}, clinico, { accion: 'CREAR', tabla: 'paciente' }, formulario);
  const id = creado.paciente_id;
  const paciente = { paciente_id: id };
  await auditada('GET', `${P}/{id}`, { id }, clinico, { accion: 'VER', tabla: 'paciente', ...paciente });
  await auditada('GET', `${P}/upn/{upn}`, { upn: creado.upn }, clinico, { accion: 'VER', tabla: 'paciente', ...paciente });
  await auditada('GET', P, {}, clinico, { accion: 'LISTAR', tabla: 'paciente', paciente_id: null });
  await auditada('GET', `${P}/admin`, {}, admin, { accion: 'LISTAR', tabla: 'paciente', paciente_id: null });
  await auditada('GET', `${P}/select/busqueda/{texto}`, { texto: creado.upn.slice(-3) }, clinico, { accion: 'BUSCAR', tabla: 'paciente', paciente_id: null });
  const editado = await auditada<{ version: number }>('PUT', `${P}/{id}`, { id }, clinico, { accion: 'MODIFICAR', tabla: 'paciente', ...paciente }, {
    ...formulario,
    observaciones: 'Editado para la auditoría.',
    version: creado.version,
  });
  await auditada('PUT', `${P}/{id}/estado`, { id }, admin, { accion: 'CAMBIO_ESTADO', tabla: 'paciente', ...paciente }, {
    estado: 'PERDIDO_SEGUIMIENTO',
    estado_motivo: 'Sin contacto',
    version: editado.version,
  });
  await auditada('GET', `${P}/{id}/historial`, { id }, admin, { accion: 'VER', tabla: 'auditoria', ...paciente });
  await auditada('POST', `${P}/mail-paciente/{id}`, { id }, clinico, { accion: 'CORREO', tabla: 'paciente', ...paciente });
  await auditada('POST', `${P}/codigo-nuevo-upn`, {}, clinico, { accion: 'CREAR', tabla: 'paciente' }, { hospital_id: centro });
});

/** A valid complete record of each stage for the fixtures' patient (diagnosed 2024-01-15), given the rows saved before. */
function datosDe(id: EtapaId, guardados: Partial<Record<EtapaId, RegistroEtapa>>): Record<string, unknown> {
  switch (id) {
    case 'diagnostico':
      return diagnosticoValido();
    case 'induccion':
      return induccionIntensivaValida();
    case 'consolidacion':
      return consolidacionValida();
    case 'post_consolidacion':
      return postConsolidacionValida({ pc_trasplante_id: guardados.trasplante?.registro_id });
    case 'trasplante':
      return trasplanteValido();
    case 'seguimiento':
      return seguimientoValido();
    case 'recaida':
      return recaidaValida();
    case 'rec_res_1':
      return rescateValido({ rr_recaida_id: guardados.recaida?.registro_id });
    case 'rec_res_2':
      return rescateValido({
        rr_recaida_id: guardados.recaida?.registro_id,
        rr_fecha_inicio: '2024-11-05',
        rr_fecha_fin: '2024-11-28',
        rr_eval_fecha: '2024-11-20',
        rr_emr_fecha: '2024-11-20',
      });
    case 'muerte':
      return muerteValida({ muerte_fecha: '2024-12-01' });
  }
}

/** The order a patient's history is entered in, so each stage is available when its turn comes. */
const ORDEN: readonly EtapaId[] = ['diagnostico', 'induccion', 'consolidacion', 'trasplante', 'post_consolidacion', 'seguimiento', 'recaida', 'rec_res_1', 'rec_res_2', 'muerte'];

test('stage routes: save, read, validate, unlock and delete every stage; the summary and the essential data', async () => {
  assert.deepEqual([...ORDEN].sort(), ETAPAS.map((etapa) => etapa.id).sort(), 'a stage missing from ORDEN');
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  const { paciente_id: id } = await auditada<{ paciente_id: number }>('POST', P, {}, admin, { accion: 'CREAR', tabla: 'paciente' }, formulario);
  const guardados: Partial<Record<EtapaId, RegistroEtapa>> = {};
  for (const etapaId of ORDEN) {
    const etapa = ETAPAS.find((una) => una.id === etapaId);
    assert.ok(etapa);
    const base = `${P}/{id}/${etapa.rutaApi}`;
    const filas = etapa.cardinalidad === 'filas';
    const registro = filas ? `${base}/{filaId}` : base;
    const enRegistro = { accion: 'MODIFICAR' as const, tabla: etapa.tabla, paciente_id: id };
    const cuerpo = { modo: 'completo', datos: datosDe(etapaId, guardados) };
    const creado = await auditada<RegistroEtapa>(filas ? 'POST' : 'PUT', base, { id }, admin, { ...enRegistro, accion: 'CREAR' }, cuerpo);
    guardados[etapaId] = creado;
    const params = { id, filaId: creado.registro_id };
    await auditada('GET', base, { id }, admin, { ...enRegistro, accion: 'VER' });
    const editado = await auditada<RegistroEtapa>('PUT', registro, params, admin, enRegistro, { ...cuerpo, version: creado.version });
    const validado = await auditada<RegistroEtapa>('POST', `${registro}/validar`, params, admin, { ...enRegistro, accion: 'CAMBIO_ESTADO' }, { version: editado.version });
    const desbloqueado = await auditada<RegistroEtapa>('POST', `${registro}/desbloquear`, params, admin, { ...enRegistro, accion: 'CAMBIO_ESTADO' }, {
      version: validado.version,
      motivo: 'Corrección de la auditoría',
    });
    guardados[etapaId] = desbloqueado;
  }
  await auditada('GET', `${P}/{id}/etapas`, { id }, clinico, { accion: 'VER', tabla: 'expediente', paciente_id: id });
  const iniciales = await auditada<{ versiones: { paciente: number } }>('GET', `${P}/{id}/datos-iniciales`, { id }, clinico, {
    accion: 'VER',
    tabla: 'datos_iniciales',
    paciente_id: id,
  });
  await auditada('PUT', `${P}/{id}/datos-iniciales`, { id }, admin, { accion: 'MODIFICAR', tabla: 'paciente', paciente_id: id }, {
    versiones: iniciales.versiones,
    datos: { sexo: 'MUJER' },
  });
  for (const etapaId of [...ORDEN].reverse()) {
    const etapa = ETAPAS.find((una) => una.id === etapaId);
    const guardado = guardados[etapaId];
    assert.ok(etapa && guardado);
    const base = `${P}/{id}/${etapa.rutaApi}`;
    const registro = etapa.cardinalidad === 'filas' ? `${base}/{filaId}` : base;
    await auditada('DELETE', registro, { id, filaId: guardado.registro_id }, admin, { accion: 'ELIMINAR', tabla: etapa.tabla, paciente_id: id }, {
      version: guardado.version,
      motivo: 'Eliminación de la auditoría',
    });
  }
});

test('administration routes: users and centres, read and changed', async () => {
  const nuevo = await auditada<{ hospital_id: number; version: number }>('POST', '/leucemiaHospitales/api/hospitales', {}, admin, { accion: 'CREAR', tabla: 'hospital' }, {
    codigo: 'AUDN',
    nombre: 'Hospital de la auditoría',
    ciudad: 'Madrid',
    comunidad_autonoma: 'MD',
    activo: true,
  });
  const hospital = { id: nuevo.hospital_id };
  await auditada('GET', '/leucemiaHospitales/api/hospitales', {}, admin, { accion: 'LISTAR', tabla: 'hospital' });
  const leido = await auditada<Record<string, unknown>>('GET', '/leucemiaHospitales/api/hospitales/{id}', hospital, admin, { accion: 'VER', tabla: 'hospital' });
  await auditada('PUT', '/leucemiaHospitales/api/hospitales/{id}', hospital, admin, { accion: 'MODIFICAR', tabla: 'hospital' }, {
    codigo: 'AUDN',
    nombre: 'Hospital de la auditoría (editado)',
    ciudad: 'Madrid',
    comunidad_autonoma: 'MD',
    activo: true,
    version: leido.version,
  });
  await auditada('DELETE', '/leucemiaHospitales/api/hospitales/{id}', hospital, admin, { accion: 'DESACTIVAR', tabla: 'hospital' });

  const alta = { email: 'auditoria.nuevo@pruebas.test', nombre: 'Nuevo', apellidos: 'Auditoría', rol: 'LECTURA', activo: true, hospitales: [], laboratorios: [], biolabs: [] };
  const usuario = await auditada<{ usuario_id: number; version: number }>('POST', '/leucemiaUsuarios/api/usuarios', {}, admin, { accion: 'CREAR', tabla: 'usuario' }, {
    ...alta,
    password: 'Contraseña-de-la-auditoría-1',
  });
  await auditada('GET', '/leucemiaUsuarios/api/usuarios', {}, admin, { accion: 'LISTAR', tabla: 'usuario' });
  await auditada('GET', '/leucemiaUsuarios/api/usuarios/{id}', { id: usuario.usuario_id }, admin, { accion: 'VER', tabla: 'usuario' });
  await auditada('PUT', '/leucemiaUsuarios/api/usuarios/{id}', { id: usuario.usuario_id }, admin, { accion: 'MODIFICAR', tabla: 'usuario' }, {
    ...alta,
    nombre: 'Editado',
    password: null,
    version: usuario.version,
  });
  await auditada('DELETE', '/leucemiaUsuarios/api/usuarios/{id}', { id: usuario.usuario_id }, admin, { accion: 'DESACTIVAR', tabla: 'usuario' });
});

test('the ⚙ catalogues: every change is audited with its row before and after', async () => {
  const C = '/leucemiaLibrerias/api/catalogos';
  const esperada = { accion: 'CREAR', tabla: 'catalogo_fila' } as const;
  await auditada('POST', `${C}/{catalogo}`, { catalogo: 'laboratorio_economico' }, admin, esperada, { codigo: 'AUDITORIA', etiqueta: 'Fondo de la auditoría' });
  const fila = { catalogo: 'laboratorio_economico', codigo: 'AUDITORIA' };
  await auditada('PUT', `${C}/{catalogo}/{codigo}`, fila, admin, { ...esperada, accion: 'MODIFICAR' }, { etiqueta: 'Fondo (editado)', version: 1 });
  await auditada('POST', `${C}/{catalogo}/{codigo}/desactivar`, fila, admin, { ...esperada, accion: 'DESACTIVAR' }, { version: 2 });
  await auditada('POST', `${C}/{catalogo}/{codigo}/reactivar`, fila, admin, { ...esperada, accion: 'MODIFICAR' }, { version: 3 });
  const { version, filas } = (await api.app.inject({ method: 'GET', url: `${C}/laboratorio_economico`, headers: { authorization: admin.authorization } })).json<{
    version: number;
    filas: { codigo: string }[];
  }>();
  const codigos = filas.map((una) => una.codigo).reverse();
  await auditada('PUT', `${C}/{catalogo}/orden`, { catalogo: 'laboratorio_economico' }, admin, { ...esperada, accion: 'MODIFICAR' }, { codigos, version });
  await auditada('DELETE', `${C}/{catalogo}/{codigo}`, fila, admin, { ...esperada, accion: 'ELIMINAR' }, { version: 4 });
});

test('security events and the own account: a sign-in, a password change and a sign-out are audited on it', async () => {
  await auditada('POST', '/leucemiaAutenticacion/api/auth/login', {}, null, { accion: 'SESION_INICIADA', tabla: 'seguridad', usuario_id: clinico.usuario_id }, {
    email: clinico.email,
    password: TEST_PASSWORD,
  });
  const propio = await signIn(api.app, 'CLINICO', { hospitales: [centro] });
  const { token } = await auditada<{ token: string }>('POST', '/leucemiaUsuarios/api/usuarios/cambiar-contrasena', {}, propio, { accion: 'MODIFICAR', tabla: 'usuario' }, {
    password_actual: TEST_PASSWORD,
    password: 'Una frase de paso bastante larga 2026',
  });
  await auditada('POST', '/leucemiaUsuarios/api/usuarios/cerrar-sesion', {}, { ...propio, authorization: `Bearer ${token}` }, { accion: 'SESION_CERRADA', tabla: 'seguridad' });
});

test('reference documents: publishing a version and downloading it, current or past, are audited', async () => {
  const documentos = '/leucemiaLibrerias/api/library/documentos';
  const clave = { clave: 'protocolo-riesgo' };
  const { headers, payload } = formularioConArchivo({ contenido: await pdfLimpio('Protocolo de riesgo') });
  await auditada('POST', `${documentos}/{clave}`, clave, admin, { accion: 'CREAR', tabla: 'documento_referencia' }, payload, headers);
  await auditada('GET', `${documentos}/{clave}/fichero`, clave, clinico, { accion: 'VER', tabla: 'documento_referencia' });
  await auditada('GET', `${documentos}/{clave}/versiones/{version}/fichero`, { ...clave, version: 1 }, clinico, { accion: 'VER', tabla: 'documento_referencia' });
});

test('the audit trail: reading and exporting it are audited too', async () => {
  await auditada('GET', '/leucemiaLogs/api/auditoria', {}, admin, { accion: 'LISTAR', tabla: 'auditoria', paciente_id: null });
  await auditada('GET', '/leucemiaLogs/api/auditoria/exportar', {}, admin, { accion: 'LISTAR', tabla: 'auditoria', paciente_id: null });
});

test('sample routes: register, read, list, edit, ship, confirm, NGS and biobank', async () => {
  const laboratorio = await signIn(api.app, 'LABORATORIO');
  const biobanco = await signIn(api.app, 'BIOBANCO');
  const { paciente_id: id, upn } = await registrarPacienteConMuestras(api.app, clinico, centro);
  const paciente = { paciente_id: id };
  const M = '/leucemia/api/muestras';
  type Leida = { muestra_id: number; codigo_muestra: string; version: number };
  const muestra = await auditada<Leida>('POST', M, {}, clinico, { accion: 'CREAR', tabla: 'muestra', ...paciente }, { paciente_id: id, datos: datosMuestra() });
  const params = { id: muestra.muestra_id };
  await auditada('GET', M, {}, laboratorio, { accion: 'LISTAR', tabla: 'muestra', paciente_id: null });
  await auditada('GET', `${M}/recuento`, {}, laboratorio, { accion: 'LISTAR', tabla: 'muestra', paciente_id: null });
  await auditada('GET', `${M}/paciente/{id}`, { id }, clinico, { accion: 'LISTAR', tabla: 'muestra', ...paciente });
  await auditada('GET', `${M}/codigo/{codigo}`, { codigo: muestra.codigo_muestra }, laboratorio, { accion: 'VER', tabla: 'muestra', ...paciente });
  await auditada('GET', `${M}/{id}`, params, clinico, { accion: 'VER', tabla: 'muestra', ...paciente });
  const editada = await auditada<Leida>('PUT', `${M}/{id}`, params, clinico, { accion: 'MODIFICAR', tabla: 'muestra', ...paciente }, {
    version: muestra.version,
    datos: datosMuestra({ n_tubos: 3 }),
  });
  const enviada = await auditada<Leida>('PUT', `${M}/{id}/estado`, params, clinico, { accion: 'CAMBIO_ESTADO', tabla: 'muestra', ...paciente }, {
    estado: 'ENVIADA',
    version: editada.version,
    fecha_envio: '2024-01-14',
  });
  assert.ok(enviada.version > editada.version);
  await auditada('PUT', `${M}/{id}/confirmacion`, params, laboratorio, { accion: 'CREAR', tabla: 'muestra_confirmacion', ...paciente }, {
    datos: { ...RECEPCION_CORRECTA, n_tubos_recibidos: 3 },
  });
  const ngs = `${P}/{id}/muestra-ngs`;
  await auditada('PUT', ngs, { id }, laboratorio, { accion: 'CREAR', tabla: 'muestra_ngs', ...paciente }, { muestra_id: muestra.muestra_id, datos: RESULTADO_NGS });
  await auditada('GET', ngs, { id }, clinico, { accion: 'LISTAR', tabla: 'muestra_ngs', ...paciente });
  const B = '/leucemia/api/biobanco';
  const entrada = {
    muestra_id: muestra.muestra_id,
    biolab: 'BIOBANCO_CENTRAL',
    codigo_biobanco: 'AUD-1',
    fecha_entrada: '2024-01-20',
    tipo_alicuota: 'PLASMA',
    n_alicuotas: 2,
    temperatura_almacenamiento: 'MENOS_80',
    consentimiento_verificado: true,
  };
  await auditada('GET', `${B}/{upn}/paciente`, { upn }, biobanco, { accion: 'VER', tabla: 'paciente', ...paciente });
  const registro = await auditada<{ biobanco_id: number; version: number }>('POST', `${B}/{upn}`, { upn }, biobanco, { accion: 'CREAR', tabla: 'biobanco', ...paciente }, { datos: entrada });
  const clave = { upn, id: registro.biobanco_id };
  await auditada('GET', B, {}, biobanco, { accion: 'LISTAR', tabla: 'biobanco', paciente_id: null });
  await auditada('GET', `${B}/{upn}/{id}`, clave, clinico, { accion: 'VER', tabla: 'biobanco', ...paciente });
  const modificado = await auditada<{ version: number }>('PUT', `${B}/{upn}/{id}`, clave, biobanco, { accion: 'MODIFICAR', tabla: 'biobanco', ...paciente }, {
    version: registro.version,
    datos: { ...entrada, n_alicuotas: 1 },
  });
  await auditada('GET', `${B}/retirados`, {}, biobanco, { accion: 'LISTAR', tabla: 'biobanco', paciente_id: null });
  await auditada('PUT', `${B}/{upn}/{id}/estado`, clave, biobanco, { accion: 'CAMBIO_ESTADO', tabla: 'biobanco', ...paciente }, {
    estado_alicuota: 'DESTRUIDA',
    fecha_salida: '2024-03-01',
    version: modificado.version,
  });
  const borrable = await auditada<Leida>('POST', M, {}, clinico, { accion: 'CREAR', tabla: 'muestra', ...paciente }, { paciente_id: id, datos: datosMuestra() });
  await auditada('DELETE', `${M}/{id}`, { id: borrable.muestra_id }, clinico, { accion: 'ELIMINAR', tabla: 'muestra', ...paciente }, {
    version: borrable.version,
    motivo: 'Registrada por error',
  });
});

test('sample sheet, sample mail and reports: generating the sheet, the mail, uploading, listing, downloading and withdrawing a report are audited', async () => {
  const laboratorio = await signIn(api.app, 'LABORATORIO');
  const { paciente_id: id } = await registrarPacienteConMuestras(api.app, clinico, centro);
  const paciente = { paciente_id: id };
  const M = '/leucemia/api/muestras';
  const muestra = await auditada<{ muestra_id: number }>('POST', M, {}, clinico, { accion: 'CREAR', tabla: 'muestra', ...paciente }, { paciente_id: id, datos: datosMuestra() });
  const params = { id: muestra.muestra_id };
  await auditada('GET', `${M}/generar-pdf/{id}`, params, clinico, { accion: 'MODIFICAR', tabla: 'muestra', ...paciente });
  await auditada('POST', `${M}/mail-muestra/{id}`, params, clinico, { accion: 'CORREO', tabla: 'muestra', ...paciente });
  await auditada('PUT', `${M}/{id}/confirmacion`, params, laboratorio, { accion: 'CREAR', tabla: 'muestra_confirmacion', ...paciente }, { datos: RECEPCION_CORRECTA });
  const I = '/leucemia/api/informes';
  const { headers, payload } = formularioInforme({ muestra_id: muestra.muestra_id, tipo_informe: 'CMF', fecha_informe: '2024-01-20' }, await pdfLimpio('Informe auditado'));
  const informe = await auditada<{ informe_id: number }>('POST', I, {}, laboratorio, { accion: 'CREAR', tabla: 'informe', ...paciente }, payload, headers);
  await auditada('GET', `${I}/muestra/{id}`, params, clinico, { accion: 'LISTAR', tabla: 'informe', ...paciente });
  await auditada('GET', '/leucemia/api/ficheros/{id}', { id: informe.informe_id }, clinico, { accion: 'VER', tabla: 'informe', ...paciente });
  await auditada('DELETE', `${I}/{id}`, { id: informe.informe_id }, laboratorio, { accion: 'ELIMINAR', tabla: 'informe', ...paciente }, { motivo: 'Prueba de auditoría' });
  const otra = await auditada<{ muestra_id: number; version: number }>('POST', M, {}, clinico, { accion: 'CREAR', tabla: 'muestra', ...paciente }, { paciente_id: id, datos: datosMuestra() });
  const enviada = await auditada<{ version: number }>('PUT', `${M}/{id}/estado`, { id: otra.muestra_id }, clinico, { accion: 'CAMBIO_ESTADO', tabla: 'muestra', ...paciente }, {
    estado: 'ENVIADA',
    version: otra.version,
    fecha_envio: '2024-01-14',
  });
  await auditada('POST', `${M}/recepcion-en-bloque`, {}, laboratorio, { accion: 'CREAR', tabla: 'muestra_confirmacion', ...paciente }, {
    fecha_recepcion: '2024-01-15',
    hora_recepcion: '09:30',
    muestras: [{ muestra_id: otra.muestra_id, version: enviada.version }],
  });
});

test('downloads: asking for an extract of each area, cancelling one and downloading one are audited', async () => {
  const retenido = retenerAlmacen(api.app);
  const pedidas: string[] = [];
  for (const [metodo, url] of RUTAS_DESCARGAS.filter(([metodo, url]) => metodo === 'POST' && url.includes('/recarga/'))) {
    const cuerpo = url.endsWith('/ensayo') ? { ensayo: 'LMA_FLOW' } : {};
    pedidas.push((await auditada<{ descarga_id: string }>(metodo, url, {}, admin, { accion: 'CREAR', tabla: 'descarga', paciente_id: null }, cuerpo)).descarga_id);
  }
  await auditada('POST', `${DESCARGAS}/descargas/{id}/cancelar`, { id: pedidas.at(-1)! }, admin, { accion: 'CAMBIO_ESTADO', tabla: 'descarga' });
  retenido.abrir();
  assert.equal((await esperarDescarga(api.app, admin, pedidas[0]!)).estado, 'LISTA');
  await auditada('GET', `${DESCARGAS}/descargas/{id}/fichero`, { id: pedidas[0]! }, admin, { accion: 'VER', tabla: 'descarga' });
});

test('panel: every panel request is audited as a read with its filters', async () => {
  await auditada('GET', `${DESCARGAS}/panel/supervivencia`, {}, admin, { accion: 'LISTAR', tabla: 'desenlace_paciente', paciente_id: null });
  await auditada('GET', `${DESCARGAS}/panel/respuesta`, {}, admin, { accion: 'LISTAR', tabla: 'desenlace_paciente', paciente_id: null });
  await auditada('GET', `${DESCARGAS}/panel/acumulacion`, {}, admin, { accion: 'LISTAR', tabla: 'paciente', paciente_id: null });
  await auditada('GET', `${DESCARGAS}/panel/completitud`, {}, admin, { accion: 'LISTAR', tabla: 'paciente', paciente_id: null });
  await auditada('GET', `${DESCARGAS}/panel/mutaciones`, {}, admin, { accion: 'LISTAR', tabla: 'ngs_variante', paciente_id: null });
});

test('queries: opening, listing, reading, answering, closing and reopening are audited', async () => {
  const coordinador = await signIn(api.app, 'COORDINADOR');
  const formulario = formularioPaciente(centro, { fecha_nacimiento: '1961-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16' });
  const registrado = await api.app.inject({ method: 'POST', url: '/leucemia/api/pacientes', headers: { authorization: clinico.authorization }, payload: formulario });
  const id = registrado.json<{ paciente_id: number }>().paciente_id;
  const paciente = { paciente_id: id };
  const abierta = await auditada<{ consulta_id: number; version: number }>('POST', CONSULTAS, {}, coordinador, { accion: 'CREAR', tabla: 'consulta', ...paciente }, {
    paciente_id: id,
    formulario: 'paciente',
    registro_id: id,
    campo: 'fecha_diagnostico',
    texto_consulta: '¿Fecha del aspirado o de la biopsia?',
  });
  const params = { id: abierta.consulta_id };
  await auditada('GET', CONSULTAS, {}, clinico, { accion: 'LISTAR', tabla: 'consulta', paciente_id: null });
  await auditada('GET', `${CONSULTAS}/{id}`, params, clinico, { accion: 'VER', tabla: 'consulta', ...paciente });
  await auditada('GET', `${CONSULTAS}/exportar`, {}, coordinador, { accion: 'LISTAR', tabla: 'consulta', paciente_id: null });
  const respondida = await auditada<{ version: number }>('POST', `${CONSULTAS}/{id}/respuesta`, params, clinico, { accion: 'CAMBIO_ESTADO', tabla: 'consulta', ...paciente }, {
    version: abierta.version,
    texto_consulta: 'Del aspirado',
  });
  const cerrada = await auditada<{ version: number }>('POST', `${CONSULTAS}/{id}/cierre`, params, coordinador, { accion: 'CAMBIO_ESTADO', tabla: 'consulta', ...paciente }, { version: respondida.version });
  await auditada('POST', `${CONSULTAS}/{id}/reapertura`, params, coordinador, { accion: 'CAMBIO_ESTADO', tabla: 'consulta', ...paciente }, { version: cerrada.version, texto_consulta: 'Falta el informe' });
  await auditada('GET', CALIDAD, {}, clinico, { accion: 'LISTAR', tabla: 'calidad', paciente_id: null });
  await auditada('GET', `${CALIDAD}/exportar`, {}, coordinador, { accion: 'LISTAR', tabla: 'calidad', paciente_id: null });
  await auditada('POST', `${CALIDAD}/consultas`, {}, coordinador, { accion: 'CREAR', tabla: 'consulta', ...paciente }, { regla: 'DATO_ESENCIAL', texto_consulta: 'Complete el dato' });
});

test('every operation of the OpenAPI document has an audit test or a reason not to', () => {
  const sinCubrir = operaciones.filter((operacion) => !auditadas.has(operacion) && SIN_AUDITORIA[operacion] === undefined);
  const exentasInexistentes = Object.keys(SIN_AUDITORIA).filter((operacion) => !operaciones.includes(operacion));
  console.info(`auditoria-rutas: routes with an audit test: ${auditadas.size} of ${operaciones.length} (${Object.keys(SIN_AUDITORIA).length} exempt with a reason)`);
  assert.deepEqual(sinCubrir, [], 'routes without an audit test: audit them through request.repositorio, or list them with a reason');
  assert.deepEqual(exentasInexistentes, [], 'exempt routes the document no longer has');
  assert.equal(auditadas.size + Object.keys(SIN_AUDITORIA).length, operaciones.length);
});
