import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { areaDescarga, AREAS_DESCARGA, ficherosPermitidos, type AreaDescargaId } from '@registro-lma/shared/domain';
import { informe } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../../testing/expediente-identificable';
import { MUESTRAS, RECEPCION_CORRECTA, RESULTADO_NGS, registrarMuestra } from '../../testing/muestras';
import { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { postConsolidacionValida } from '@registro-lma/shared/fixtures/post-consolidacion/post-consolidacion-valida';
import { seguimientoValido } from '@registro-lma/shared/fixtures/seguimiento/seguimiento-valido';
import { crearCentro, formularioPacienteEnEnsayo, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { leerXlsxConPython } from '../../platform/xlsx/leer-xlsx.fixture';
import { columnasDe } from './descarga-writer';
import { consultasCompletas } from './consulta-descarga-builder';
import type { PeticionDescarga } from './descarga-job';
import { assertMismaHoja, cabeceraCsv, descargarArea, descargarFichero, filasCsv, type ContenidoZip } from './descarga.fixture';
import { filasDe } from '../../db/filas';

let admin: TestSession;
let upnEnEnsayo = '';

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  const centro = await crearCentro(app, 'HAREAS');
  const [seguido] = await sembrarExpedientesIdentificables(app, admin, centro);
  for (const [ruta, datos] of [
    ['post-consolidacion', postConsolidacionValida({ pc_trasplante_id: await trasplanteDe(app, seguido!.paciente_id) })],
    ['seguimiento', seguimientoValido()],
  ] as const) {
    const guardado = await requestAs(app, admin, 'POST', `${PACIENTES}/${seguido!.paciente_id}/${ruta}`, { modo: 'completo', datos });
    assert.equal(guardado.statusCode, 201, `${ruta}: ${guardado.body}`);
  }
  const enEnsayo = await registrarPaciente(
    app,
    admin,
    formularioPacienteEnEnsayo(centro),
  );
  upnEnEnsayo = enEnsayo.upn;
  // First line and a consolidation cycle in the trial (the trial download's treatment files).
  for (const [metodo, ruta, datos] of [
    ['PUT', 'diagnostico', diagnosticoValido({ riesgo_lma_flow: 'FAVORABLE' })],
    ['PUT', 'induccion', induccionIntensivaValida({ ensayo_induccion: 'LMA_FLOW' })],
    ['POST', 'consolidacion', consolidacionValida({ cons_ensayo: 'LMA_FLOW' })],
  ] as const) {
    const guardado = await requestAs(app, admin, metodo, `${PACIENTES}/${enEnsayo.paciente_id}/${ruta}`, { modo: 'completo', datos });
    assert.equal(guardado.statusCode, 201, `${ruta}: ${guardado.body}`);
  }
  const muestra = await registrarMuestra(app, admin, enEnsayo.paciente_id);
  await registrarMuestra(app, admin, enEnsayo.paciente_id, { es_ensayo: true, momento: null, ensayo: 'LMA_FLOW', momento_ensayo: 'DIAG', codigo_paciente_ensayo: 'LF-1' });
  const laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const recepcion = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.ok([200, 201].includes(recepcion.statusCode), recepcion.body);
  const ngs = await requestAs(app, laboratorio, 'PUT', `/leucemia/api/pacientes/${enEnsayo.paciente_id}/muestra-ngs`, {
    muestra_id: muestra.muestra_id,
    datos: RESULTADO_NGS,
  });
  assert.ok([200, 201].includes(ngs.statusCode), ngs.body);
  // Reports as the upload pipeline leaves them: one in force, one deleted (not counted).
  const deInforme = { muestra_id: muestra.muestra_id, version: 1, tamano_bytes: 100, tipo_mime: 'application/pdf', subido_por: laboratorio.usuario_id };
  await app.db.insert(informe).values([
    { ...deInforme, tipo_informe: 'CMF', fecha_informe: '2024-01-22', clave_fichero: 'informes/cmf.pdf', sha256: 'a'.repeat(64), nombre_archivo: 'cmf.pdf' },
    { ...deInforme, tipo_informe: 'NGS', fecha_informe: '2024-02-01', clave_fichero: 'informes/ngs.pdf', sha256: 'b'.repeat(64), nombre_archivo: 'ngs.pdf', activo: false,
      motivo_eliminacion: 'Subido por error', eliminado_por: laboratorio.usuario_id, eliminado_en: new Date() },
  ]);
  const biobanco = await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });
  const alta = await requestAs(app, biobanco, 'POST', `/leucemia/api/biobanco/${enEnsayo.upn}`, {
    datos: { biolab: 'BIOBANCO_CENTRAL', codigo_biobanco: 'BC-1', fecha_entrada: '2024-01-20', tipo_alicuota: 'ADN', n_alicuotas: 3, temperatura_almacenamiento: 'MENOS_80', consentimiento_verificado: true },
  });
  assert.equal(alta.statusCode, 201, alta.body);
});

async function trasplanteDe(app: FastifyInstance, pacienteId: number): Promise<number> {
  const rows = await filasDe<{ trasplante_id: number }>(app.db, sql`select trasplante_id from trasplante where paciente_id = ${pacienteId}`);
  return rows[0]!.trasplante_id;
}

/** Records in scope of a table (patients not in BORRADOR or EXCLUIDO, records not deleted), counted straight in SQL. */
async function registros(tabla: string, condicion = sql`true`): Promise<number> {
  const rows = await filasDe<{ n: number }>(api.app.db,
    sql`select count(*)::int as n from ${sql.identifier(tabla)} t join paciente p on p.paciente_id = t.paciente_id where p.estado not in ('BORRADOR', 'EXCLUIDO') and ${condicion}`,
  );
  return Number(rows[0]!.n);
}

const vivos = sql`not t.eliminado`;

async function esperados(): Promise<Record<string, Record<string, number>>> {
  const muestras = await registros('muestra', vivos);
  return {
    diagnostico: { paciente: await registros('paciente'), paciente_ensayo: await registros('paciente_ensayo'), diagnostico: await registros('diagnostico', vivos), diagnostico_fish: 2 },
    induccion: { induccion: await registros('induccion', vivos) },
    consolidacion: { consolidacion: await registros('consolidacion', vivos) },
    postconsolidacion: { post_consolidacion: await registros('post_consolidacion', vivos) },
    seguimiento: {
      resumen_paciente: await registros('paciente'),
      seguimiento: await registros('seguimiento', vivos),
      trasplante: await registros('trasplante', vivos),
      recaida: await registros('recaida', vivos),
      rec_res: await registros('rec_res', vivos),
      muerte: await registros('muerte', vivos),
    },
    bioBanco: { biobanco: await registros('biobanco', vivos) },
    muestras: { muestra: muestras, muestra_ngs: await registros('muestra_ngs', vivos), ngs_variante: 1 },
    ensayo: {
      paciente_ensayo: 1,
      muestra: 1,
      induccion: await registros('induccion', sql`${vivos} and t.ensayo_induccion = 'LMA_FLOW'`),
      consolidacion: await registros('consolidacion', sql`${vivos} and t.cons_ensayo = 'LMA_FLOW'`),
      post_consolidacion: await registros('post_consolidacion', sql`${vivos} and t.pc_ensayo = 'LMA_FLOW'`),
      trasplante: await registros('trasplante', sql`${vivos} and t.tph_ensayo = 'LMA_FLOW'`),
      rec_res: await registros('rec_res', sql`${vivos} and t.rr_ensayo = 'LMA_FLOW'`),
    },
  };
}


/** Unzips the extract (Python's zipfile) and runs its own R script there: rows per file and the class of some columns. */
function leidoPorR(zip: Buffer, columnas: readonly string[]): { filas: Record<string, number>; clases: Record<string, string> } {
  const carpeta = mkdtempSync(join(tmpdir(), 'descarga-r-'));
  try {
    writeFileSync(join(carpeta, 'descarga.zip'), zip);
    execFileSync('python3', ['-m', 'zipfile', '-e', 'descarga.zip', '.'], { cwd: carpeta });
    const programa = [
      'source("leer-descarga.R")',
      'for (n in names(datos)) cat("filas", n, nrow(datos[[n]]), "\\n")',
      ...columnas.map((columna) => {
        const [fichero, variable] = columna.split('.');
        return `cat("clase", "${columna}", class(datos[["${fichero}"]][["${variable}"]])[1], "\\n")`;
      }),
    ].join('; ');
    const salida = execFileSync('Rscript', ['-e', programa], { cwd: carpeta, encoding: 'utf8' });
    const filas: Record<string, number> = {};
    const clases: Record<string, string> = {};
    for (const linea of salida.split('\n')) {
      const [tipo, nombre, valor] = linea.trim().split(/\s+/);
      if (tipo === 'filas') filas[nombre!] = Number(valor);
      if (tipo === 'clase') clases[nombre!] = valor!;
    }
    return { filas, clases };
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

const zips = new Map<string, Buffer>();
const contenidos = new Map<AreaDescargaId, ContenidoZip>();
let resumen: Record<string, string>[] = [];
let esperadosPorArea: Promise<Record<string, Record<string, number>>>;

test('every area: a ZIP whose files have one row per record in scope', async () => {
  esperadosPorArea = esperados();
  const porArea = await esperadosPorArea;
  for (const area of AREAS_DESCARGA) {
    const opciones = area === 'ensayo' ? { ensayo: 'LMA_FLOW' } : {};
    const { vista, contenido, respuesta } = await descargarArea(api.app, admin, area, opciones);
    const filas = Object.fromEntries(Object.keys(porArea[area]!).map((fichero) => [fichero, filasCsv(contenido, `${fichero}.csv`).length]));
    assert.deepEqual([area, filas], [area, porArea[area]]);
    assert.deepEqual([area, vista.filas_por_fichero], [area, porArea[area]]);
    assert.ok(Object.values(filas).some((n) => n > 0), area);
    // data-dictionary §0.4: of the internal keys, only biobanco_id is ever shown.
    const conId = Object.keys(porArea[area]!).flatMap((fichero) => cabeceraCsv(contenido, `${fichero}.csv`).filter((columna) => columna.endsWith('_id') && columna !== 'biobanco_id'));
    assert.deepEqual([area, conId], [area, []]);
    zips.set(area, respuesta.rawPayload);
    contenidos.set(area, contenido);
    if (area === 'seguimiento') resumen = filasCsv(contenido, 'resumen_paciente.csv');
  }
});

test('every area in Excel (XLSX): a sheet per file with the same header, rows and values as its ZIP', async () => {
  assert.equal(contenidos.size, AREAS_DESCARGA.length);
  for (const [area, contenido] of contenidos) {
    const { respuesta } = await descargarFichero(api.app, admin, area, { formato: 'XLSX', ...(area === 'ensayo' ? { ensayo: 'LMA_FLOW' } : {}) });
    const libro = leerXlsxConPython(respuesta.rawPayload);
    const ficheros = areaDescarga(area).ficheros.map((fichero) => fichero.nombre);
    assert.deepEqual(libro.hojas, [...ficheros, 'metadatos', 'codebook']);
    for (const fichero of ficheros) assertMismaHoja(libro.filas[fichero], contenido, `${fichero}.csv`);
    assertMismaHoja(libro.filas.codebook, contenido, 'codebook.csv');
  }
});

test('resumen_paciente: the §7 values of each history (vital status, survival with its events, relapses, death)', () => {
  const fallecido = resumen.find((fila) => fila.estado_vital === 'FALLECIDO');
  assert.ok(fallecido);
  assert.equal(fallecido.muerte_fecha, '2024-12-01');
  assert.equal(fallecido.fecha_ultimo_contacto, '2024-12-01');
  assert.equal(fallecido.os_dias, String(Math.round((Date.UTC(2024, 11, 1) - Date.UTC(2024, 0, 15)) / 86_400_000)));
  assert.equal(fallecido.os_evento, '1');
  assert.equal(fallecido.efs_evento, '1');
  assert.equal(fallecido.n_recaidas, '1');
  assert.match(fallecido.fecha_primera_recaida!, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(Number(fallecido.efs_dias) <= Number(fallecido.os_dias));
  assert.notEqual(fallecido.de_completitud_pct, '');
  const vivos = resumen.filter((fila) => fila.estado_vital === 'VIVO');
  assert.ok(vivos.length >= 2);
  assert.ok(vivos.every((fila) => fila.os_evento === '0' && fila.muerte_fecha === ''));
});

test('the trial download: its first-line and consolidation records, not those of other trials', async () => {
  const porArea = await esperadosPorArea;
  assert.deepEqual([porArea.ensayo!.induccion, porArea.ensayo!.consolidacion], [1, 1]);
  const contenido = contenidos.get('ensayo')!;
  assert.deepEqual(filasCsv(contenido, 'induccion.csv').map((fila) => [fila.upn, fila.ensayo_induccion]), [[upnEnEnsayo, 'LMA_FLOW']]);
  assert.deepEqual(filasCsv(contenido, 'consolidacion.csv').map((fila) => [fila.upn, fila.cons_ensayo]), [[upnEnEnsayo, 'LMA_FLOW']]);
});

test('muestra file: the patient’s sex, entity and age at the sample, and the summary of its reports in force', async () => {
  const contenido = contenidos.get('muestras')!;
  const cabecera = cabeceraCsv(contenido, 'muestra.csv');
  assert.deepEqual(cabecera.slice(0, 5), ['upn', 'hospital_codigo', 'codigo_muestra', 'sexo', 'entidad']);
  assert.deepEqual(cabecera.slice(-6), ['edad_muestra', 'n_informes', 'ultimo_informe_fecha', 'tipos_informe', 'pdf_generado_en', 'modificado_en']);
  const rows = await filasDe<{ sexo: string; entidad: string }>(api.app.db, sql`select sexo, entidad from paciente where upn = ${upnEnEnsayo}`);
  const filas = filasCsv(contenido, 'muestra.csv').filter((fila) => fila.upn === upnEnEnsayo);
  assert.equal(filas.length, 2);
  for (const fila of filas) {
    assert.deepEqual([fila.sexo, fila.entidad], [rows[0]!.sexo, rows[0]!.entidad]);
    const [anio, mes, dia] = fila.fecha_extraccion!.split('-').map(Number) as [number, number, number];
    assert.equal(fila.edad_muestra, String(anio - 1960 - (mes < 5 || (mes === 5 && dia < 10) ? 1 : 0)));
  }
  // data-dictionary §5.1: a trial sample carries the patient's code in the trial; another sample, none.
  assert.deepEqual(filas.map((fila) => [fila.es_ensayo, fila.codigo_paciente_ensayo]).sort(), [['0', ''], ['1', 'LF-1']]);
  const informada = filas.find((fila) => fila.n_informes !== '0');
  assert.deepEqual([informada?.n_informes, informada?.ultimo_informe_fecha, informada?.tipos_informe], ['1', '2024-01-22', 'CMF']);
  assert.deepEqual(
    filas.filter((fila) => fila !== informada).map((fila) => [fila.n_informes, fila.ultimo_informe_fecha, fila.tipos_informe]),
    [['0', '', '']],
  );
  const libro = filasCsv(contenido, 'codebook.csv').filter((fila) => fila.fichero === 'muestra');
  const tipos = libro.find((fila) => fila.variable === 'tipos_informe');
  assert.deepEqual([tipos?.seccion, tipos?.tipo], ['Calculados', 'códigos (separados por |)']);
  assert.match(tipos!.codigos ?? '', /^CMF=Citometría de flujo \| /);
  assert.equal(libro.find((fila) => fila.variable === 'edad_muestra')?.definicion_derivado, 'Años cumplidos entre fecha_nacimiento y fecha_extraccion.');
  assert.equal(libro.find((fila) => fila.variable === 'sexo')?.seccion, 'Paciente');
});

test('metadatos.csv: the version of every catalogue in force when the extract ran', async () => {
  const rows = await filasDe<{ catalogo: string; version: number }>(api.app.db, sql`select catalogo, version from catalogo_version order by catalogo`);
  assert.ok(rows.length > 0);
  const metadatos = Object.fromEntries(filasCsv(contenidos.get('diagnostico')!, 'metadatos.csv').map((fila) => [fila.clave, fila.valor]));
  assert.equal(metadatos.version_catalogos, rows.map((fila) => `${fila.catalogo}=${fila.version}`).join('|'));
});

test('each file read whole in one statement (the benchmark’s COPY) has the rows the job wrote', async () => {
  const rows = await filasDe<{ area: AreaDescargaId; opciones: PeticionDescarga; filas_por_fichero: Record<string, number> }>(
    api.app.db,
    sql`select area, opciones, filas_por_fichero from descarga where estado = 'LISTA'`,
  );
  assert.equal(new Set(rows.map((fila) => fila.area)).size, AREAS_DESCARGA.length);
  for (const { area, opciones, filas_por_fichero } of rows) {
    for (const { fichero, columnas } of columnasDe(ficherosPermitidos(areaDescarga(area).ficheros, opciones.alcance), opciones)) {
      const consultas = consultasCompletas(fichero, columnas, opciones.alcance);
      assert.equal(consultas.length, fichero.fuente.resumen === true ? 2 : 1);
      for (const consulta of consultas) {
        const leidas = (await filasDe<unknown>(api.app.db, sql.raw(consulta))).length;
        assert.deepEqual([area, fichero.nombre, leidas], [area, fichero.nombre, filas_por_fichero[fichero.nombre]]);
      }
    }
  }
});

// Debian's R (r-base-core) reads every extract with its own script; where R is not installed this check cannot run.
test('the R script of each extract reads its files with their types and labels', async () => {
  assert.equal(zips.size, AREAS_DESCARGA.length);
  for (const [area, zip] of zips) {
    const columnas = area === 'diagnostico' ? ['paciente.fecha_diagnostico', 'paciente.sexo', 'paciente.edad_diagnostico', 'diagnostico.peso_kg'] : [];
    const { filas, clases } = leidoPorR(zip, columnas);
    const porArea = await esperadosPorArea;
    assert.deepEqual([area, filas], [area, porArea[area]]);
    if (area === 'diagnostico') assert.deepEqual(clases, { 'paciente.fecha_diagnostico': 'Date', 'paciente.sexo': 'factor', 'paciente.edad_diagnostico': 'integer', 'diagnostico.peso_kg': 'numeric' });
  }
});
