import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { areaDescarga, tienePermisoMuestra, tienePermisoPaciente, type AreaDescargaId, type Paciente, type Rol } from '@registro-lma/shared/domain';
import { CALIDAD } from '../testing/rutas-calidad';
import { CONSULTAS } from '../testing/rutas-consultas';
import { DESCARGAS, descargarArea, filasCsv } from '../modules/descargas/descarga.fixture';
import { subirInforme } from '../modules/informes/informe.fixture';
import { pdfLimpio } from '../platform/subidas/pdf.fixture';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { identidadesDeMuestra, MUESTRAS, RECEPCION_CORRECTA, RESULTADO_NGS, registrarMuestra, registrarPacienteConMuestras } from '../testing/muestras';
import { operacionesOpenApi, rutaConcreta, type OperacionOpenApi } from '../testing/operaciones-openapi';
import { crearCentro, PACIENTES, requestAs } from '../testing/pacientes';
import type { TestSession } from '../testing/sign-in';

// data-dictionary §2.3: «Scoping is enforced server-side on every list, detail, file download and export». A small
// world (two centres, two laboratories, two biolabs, their patients, samples, one of them deleted, reports and biobank
// records) is read by every identity through every route of the OpenAPI document that shows a patient, a sample, a
// report or a biobank record (a list, one record, its file or mail) and through the extracts: each answers the same
// records, those the §2.3 rule written out below gives the identity (`esperado`), and no other. A route added under
// those paths must be classified here (`clasificar`) or the test fails naming it.

type Sujeto = 'paciente' | 'muestra' | 'informe' | 'biobanco';
type Identidad = keyof Awaited<ReturnType<typeof identidadesDeMuestra>>;

/** How a route shows records: all the identity sees; a narrowing of it (its own centres, retired patients); one record (a status); a record's file. */
type Tipo = 'lista' | 'acotada' | 'detalle' | 'fichero';

/** What a route answered an identity: the ids it showed, or null when it refuses the identity every record (its permission). */
type Leido = Set<number> | null;

interface Lector {
  readonly sujeto: Sujeto;
  readonly tipo: Tipo;
  readonly leer: (sesion: TestSession, operacion: OperacionOpenApi) => Promise<Leido>;
}

/** What each identity was given (testing/muestras.ts `identidadesDeMuestra`): the centres, laboratories and biolabs §2.3 reads. */
let asignaciones: Record<Identidad, { rol: Rol; hospitales: number[]; laboratorios: string[]; biolabs: string[] }>;
let sesiones: Record<Identidad, TestSession>;

const mundo = {
  pacientes: [] as { id: number; upn: string; hospital: number }[],
  muestras: [] as { id: number; codigo: string; paciente: number; laboratorio: string; eliminada: boolean; ngs: boolean }[],
  informes: [] as { id: number; muestra: number }[],
  biobanco: [] as { id: number; upn: string; paciente: number; biolab: string; muestra: number | null }[],
  /** One query on each patient's form: `id` is the patient's, the subject it shows. */
  consultas: [] as { id: number; consulta: number }[],
};

const api = usarApiDePrueba(async (app) => {
  const propio = await crearCentro(app, 'ALCP');
  const ajeno = await crearCentro(app, 'ALCA');
  sesiones = await identidadesDeMuestra(app, propio, ajeno);
  const { admin } = sesiones;
  const sinUnidad = { laboratorios: [], biolabs: [] };
  asignaciones = {
    admin: { rol: 'ADMIN', hospitales: [], ...sinUnidad },
    coordinador: { rol: 'COORDINADOR', hospitales: [ajeno], ...sinUnidad },
    lectura: { rol: 'LECTURA', hospitales: [], ...sinUnidad },
    clinico_propio: { rol: 'CLINICO', hospitales: [propio], ...sinUnidad },
    clinico_ajeno: { rol: 'CLINICO', hospitales: [ajeno], ...sinUnidad },
    laboratorio_propio: { rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_CMF_REF'], biolabs: [] },
    laboratorio_ajeno: { rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'], biolabs: [] },
    biobanco_propio: { rol: 'BIOBANCO', hospitales: [], laboratorios: [], biolabs: ['BIOBANCO_CENTRAL'] },
    biobanco_ajeno: { rol: 'BIOBANCO', hospitales: [], laboratorios: [], biolabs: ['BIOBANCO_NODO_LOCAL'] },
  };
  const paciente = async (hospital: number) => {
    const creado: Paciente = await registrarPacienteConMuestras(app, admin, hospital);
    mundo.pacientes.push({ id: creado.paciente_id, upn: creado.upn, hospital });
    return creado;
  };
  const muestra = async (de: Paciente, laboratorio: 'LAB_CMF_REF' | 'LAB_NGS_REF', como: 'registrada' | 'recibida' | 'eliminada' | 'con_ngs') => {
    const creada = await registrarMuestra(app, admin, de.paciente_id, laboratorio === 'LAB_NGS_REF' ? { laboratorio_destino: laboratorio, estudios_solicitados: ['NGS'] } : {});
    mundo.muestras.push({ id: creada.muestra_id, codigo: creada.codigo_muestra, paciente: de.paciente_id, laboratorio, eliminada: como === 'eliminada', ngs: como === 'con_ngs' });
    if (como === 'eliminada') {
      const borrado = await requestAs(app, admin, 'DELETE', `${MUESTRAS}/${creada.muestra_id}`, { version: creada.version, motivo: 'Registrada por error' });
      assert.equal(borrado.statusCode, 204, borrado.body);
    }
    if (como === 'recibida' || como === 'con_ngs') {
      const recibida = await requestAs(app, admin, 'PUT', `${MUESTRAS}/${creada.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
      assert.equal(recibida.statusCode, 200, recibida.body);
      const informe = await subirInforme(app, admin, creada.muestra_id, await pdfLimpio(`Informe ${creada.codigo_muestra}`));
      assert.equal(informe.statusCode, 201, informe.body);
      mundo.informes.push({ id: informe.json<{ informe_id: number }>().informe_id, muestra: creada.muestra_id });
    }
    if (como === 'con_ngs') {
      const ngs = await requestAs(app, admin, 'PUT', `${PACIENTES}/${de.paciente_id}/muestra-ngs`, { muestra_id: creada.muestra_id, datos: RESULTADO_NGS });
      assert.equal(ngs.statusCode, 200, ngs.body);
    }
    return creada.muestra_id;
  };
  const registro = async (de: Paciente, biolab: string, muestraId: number | null) => {
    const datos = {
      biolab,
      codigo_biobanco: `BC-${mundo.biobanco.length + 1}`,
      fecha_entrada: '2024-01-20',
      tipo_alicuota: 'ADN',
      n_alicuotas: 3,
      temperatura_almacenamiento: 'MENOS_80',
      consentimiento_verificado: true,
      ...(muestraId === null ? {} : { muestra_id: muestraId }),
    };
    const alta = await requestAs(app, admin, 'POST', `/leucemia/api/biobanco/${de.upn}`, { datos });
    assert.equal(alta.statusCode, 201, alta.body);
    mundo.biobanco.push({ id: alta.json<{ biobanco_id: number }>().biobanco_id, upn: de.upn, paciente: de.paciente_id, biolab, muestra: muestraId });
  };
  const uno = await paciente(propio);
  const dos = await paciente(ajeno);
  await paciente(propio); // no samples: seen whole by centre, by no laboratory or biobank
  const recibidaUno = await muestra(uno, 'LAB_CMF_REF', 'con_ngs');
  await muestra(uno, 'LAB_NGS_REF', 'recibida');
  await muestra(uno, 'LAB_CMF_REF', 'eliminada');
  const recibidaDos = await muestra(dos, 'LAB_CMF_REF', 'recibida');
  await muestra(dos, 'LAB_NGS_REF', 'registrada');
  await registro(uno, 'BIOBANCO_CENTRAL', recibidaUno);
  await registro(dos, 'BIOBANCO_NODO_LOCAL', recibidaDos);
  await registro(dos, 'BIOBANCO_CENTRAL', null);
  for (const { id } of mundo.pacientes) {
    const abierta = await requestAs(app, admin, 'POST', CONSULTAS, { paciente_id: id, formulario: 'paciente', registro_id: id, campo: null, texto_consulta: 'Revise el registro' });
    assert.equal(abierta.statusCode, 201, abierta.body);
    mundo.consultas.push({ id, consulta: abierta.json<{ consulta_id: number }>().consulta_id });
  }
});

// ---------------------------------------------------------------------------------------------------------------------
// data-dictionary §2.3, written out from its text for this test (not from the API's scope module, which it checks).

const TODOS_LOS_CENTROS: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'LECTURA'];

function esperado(identidad: Identidad, sujeto: Sujeto): Set<number> {
  const { rol, hospitales, laboratorios, biolabs } = asignaciones[identidad];
  const centroDe = (pacienteId: number) => mundo.pacientes.find((paciente) => paciente.id === pacienteId)!.hospital;
  const deSuCentro = (pacienteId: number) => TODOS_LOS_CENTROS.includes(rol) || (rol === 'CLINICO' && hospitales.includes(centroDe(pacienteId)));
  const registroVisible = (registro: (typeof mundo.biobanco)[number]) => (rol === 'BIOBANCO' ? biolabs.includes(registro.biolab) : deSuCentro(registro.paciente));
  const muestraVisible = (muestra: (typeof mundo.muestras)[number]) => {
    // A deleted sample: out of every list but its laboratory's, where it stays, annulled.
    if (rol === 'LABORATORIO') return laboratorios.includes(muestra.laboratorio);
    if (muestra.eliminada) return false;
    if (rol === 'BIOBANCO') return mundo.biobanco.some((registro) => registro.muestra === muestra.id && registroVisible(registro));
    return deSuCentro(muestra.paciente);
  };
  const ids = (filas: readonly { id: number }[]) => new Set(filas.map((fila) => fila.id));
  switch (sujeto) {
    case 'paciente':
      return tienePermisoPaciente(rol, 'ver') ? ids(mundo.pacientes.filter((paciente) => deSuCentro(paciente.id))) : new Set();
    case 'muestra':
      return ids(mundo.muestras.filter(muestraVisible));
    case 'informe':
      return tienePermisoMuestra(rol, 'descargar_informe') ? ids(mundo.informes.filter((informe) => muestraVisible(mundo.muestras.find((m) => m.id === informe.muestra)!))) : new Set();
    case 'biobanco':
      return tienePermisoMuestra(rol, 'ver_biobanco') ? ids(mundo.biobanco.filter(registroVisible)) : new Set();
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// How each route is read.

const fallos: string[] = [];

/** Answers that are neither a record shown nor one refused: a failure of their own. */
function inesperada(operacion: OperacionOpenApi, sesion: TestSession, response: LightMyRequestResponse) {
  fallos.push(`${operacion.method} ${operacion.plantilla} (${sesion.rol} ${sesion.usuario_id}) → ${response.statusCode} ${response.body.slice(0, 200)}`);
}

const pedir = (sesion: TestSession, operacion: OperacionOpenApi, url: string) => requestAs(api.app, sesion, operacion.method, url, operacion.method === 'GET' ? undefined : {});

/**
 * One record at a time: shown when answered 2xx, not when refused (403) or not found (404, a deleted sample); null
 * when every record is refused (the role may not use the route at all). `parteAusente`: a route on a part of the
 * record (a patient's stage not yet filled in) answers 404 for that part once past the record's gate: shown too.
 */
function porRegistro<R extends { id: number }>(registros: () => readonly R[], valores: (registro: R) => Record<string, string | number>, parteAusente = false) {
  return async (sesion: TestSession, operacion: OperacionOpenApi): Promise<Leido> => {
    const vistos = new Set<number>();
    let refusados = 0;
    for (const registro of registros()) {
      const response = await pedir(sesion, operacion, rutaConcreta(operacion.plantilla, valores(registro)));
      if (response.statusCode < 300 || (parteAusente && response.statusCode === 404)) vistos.add(registro.id);
      else if (response.statusCode === 403) refusados += 1;
      else if (response.statusCode !== 404) inesperada(operacion, sesion, response);
    }
    return refusados === registros().length ? null : vistos;
  };
}

/** A list (or, per parent record, each parent's list): the ids its answer holds; null when refused. */
function porLista<P>(padres: () => readonly P[], url: (padre: P, operacion: OperacionOpenApi) => string, ids: (cuerpo: unknown) => number[]) {
  return async (sesion: TestSession, operacion: OperacionOpenApi): Promise<Leido> => {
    const vistos = new Set<number>();
    let refusados = 0;
    for (const padre of padres()) {
      const response = await pedir(sesion, operacion, url(padre, operacion));
      if (response.statusCode === 200) for (const id of ids(response.json())) vistos.add(id);
      else if (response.statusCode === 403) refusados += 1;
      else if (response.statusCode !== 404) inesperada(operacion, sesion, response);
    }
    return refusados === padres().length ? null : vistos;
  };
}

const UNA_VEZ = [null];
const PAGINA = '?tamano=200';
const deItems = (clave: string) => (cuerpo: unknown) => (cuerpo as { items: Record<string, number>[] }).items.map((fila) => fila[clave]!);
const deFilas = (clave: string) => (cuerpo: unknown) => (cuerpo as Record<string, number>[]).map((fila) => fila[clave]!);

const pacientes = () => mundo.pacientes;
const muestras = () => mundo.muestras;
const informes = () => mundo.informes;
const registros = () => mundo.biobanco;

const detallePaciente: Lector = { sujeto: 'paciente', tipo: 'detalle', leer: porRegistro(pacientes, (p) => ({ id: p.id, upn: p.upn })) };
/** A part of a patient (a stage, its history): 403 out of scope, 404 for a part not there in scope. */
const partePaciente: Lector = { sujeto: 'paciente', tipo: 'detalle', leer: porRegistro(pacientes, (p) => ({ id: p.id }), true) };
const detalleMuestra: Lector = { sujeto: 'muestra', tipo: 'detalle', leer: porRegistro(muestras, (m) => ({ id: m.id, codigo: m.codigo })) };
const ficheroMuestra: Lector = { sujeto: 'muestra', tipo: 'fichero', leer: porRegistro(muestras, (m) => ({ id: m.id })) };

/** Every operation of the document that shows one of the four subjects, by how the test reads it. */
const LECTORES: Readonly<Record<string, Lector>> = {
  'GET /leucemia/api/pacientes': { sujeto: 'paciente', tipo: 'acotada', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('paciente_id')) },
  'GET /leucemia/api/pacientes/admin': { sujeto: 'paciente', tipo: 'lista', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('paciente_id')) },
  'GET /leucemia/api/pacientes/select/busqueda/{texto}': {
    sujeto: 'paciente',
    tipo: 'lista',
    leer: porLista(pacientes, (p, o) => rutaConcreta(o.plantilla, { texto: p.upn }), deFilas('paciente_id')),
  },
  'POST /leucemia/api/pacientes/mail-paciente/{id}': detallePaciente,
  'GET /leucemia/api/muestras': { sujeto: 'muestra', tipo: 'lista', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('muestra_id')) },
  'GET /leucemia/api/muestras/paciente/{id}': { sujeto: 'muestra', tipo: 'lista', leer: porLista(pacientes, (p, o) => rutaConcreta(o.plantilla, { id: p.id }), deFilas('muestra_id')) },
  // NGS results list their sample: a sample's result is shown where the sample is (here, the samples that have one).
  'GET /leucemia/api/pacientes/{id}/muestra-ngs': { sujeto: 'muestra', tipo: 'acotada', leer: porLista(pacientes, (p, o) => rutaConcreta(o.plantilla, { id: p.id }), deFilas('muestra_id')) },
  'GET /leucemia/api/muestras/{id}': detalleMuestra,
  'GET /leucemia/api/muestras/codigo/{codigo}': detalleMuestra,
  'GET /leucemia/api/muestras/generar-pdf/{id}': ficheroMuestra,
  'POST /leucemia/api/muestras/mail-muestra/{id}': ficheroMuestra,
  'GET /leucemia/api/informes/muestra/{id}': { sujeto: 'informe', tipo: 'lista', leer: porLista(muestras, (m, o) => rutaConcreta(o.plantilla, { id: m.id }), deFilas('informe_id')) },
  'GET /leucemia/api/ficheros/{id}': { sujeto: 'informe', tipo: 'fichero', leer: porRegistro(informes, (i) => ({ id: i.id })) },
  'GET /leucemia/api/biobanco': { sujeto: 'biobanco', tipo: 'lista', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('biobanco_id')) },
  // Aliquots of patients who withdrew consent, to destroy: none here, so only ever a part of the scope.
  'GET /leucemia/api/biobanco/retirados': { sujeto: 'biobanco', tipo: 'acotada', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('biobanco_id')) },
  'GET /leucemia/api/biobanco/{upn}/{id}': { sujeto: 'biobanco', tipo: 'detalle', leer: porRegistro(registros, (r) => ({ upn: r.upn, id: r.id })) },
  // A query shows its patient (UPN, centre): every patient has one, so the queries one sees are its patients.
  [`GET ${CONSULTAS}`]: { sujeto: 'paciente', tipo: 'lista', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('paciente_id')) },
  // The worklist's lines name their patient: a part of those in scope (the patients with something to fix).
  [`GET ${CALIDAD}`]: { sujeto: 'paciente', tipo: 'acotada', leer: porLista(() => UNA_VEZ, (_, o) => `${o.plantilla}${PAGINA}`, deItems('paciente_id')) },
  [`GET ${CONSULTAS}/{id}`]: { sujeto: 'paciente', tipo: 'detalle', leer: porRegistro(() => mundo.consultas, (c) => ({ id: c.consulta })) },
};

/** Operations under those paths that show none of their records, and why. */
const SIN_REGISTROS: Readonly<Record<string, string>> = {
  'GET /leucemia/api/pacientes/select/estados': 'a catalogue',
  'GET /leucemia/api/pacientes/select/entidades': 'a catalogue',
  'GET /leucemia/api/muestras/select/{lista}': 'a catalogue',
  'GET /leucemia/api/muestras/recuento': 'a count per state: checked against the worklist below',
  'GET /leucemia/api/biobanco/{upn}/paciente': 'the biobank looks up the UPN it was given to register an aliquot (data-dictionary §5.5; contratos/identidades-rutas.test.ts UPN_DADO)',
  'GET /leucemiaDescargas/api/panel/supervivencia':
    'counts and curves over the patients of the scope, no record: each role’s patients checked in modules/panel/supervivencia-routes.test.ts',
  'GET /leucemiaDescargas/api/panel/acumulacion': 'counts over the patients of the scope and their samples, no record: each role’s patients checked in modules/panel/acumulacion-routes.test.ts',
  'GET /leucemiaDescargas/api/panel/completitud': 'counts over the patients of the scope, no record: each role’s patients checked in modules/panel/completitud-routes.test.ts',
  'GET /leucemiaDescargas/api/panel/mutaciones': 'counts over the NGS results of the patients of the scope, no record named: each role’s patients checked in modules/panel/mutaciones-routes.test.ts',
  'GET /leucemiaDescargas/api/panel/respuesta': 'counts over the patients of the scope, no record: each role’s patients checked in modules/panel/respuesta-routes.test.ts',
};

const SUJETOS_EN_RUTA = /^\/leucemia\/api\/(pacientes|muestras|informes|ficheros|biobanco)(\/|$)/;

/**
 * How the test reads an operation: the table above, else by its path (every read of one patient, a stage of it
 * included: `pacientes/{id}/…`; of one sample: `muestras/{id}/…`), else unclassified.
 */
function clasificar(operacion: OperacionOpenApi): Lector | 'sin registros' | 'fuera' | 'sin clasificar' {
  const nombre = `${operacion.method} ${operacion.plantilla}`;
  if (nombre in LECTORES) return LECTORES[nombre]!;
  if (nombre in SIN_REGISTROS) return 'sin registros';
  if (!SUJETOS_EN_RUTA.test(operacion.plantilla)) return 'fuera';
  if (operacion.method !== 'GET') return 'fuera';
  // A repeatable stage's row: its patient's gate, with a row id this world has none of.
  if (operacion.plantilla.includes('{filaId}')) return 'sin registros';
  if (/^\/leucemia\/api\/pacientes\/(\{id\}|upn\/\{upn\})$/.test(operacion.plantilla)) return detallePaciente;
  if (/^\/leucemia\/api\/pacientes\/\{id\}\//.test(operacion.plantilla)) return partePaciente;
  if (/^\/leucemia\/api\/muestras\/\{id\}(\/|$)/.test(operacion.plantilla)) return detalleMuestra;
  return 'sin clasificar';
}

/** The extract that shows each subject, and how its rows name the records. */
const EXTRACTOS: Readonly<Record<Exclude<Sujeto, 'informe'>, { area: AreaDescargaId; fichero: string; clave: (fila: Record<string, string>) => number | undefined }>> = {
  paciente: { area: 'diagnostico', fichero: 'paciente.csv', clave: (fila) => mundo.pacientes.find((p) => p.upn === fila.upn)?.id },
  muestra: { area: 'muestras', fichero: 'muestra.csv', clave: (fila) => mundo.muestras.find((m) => m.codigo === fila.codigo_muestra)?.id },
  biobanco: { area: 'bioBanco', fichero: 'biobanco.csv', clave: (fila) => Number(fila.biobanco_id) },
};

const texto = (ids: ReadonlySet<number> | null) => (ids === null ? 'rehúsa' : `[${[...ids].sort((a, b) => a - b).join(', ')}]`);

test('§2.3: every identity sees the same patients, samples, reports and biobank records through every list, detail, file and extract, and only those of its scope', async () => {
  const operaciones = await operacionesOpenApi(api.app);
  const sinClasificar = operaciones.filter((operacion) => clasificar(operacion) === 'sin clasificar').map((o) => `${o.method} ${o.plantilla}`);
  assert.deepEqual(sinClasificar, [], 'a route that shows patients, samples, reports or biobank records must be read by this test (LECTORES) or say why not (SIN_REGISTROS)');
  const leidas = operaciones.flatMap((operacion) => {
    const lector = clasificar(operacion);
    return typeof lector === 'object' ? [{ operacion, lector }] : [];
  });
  const comprobadas = new Map<Sujeto, Set<string>>();
  let comparaciones = 0;
  for (const identidad of Object.keys(sesiones) as Identidad[]) {
    const sesion = sesiones[identidad];
    const porSujeto = new Map<Sujeto, { lista: number; detalle: number }>();
    for (const { operacion, lector } of leidas) {
      const vistos = await lector.leer(sesion, operacion);
      if (vistos === null) continue;
      const deseados = esperado(identidad, lector.sujeto);
      const nombre = `${operacion.method} ${operacion.plantilla}`;
      const sobran = [...vistos].filter((id) => !deseados.has(id));
      if (sobran.length > 0) fallos.push(`${identidad} ${lector.sujeto} ${nombre}: out of its scope ${texto(new Set(sobran))}`);
      // A narrowing shows a part; NGS results, the samples that have one.
      const parte = lector.tipo === 'acotada';
      const conNgs = nombre.endsWith('/muestra-ngs') ? new Set([...deseados].filter((id) => mundo.muestras.find((m) => m.id === id)?.ngs)) : deseados;
      if (!parte && texto(vistos) !== texto(deseados)) fallos.push(`${identidad} ${lector.sujeto} ${nombre}: ${texto(vistos)} ≠ §2.3 ${texto(deseados)}`);
      if (parte && nombre.endsWith('/muestra-ngs') && texto(vistos) !== texto(conNgs)) fallos.push(`${identidad} NGS ${nombre}: ${texto(vistos)} ≠ ${texto(conNgs)}`);
      const cuenta = porSujeto.get(lector.sujeto) ?? { lista: 0, detalle: 0 };
      if (lector.tipo === 'lista') cuenta.lista += 1;
      if (lector.tipo === 'detalle' || lector.tipo === 'fichero') cuenta.detalle += 1;
      porSujeto.set(lector.sujeto, cuenta);
      comprobadas.set(lector.sujeto, (comprobadas.get(lector.sujeto) ?? new Set()).add(nombre));
      comparaciones += 1;
    }
    for (const sujeto of ['paciente', 'muestra', 'informe', 'biobanco'] as const) {
      const cuenta = porSujeto.get(sujeto);
      // Who sees any record of a subject has a list of them and a way to open one: a refusal of every record is a bug there.
      if (esperado(identidad, sujeto).size > 0 && (cuenta === undefined || cuenta.lista === 0 || cuenta.detalle === 0)) {
        fallos.push(`${identidad} ${sujeto}: sees ${texto(esperado(identidad, sujeto))} but no list or no detail route lets it (${JSON.stringify(cuenta)})`);
      }
    }
    // The worklist's per-state count is the worklist's.
    const recuento = await requestAs(api.app, sesion, 'GET', `${MUESTRAS}/recuento`);
    if (recuento.statusCode === 200 && recuento.json<{ total: number }>().total !== esperado(identidad, 'muestra').size) {
      fallos.push(`${identidad} recuento: ${recuento.body} ≠ ${esperado(identidad, 'muestra').size}`);
    }
    // The extracts: the records of its rows, deleted ones left out (data-dictionary §8 exports live records only).
    for (const [sujeto, { area, fichero, clave }] of Object.entries(EXTRACTOS) as [Exclude<Sujeto, 'informe'>, (typeof EXTRACTOS)['paciente']][]) {
      if (!areaDescarga(area).roles.includes(sesion.rol)) {
        assert.equal((await requestAs(api.app, sesion, 'POST', `${DESCARGAS}/descarga/recarga/${area}`, {})).statusCode, 403, `${identidad} ${area}`);
        continue;
      }
      const { contenido } = await descargarArea(api.app, sesion, area);
      const filas = filasCsv(contenido, fichero);
      const vistos = new Set(filas.map((fila) => clave(fila) ?? -1));
      const vivos = new Set([...esperado(identidad, sujeto)].filter((id) => sujeto !== 'muestra' || !mundo.muestras.find((m) => m.id === id)?.eliminada));
      if (texto(vistos) !== texto(vivos)) fallos.push(`${identidad} ${sujeto} extract ${area}: ${texto(vistos)} ≠ §2.3 ${texto(vivos)}`);
      comprobadas.set(sujeto, (comprobadas.get(sujeto) ?? new Set()).add(`extract ${area}`));
      comparaciones += 1;
      if (sujeto !== 'muestra' || !tienePermisoMuestra(sesion.rol, 'descargar_informe')) continue;
      // Reports in the extract: each sample row counts the reports the identity reads of it.
      for (const fila of filas) {
        const muestraId = clave(fila);
        const suyos = [...esperado(identidad, 'informe')].filter((id) => mundo.informes.find((i) => i.id === id)?.muestra === muestraId);
        if (Number(fila.n_informes) !== suyos.length) fallos.push(`${identidad} informe extract: ${fila.codigo_muestra} n_informes ${fila.n_informes} ≠ ${suyos.length}`);
      }
      comprobadas.set('informe', (comprobadas.get('informe') ?? new Set()).add(`extract ${area} (n_informes)`));
      comparaciones += 1;
    }
  }
  assert.deepEqual(fallos, []);
  const rutas = [...comprobadas].map(([sujeto, nombres]) => `${sujeto} ${nombres.size}`).join(', ');
  console.info(`alcance-coherente: ${Object.keys(sesiones).length} identities × 4 subjects; routes per subject: ${rutas}; ${comparaciones} sets compared with §2.3`);
});
