import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MuestraNgs } from '@registro-lma/shared/domain';
import { consolidacionValida } from '@registro-lma/shared/fixtures/consolidacion/consolidacion-valida';
import { diagnosticoValido } from '@registro-lma/shared/fixtures/diagnostico/diagnostico-valido';
import { induccionIntensivaValida } from '@registro-lma/shared/fixtures/induccion/induccion-valida';
import { postConsolidacionValida } from '@registro-lma/shared/fixtures/post-consolidacion/post-consolidacion-valida';
import { recaidaValida } from '@registro-lma/shared/fixtures/recaida/recaida-valida';
import { rescateValido } from '@registro-lma/shared/fixtures/rescate/rescate-valido';
import { trasplanteValido } from '@registro-lma/shared/fixtures/trasplante/trasplante-valido';
import { informe } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { MUESTRAS, RECEPCION_CORRECTA, RESULTADO_NGS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, PACIENTES, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { cabeceraCsv, descargarArea, filasCsv, type ContenidoZip } from './descarga.fixture';
import { filasDe } from '../../db/filas';

let admin: TestSession;
let laboratorio: TestSession;
let upn = '';
const codigos = { diagnostico: '', recaida: '' };
let biobancoId = 0;

type ConNgs = { codigo: string; muestraId: number; ngsId: number };

/** A sample of the patient received by `lab`, which enters its NGS result. */
async function muestraConNgs(app: FastifyInstance, pacienteId: number, lab: TestSession, muestra: Record<string, unknown>, resultado: Record<string, unknown>): Promise<ConNgs> {
  const registrada = await registrarMuestra(app, admin, pacienteId, muestra);
  const recepcion = await requestAs(app, lab, 'PUT', `${MUESTRAS}/${registrada.muestra_id}/confirmacion`, {
    datos: { ...RECEPCION_CORRECTA, fecha_recepcion: registrada.datos.fecha_extraccion, n_tubos_recibidos: registrada.datos.n_tubos },
  });
  assert.equal(recepcion.statusCode, 200, recepcion.body);
  const ngs = await requestAs(app, lab, 'PUT', `${PACIENTES}/${pacienteId}/muestra-ngs`, { muestra_id: registrada.muestra_id, datos: { ...RESULTADO_NGS, ...resultado } });
  assert.equal(ngs.statusCode, 200, ngs.body);
  return { codigo: registrada.codigo_muestra, muestraId: registrada.muestra_id, ngsId: ngs.json<MuestraNgs>().ngs_id };
}

async function idDe(app: FastifyInstance, tabla: string, pacienteId: number): Promise<number> {
  const rows = await filasDe<{ id: number }>(app.db, sql`select ${sql.identifier(`${tabla}_id`)} as id from ${sql.identifier(tabla)} where paciente_id = ${pacienteId}`);
  assert.equal(rows.length, 1, tabla);
  return rows[0]!.id;
}

async function guardar(app: FastifyInstance, pacienteId: number, ruta: string, datos: object, metodo: 'PUT' | 'POST' = 'PUT') {
  const response = await requestAs(app, admin, metodo, `${PACIENTES}/${pacienteId}/${ruta}`, { modo: 'completo', datos });
  assert.ok([200, 201].includes(response.statusCode), `${ruta}: ${response.body}`);
}

const VARIANTE_FLT3 = { gen: 'FLT3', hgvs_c: 'c.1794_1795ins30', tipo_variante: 'ITD', vaf_pct: 12, clasificacion: 'PATOGENICA' };

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const deNgs = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_NGS_REF'] });
  const centro = await crearCentro(app, 'HCLAVES');
  const paciente = await registrarPacienteConMuestras(app, admin, centro);
  upn = paciente.upn;
  const id = paciente.paciente_id;
  // The same patient at diagnosis and at relapse: two results whose variants only their keys tell apart.
  const diagnostico = await muestraConNgs(app, id, laboratorio, {}, {});
  const recaida = await muestraConNgs(
    app,
    id,
    laboratorio,
    { momento: 'RECAIDA', fecha_extraccion: '2024-09-01' },
    { fecha_informe: '2024-09-20', ngs_variante: [...RESULTADO_NGS.ngs_variante.map((variante) => ({ ...variante, vaf_pct: 41 })), VARIANTE_FLT3] },
  );
  await muestraConNgs(app, id, deNgs, { momento: 'POST_IND1', fecha_extraccion: '2024-03-01', estudios_solicitados: ['NGS'], laboratorio_destino: 'LAB_NGS_REF' }, { fecha_informe: '2024-03-20' });
  codigos.diagnostico = diagnostico.codigo;
  codigos.recaida = recaida.codigo;
  const pdf = await requestAs(app, admin, 'GET', `${MUESTRAS}/generar-pdf/${diagnostico.muestraId}`);
  assert.equal(pdf.statusCode, 200, pdf.body);
  await app.db.insert(informe).values({
    muestra_id: diagnostico.muestraId,
    version: 1,
    tamano_bytes: 100,
    tipo_mime: 'application/pdf',
    subido_por: laboratorio.usuario_id,
    tipo_informe: 'NGS',
    fecha_informe: '2024-02-01',
    clave_fichero: 'informes/ngs.pdf',
    sha256: 'c'.repeat(64),
    nombre_archivo: 'ngs.pdf',
  });

  await guardar(app, id, 'diagnostico', diagnosticoValido({ ngs_id: diagnostico.ngsId }));
  await guardar(app, id, 'induccion', induccionIntensivaValida());
  await guardar(app, id, 'consolidacion', consolidacionValida(), 'POST');
  await guardar(app, id, 'transplante', trasplanteValido(), 'POST');
  await guardar(app, id, 'post-consolidacion', postConsolidacionValida({ pc_trasplante_id: await idDe(app, 'trasplante', id) }), 'POST');
  await guardar(app, id, 'recaida', recaidaValida({ rec_ngs_id: recaida.ngsId }), 'POST');
  await guardar(app, id, 'rec-res-1', rescateValido({ rr_recaida_id: await idDe(app, 'recaida', id) }));

  const biobanco = await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });
  const alta = await requestAs(app, biobanco, 'POST', `/leucemia/api/biobanco/${upn}?muestra=${diagnostico.muestraId}`, {
    datos: {
      muestra_id: diagnostico.muestraId,
      biolab: 'BIOBANCO_CENTRAL',
      codigo_biobanco: 'BC-CLAVES',
      fecha_entrada: '2024-01-20',
      tipo_alicuota: 'ADN',
      n_alicuotas: 2,
      temperatura_almacenamiento: 'MENOS_80',
      consentimiento_verificado: true,
    },
  });
  assert.equal(alta.statusCode, 201, alta.body);
  biobancoId = await idDe(app, 'biobanco', id);
});

const delPaciente = (contenido: ContenidoZip, fichero: string) => filasCsv(contenido, fichero).filter((fila) => fila.upn === upn);

/** Every column ending in `_id` of every CSV: only `biobanco_id`, the one internal key the dictionary shows (§0.4). */
function columnasId(contenido: ContenidoZip): string[] {
  return Object.keys(contenido)
    .filter((nombre) => nombre.endsWith('.csv') && nombre !== 'codebook.csv' && nombre !== 'metadatos.csv')
    .flatMap((nombre) => cabeceraCsv(contenido, nombre).filter((columna) => columna.endsWith('_id')).map((columna) => `${nombre}:${columna}`));
}

test('ningún fichero lleva un identificador interno: las referencias salen como la clave del registro al que apuntan', async () => {
  const areas = ['diagnostico', 'postconsolidacion', 'seguimiento', 'bioBanco', 'muestras'];
  const contenidos = new Map<string, ContenidoZip>();
  for (const area of areas) contenidos.set(area, (await descargarArea(api.app, admin, area)).contenido);
  assert.deepEqual(areas.flatMap((area) => columnasId(contenidos.get(area)!)), ['biobanco.csv:biobanco_id']);

  const [diagnostico] = delPaciente(contenidos.get('diagnostico')!, 'diagnostico.csv');
  assert.deepEqual([diagnostico?.ngs_codigo_muestra, diagnostico?.ngs_num], [codigos.diagnostico, '1']);
  assert.ok(!cabeceraCsv(contenidos.get('diagnostico')!, 'paciente.csv').includes('hospital_id'));
  const [mantenimiento] = delPaciente(contenidos.get('postconsolidacion')!, 'post_consolidacion.csv');
  assert.equal(mantenimiento?.pc_tph_num, '1');
  const seguimiento = contenidos.get('seguimiento')!;
  const [recaida] = delPaciente(seguimiento, 'recaida.csv');
  assert.deepEqual([recaida?.rec_num, recaida?.rec_ngs_codigo_muestra, recaida?.rec_ngs_num], ['1', codigos.recaida, '1']);
  assert.equal(delPaciente(seguimiento, 'rec_res.csv')[0]?.rr_rec_num, recaida?.rec_num);
  assert.deepEqual(
    delPaciente(contenidos.get('bioBanco')!, 'biobanco.csv').map((fila) => [fila.biobanco_id, fila.codigo_muestra]),
    [[String(biobancoId), codigos.diagnostico]],
  );
});

test('cada variante se une a su resultado (codigo_muestra + ngs_num) y cada resultado a su muestra', async () => {
  const { contenido } = await descargarArea(api.app, admin, 'muestras');
  const muestras = new Set(delPaciente(contenido, 'muestra.csv').map((fila) => fila.codigo_muestra));
  const resultados = delPaciente(contenido, 'muestra_ngs.csv');
  assert.equal(resultados.length, 3);
  for (const resultado of resultados) assert.ok(muestras.has(resultado.codigo_muestra!), resultado.codigo_muestra);
  const clave = (fila: Record<string, string>) => `${fila.codigo_muestra}#${fila.ngs_num}`;
  const porClave = new Map(resultados.map((fila) => [clave(fila), fila]));
  assert.equal(porClave.size, resultados.length);
  const variantes = delPaciente(contenido, 'ngs_variante.csv');
  assert.equal(variantes.length, 4);
  for (const variante of variantes) assert.ok(porClave.has(clave(variante)), clave(variante));
  // Diagnosis and relapse VAFs told apart, each result's variants numbered from 1.
  const deMomento = (momento: string) => variantes.filter((variante) => porClave.get(clave(variante))!.momento === momento);
  assert.deepEqual(deMomento('DIAG').map((variante) => [variante.orden, variante.gen, variante.vaf_pct]), [['1', 'NPM1', '35.0']]);
  assert.deepEqual(deMomento('RECAIDA').map((variante) => [variante.orden, variante.gen, variante.vaf_pct]), [['1', 'NPM1', '41.0'], ['2', 'FLT3', '12.0']]);
  const diagnostico = resultados.find((fila) => fila.codigo_muestra === codigos.diagnostico)!;
  assert.deepEqual([diagnostico.informe_version, diagnostico.informe_fecha], ['1', '2024-02-01']);
  assert.deepEqual(
    resultados.filter((fila) => fila !== diagnostico).map((fila) => [fila.informe_version, fila.informe_fecha]),
    [['', ''], ['', '']],
  );
});

test('muestra.csv: estado, recepción (quién por su id y qué laboratorio) y cuándo se generó su hoja de envío', async () => {
  const { contenido } = await descargarArea(api.app, admin, 'muestras');
  const filas = delPaciente(contenido, 'muestra.csv');
  const diagnostico = filas.find((fila) => fila.codigo_muestra === codigos.diagnostico)!;
  assert.deepEqual([diagnostico.estado, diagnostico.recibido_por, diagnostico.laboratorio_receptor], ['RECIBIDA', String(laboratorio.usuario_id), 'LAB_CMF_REF']);
  assert.match(diagnostico.pdf_generado_en!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  assert.equal(filas.find((fila) => fila.codigo_muestra === codigos.recaida)?.pdf_generado_en, '');
  assert.ok(cabeceraCsv(contenido, 'muestra.csv').includes('codigo_paciente_ensayo'));
});

test('el laboratorio de NGS recibe en «Muestras» los resultados y variantes de sus muestras, no los de otro laboratorio', async () => {
  const { contenido } = await descargarArea(api.app, laboratorio, 'muestras');
  assert.deepEqual(Object.keys(contenido).filter((nombre) => nombre.endsWith('.csv') && !['codebook.csv', 'metadatos.csv'].includes(nombre)).sort(), [
    'muestra.csv',
    'muestra_ngs.csv',
    'ngs_variante.csv',
  ]);
  const propias = [codigos.diagnostico, codigos.recaida].sort();
  assert.deepEqual(delPaciente(contenido, 'muestra_ngs.csv').map((fila) => fila.codigo_muestra).sort(), propias);
  assert.deepEqual([...new Set(delPaciente(contenido, 'ngs_variante.csv').map((fila) => fila.codigo_muestra))].sort(), propias);
});
