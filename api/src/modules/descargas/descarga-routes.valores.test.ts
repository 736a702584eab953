import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { leerConPython } from '../../testing/leer-con-python';
import { MUESTRAS, RECEPCION_CORRECTA, RESULTADO_NGS, registrarMuestra } from '../../testing/muestras';
import { crearCentro, formularioPaciente, formularioPacienteEnEnsayo, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { descargarArea, descargarFichero, filasCsv } from './descarga.fixture';

let admin: TestSession;
let upn = '';
let upnSinRegistros = '';

/** Free text a user could type (or an import could bring) that a spreadsheet would run as a formula. */
const PLANTADOS = {
  observaciones: '=HIPERVINCULO("http://x.example";"clic")',
  medico_responsable: '+34 600 000 000',
  muestra: '@SUMA(A1:A9)',
  muestra_ensayo: '-2+3',
  panel_nombre: '=1+1',
  tabulador: '\t=1+1',
  retorno: '\r=1+1',
} as const;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  const centro = await crearCentro(app, 'HVALOR');
  const paciente = await registrarPaciente(
    app,
    admin,
    formularioPacienteEnEnsayo(centro, { observaciones: PLANTADOS.observaciones, medico_responsable: PLANTADOS.medico_responsable }),
  );
  upn = paciente.upn;
  const muestra = await registrarMuestra(app, admin, paciente.paciente_id, { observaciones: PLANTADOS.muestra });
  // The patient's latest date: a trial sample two months after the diagnosis, on day −5 of its cycle.
  await registrarMuestra(app, admin, paciente.paciente_id, {
    es_ensayo: true,
    momento: null,
    ensayo: 'LMA_FLOW',
    momento_ensayo: 'DIAG',
    codigo_paciente_ensayo: 'LF-1',
    dia_ciclo: -5,
    fecha_extraccion: '2024-03-10',
    observaciones: PLANTADOS.muestra_ensayo,
  });
  const laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  const recepcion = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.ok([200, 201].includes(recepcion.statusCode), recepcion.body);
  const ngs = await requestAs(app, laboratorio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
    muestra_id: muestra.muestra_id,
    datos: { ...RESULTADO_NGS, panel_nombre: PLANTADOS.panel_nombre },
  });
  assert.ok([200, 201].includes(ngs.statusCode), ngs.body);
  // A tab or a carriage return first: the forms trim them, an import or a direct load may not.
  const otro = await registrarPaciente(app, admin, formularioPaciente(centro));
  upnSinRegistros = otro.upn;
  await app.db.execute(
    sql`update paciente set observaciones = ${PLANTADOS.tabulador}, medico_responsable = ${PLANTADOS.retorno} where paciente_id = ${otro.paciente_id}`,
  );
});

test('fecha_ultimo_contacto counts the extraction of the latest sample (§3.8): OS, EFS and RFS are censored there, not at the diagnosis', async () => {
  const { contenido } = await descargarArea(api.app, admin, 'seguimiento');
  const resumen = filasCsv(contenido, 'resumen_paciente.csv');
  const conMuestras = resumen.find((fila) => fila.upn === upn);
  assert.deepEqual([conMuestras?.fecha_ultimo_contacto, conMuestras?.os_dias, conMuestras?.os_evento, conMuestras?.efs_dias], ['2024-03-10', '55', '0', '55']);
  // A deleted sample is no contact.
  const rows = await filasDe<{ muestra_id: number }>(api.app.db, sql`select muestra_id from muestra where fecha_extraccion = '2024-03-10'`);
  await api.app.db.execute(sql`update muestra set eliminado = true where muestra_id = ${rows[0]!.muestra_id}`);
  const otra = filasCsv((await descargarArea(api.app, admin, 'seguimiento')).contenido, 'resumen_paciente.csv').find((fila) => fila.upn === upn);
  assert.deepEqual([otra?.fecha_ultimo_contacto, otra?.os_dias], ['2024-01-15', '0']);
  await api.app.db.execute(sql`update muestra set eliminado = false where muestra_id = ${rows[0]!.muestra_id}`);
  assert.equal(resumen.find((fila) => fila.upn === upnSinRegistros)?.fecha_ultimo_contacto, '2023-11-06');
  // Early death while its window is still open is left empty: the codebook says so.
  const libro = filasCsv(contenido, 'codebook.csv').filter((fila) => fila.fichero === 'resumen_paciente');
  for (const variable of ['muerte_precoz_30d', 'muerte_precoz_60d']) {
    assert.match(libro.find((fila) => fila.variable === variable)?.definicion_derivado ?? '', /vacío = aún no evaluable/, variable);
  }
});

test('CSV: free text that would open as a formula starts with an apostrophe in every file; a negative number stays a number', async () => {
  const diagnostico = (await descargarArea(api.app, admin, 'diagnostico', { incluir_etiquetas: true })).contenido;
  const pacientes = filasCsv(diagnostico, 'paciente.csv');
  const plantado = pacientes.find((fila) => fila.upn === upn)!;
  assert.deepEqual([plantado.observaciones, plantado.medico_responsable], [`'${PLANTADOS.observaciones}`, `'${PLANTADOS.medico_responsable}`]);
  const otro = pacientes.find((fila) => fila.upn === upnSinRegistros)!;
  assert.deepEqual([otro.observaciones, otro.medico_responsable], [`'${PLANTADOS.tabulador}`, `'${PLANTADOS.retorno}`]);
  const libro = filasCsv(diagnostico, 'codebook.csv').filter((fila) => fila.fichero === 'paciente');
  for (const variable of ['observaciones', 'sexo_etiqueta']) assert.match(libro.find((fila) => fila.variable === variable)?.tipo ?? '', /lleva delante un apóstrofo/, variable);
  assert.equal(libro.find((fila) => fila.variable === 'edad_diagnostico')?.tipo, 'entero');

  const muestras = (await descargarArea(api.app, admin, 'muestras')).contenido;
  const porObservacion = new Map(filasCsv(muestras, 'muestra.csv').map((fila) => [fila.observaciones, fila]));
  assert.ok(porObservacion.has(`'${PLANTADOS.muestra}`));
  assert.equal(porObservacion.get(`'${PLANTADOS.muestra_ensayo}`)?.dia_ciclo, '-5');
  assert.deepEqual(
    filasCsv(muestras, 'muestra_ngs.csv').map((fila) => fila.panel_nombre),
    [`'${PLANTADOS.panel_nombre}`],
  );
});

test('CSV of a read-only role (pseudonymised): the free text it keeps is neutralised too', async () => {
  const lectura = await signIn(api.app, 'LECTURA');
  const { vista, contenido } = await descargarArea(api.app, lectura, 'muestras');
  assert.equal(vista.seudonimizado, true);
  assert.deepEqual(
    filasCsv(contenido, 'muestra_ngs.csv').map((fila) => fila.panel_nombre),
    [`'${PLANTADOS.panel_nombre}`],
  );
});

/** openpyxl reads every cell that starts like a formula: its value and its type (`s` text, `f` formula, `n` number). */
const CELDAS_COMO_FORMULA = `
import json, sys, openpyxl
libro = openpyxl.load_workbook(sys.argv[1])
celdas = [[hoja.title, c.value, c.data_type] for hoja in libro.worksheets for fila in hoja.iter_rows() for c in fila
          if isinstance(c.value, (str, int, float)) and str(c.value)[:1] in '=+-@\\t\\r']
json.dump(celdas, sys.stdout)
`;
import { filasDe } from '../../db/filas';

test('XLSX: the same values are stored as text cells, as typed, never as formulas; the negative day of cycle is a number', async () => {
  const { respuesta } = await descargarFichero(api.app, admin, 'muestras', { formato: 'XLSX' });
  const celdas = leerConPython('/usr/bin/python3', CELDAS_COMO_FORMULA, respuesta.rawPayload, 'libro.xlsx') as [string, string | number, string][];
  assert.deepEqual(
    celdas.filter(([hoja]) => hoja !== 'codebook'),
    [
      ['muestra', PLANTADOS.muestra, 's'],
      ['muestra', -5, 'n'],
      ['muestra', PLANTADOS.muestra_ensayo, 's'],
      ['muestra_ngs', PLANTADOS.panel_nombre, 's'],
    ],
  );
});
