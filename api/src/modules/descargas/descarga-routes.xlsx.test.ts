import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { areaDescarga } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { sembrarExpedientesIdentificables } from '../../testing/expediente-identificable';
import { crearCentro, formularioPaciente, registrarPaciente, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { leerXlsxConPython } from '../../platform/xlsx/leer-xlsx.fixture';
import { DESCARGAS, assertMismaHoja, cabeceraCsv, descargarArea, descargarFichero, filasCsv } from './descarga.fixture';

let admin: TestSession;
const OBSERVACION_CON_SEPARADORES = 'Texto con ; punto y coma, "comillas"\ny un salto de línea';

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  const centro = await crearCentro(app, 'HXLSX1');
  await sembrarExpedientesIdentificables(app, admin, centro);
  await registrarPaciente(app, admin, formularioPaciente(centro, { observaciones: OBSERVACION_CON_SEPARADORES }));
});

test('Excel (XLSX): one workbook, a sheet per CSV of the ZIP with the same header, rows and values, typed cells, metadata and codebook', async () => {
  const zip = await descargarArea(api.app, admin, 'diagnostico', { incluir_etiquetas: true });
  const { vista, respuesta } = await descargarFichero(api.app, admin, 'diagnostico', { incluir_etiquetas: true, formato: 'XLSX' });
  assert.equal(respuesta.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(String(respuesta.headers['content-disposition']), /^attachment; filename="registro-lma-diagnostico-identificada-con-etiquetas-\d{4}-\d{2}-\d{2}-\d{6}-UTC\.xlsx"$/);
  assert.equal(createHash('sha256').update(respuesta.rawPayload).digest('hex'), vista.sha256);
  assert.deepEqual(vista.filas_por_fichero, zip.vista.filas_por_fichero);
  assert.deepEqual([vista.formato, zip.vista.formato], ['XLSX', 'CSV']);

  const libro = leerXlsxConPython(respuesta.rawPayload);
  const ficheros = areaDescarga('diagnostico').ficheros.map((fichero) => fichero.nombre);
  assert.deepEqual(libro.hojas, [...ficheros, 'metadatos', 'codebook']);
  for (const fichero of ficheros) assertMismaHoja(libro.filas[fichero], zip.contenido, `${fichero}.csv`);
  assertMismaHoja(libro.filas.codebook, zip.contenido, 'codebook.csv');

  // Numbers and dates are typed; the free text with the separator, quotes and a line break survives.
  const cabecera = cabeceraCsv(zip.contenido, 'paciente.csv');
  const pacientes = libro.filas.paciente!.slice(1).map((fila) => Object.fromEntries(cabecera.map((nombre, indice) => [nombre, fila[indice]])));
  assert.ok(pacientes.every((fila) => typeof fila.edad_diagnostico === 'number' && !('hospital_id' in fila)));
  assert.ok(pacientes.every((fila) => typeof fila.fecha_nacimiento === 'object' && fila.sexo === 'HOMBRE' && fila.sexo_etiqueta === 'Hombre'));
  assert.ok(pacientes.some((fila) => fila.observaciones === OBSERVACION_CON_SEPARADORES));
  assert.equal(pacientes.length, filasCsv(zip.contenido, 'paciente.csv').length);

  const metadatos = Object.fromEntries(libro.filas.metadatos!.slice(1));
  const metadatosCsv = Object.fromEntries(filasCsv(zip.contenido, 'metadatos.csv').map((fila) => [fila.clave, fila.valor]));
  assert.equal(metadatos.formato, 'XLSX');
  assert.equal(metadatosCsv.formato, 'CSV');
  assert.equal(metadatos.filas_paciente, String(pacientes.length));
  assert.equal(metadatos.incluir_etiquetas, '1');
});

test('a format other than CSV or XLSX is refused, naming the field', async () => {
  const respuesta = await requestAs(api.app, admin, 'POST', `${DESCARGAS}/descarga/recarga/diagnostico`, { formato: 'PDF' });
  assert.equal(respuesta.statusCode, 400);
  assert.deepEqual(Object.keys(respuesta.json().errores), ['formato']);
});
