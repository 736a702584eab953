import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditoria } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { FECHA_NACIMIENTO, sembrarExpedientesIdentificables, TEXTOS_LIBRES } from '../../testing/expediente-identificable';
import { crearCentro, formularioPaciente, registrarPaciente } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { cabeceraCsv, descargarArea, filasCsv } from './descarga.fixture';
import { filasDe } from '../../db/filas';

let admin: TestSession;
let centro: number;
const OBSERVACION_CON_SEPARADORES = 'Texto con ; punto y coma, "comillas"\ny un salto de línea';

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  centro = await crearCentro(app, 'HDESC1');
  await sembrarExpedientesIdentificables(app, admin, centro);
  await registrarPaciente(app, admin, formularioPaciente(centro, { observaciones: OBSERVACION_CON_SEPARADORES }));
});

async function pacientesEnAlcance(): Promise<number> {
  const rows = await filasDe<{ n: number }>(api.app.db, sql`select count(*)::int as n from paciente where estado not in ('BORRADOR', 'EXCLUIDO')`);
  return Number(rows[0]!.n);
}

describe('the diagnosis extract, read back by Python’s csv module', () => {
  test('a ZIP of CSVs (BOM, «;», RFC 4180) with a row per record in scope, the codebook, metadata and the R script', async () => {
    const { vista, respuesta, contenido } = await descargarArea(api.app, admin, 'diagnostico', { incluir_etiquetas: true });
    assert.equal(respuesta.headers['content-type'], 'application/zip');
    assert.match(String(respuesta.headers['content-disposition']), /^attachment; filename="registro-lma-diagnostico-identificada-con-etiquetas-\d{4}-\d{2}-\d{2}-\d{6}-UTC\.zip"$/);
    assert.equal(respuesta.headers['cache-control'], 'no-store');
    assert.equal(createHash('sha256').update(respuesta.rawPayload).digest('hex'), vista.sha256);
    assert.deepEqual(Object.keys(contenido).sort(), ['codebook.csv', 'diagnostico.csv', 'diagnostico_fish.csv', 'leer-descarga.R', 'metadatos.csv', 'paciente.csv', 'paciente_ensayo.csv']);

    const pacientes = filasCsv(contenido, 'paciente.csv');
    assert.equal(pacientes.length, await pacientesEnAlcance());
    assert.deepEqual(vista.filas_por_fichero, { paciente: pacientes.length, paciente_ensayo: 2, diagnostico: 1, diagnostico_fish: 1 });
    assert.equal(vista.progreso_pct, 100);
    assert.equal(filasCsv(contenido, 'diagnostico.csv').length, 1);
    assert.equal(filasCsv(contenido, 'diagnostico_fish.csv').length, 1);
    assert.deepEqual(cabeceraCsv(contenido, 'paciente.csv').slice(0, 4), ['upn', 'hospital_codigo', 'sexo', 'sexo_etiqueta']);
    assert.deepEqual(cabeceraCsv(contenido, 'paciente.csv').slice(-2), ['estado_formulario', 'modificado_en']);
    assert.ok(cabeceraCsv(contenido, 'paciente.csv').includes('sexo_etiqueta'));
    // Free text with the separator, quotes and a line break survives; UPN order.
    assert.ok(pacientes.some((fila) => fila.observaciones === OBSERVACION_CON_SEPARADORES));
    assert.deepEqual(pacientes.map((fila) => fila.upn), pacientes.map((fila) => fila.upn).sort());
    assert.ok(pacientes.every((fila) => fila.fecha_nacimiento !== '' && /^\d{4}-\d{2}-\d{2}$/.test(fila.fecha_nacimiento!)));
    assert.ok(pacientes.every((fila) => fila.sexo === 'HOMBRE' && fila.sexo_etiqueta === 'Hombre'));

    const libro = filasCsv(contenido, 'codebook.csv');
    const sexo = libro.find((fila) => fila.fichero === 'paciente' && fila.variable === 'sexo');
    assert.equal(sexo?.tipo, 'código');
    assert.match(sexo?.codigos ?? '', /HOMBRE=Hombre/);
    const edad = libro.find((fila) => fila.variable === 'edad_diagnostico');
    assert.match(edad?.definicion_derivado ?? '', /fecha_nacimiento/);
    // Every column of every data file has its codebook row.
    for (const fichero of ['paciente', 'paciente_ensayo', 'diagnostico', 'diagnostico_fish']) {
      assert.deepEqual(
        libro.filter((fila) => fila.fichero === fichero).map((fila) => fila.variable),
        cabeceraCsv(contenido, `${fichero}.csv`),
      );
    }
    const metadatos = Object.fromEntries(filasCsv(contenido, 'metadatos.csv').map((fila) => [fila.clave, fila.valor]));
    assert.equal(metadatos.usuario_id, String(admin.usuario_id));
    assert.equal(metadatos.filas_paciente, String(pacientes.length));
    assert.match(String(contenido['leer-descarga.R']), /read\.table/);
  });

  test('the extract and its download are audited: area, filters, options, rows per file, hash', async () => {
    const { vista } = await descargarArea(api.app, admin, 'diagnostico');
    const filas = await api.app.db.select().from(auditoria).where(and(eq(auditoria.tabla, 'descarga'), eq(auditoria.registro_id, vista.descarga_id)));
    assert.deepEqual(filas.map((fila) => fila.accion).sort(), ['CAMBIO_ESTADO', 'CREAR', 'VER']);
    const lista = filas.find((fila) => fila.accion === 'CAMBIO_ESTADO')!.despues as Record<string, unknown>;
    assert.deepEqual(lista.filas_por_fichero, vista.filas_por_fichero);
    assert.equal(lista.sha256, vista.sha256);
    assert.deepEqual((lista.filtros as { estados: string[] }).estados.includes('BORRADOR'), false);
    assert.deepEqual(lista.opciones, { formato: 'CSV', etiquetas: false, seudonimizado: false });
    assert.ok(filas.every((fila) => fila.usuario_id === admin.usuario_id));
  });

  test('LECTURA: always pseudonymised, no birth date and no free text in any file', async () => {
    const lectura = await signIn(api.app, 'LECTURA');
    const { vista, contenido } = await descargarArea(api.app, lectura, 'diagnostico', { seudonimizado: false });
    assert.equal(vista.seudonimizado, true);
    const paciente = cabeceraCsv(contenido, 'paciente.csv');
    assert.ok(!paciente.includes('fecha_nacimiento'));
    assert.ok(paciente.includes('anio_nacimiento'));
    for (const columna of ['observaciones', 'medico_responsable', 'estado_motivo']) assert.ok(!paciente.includes(columna), columna);
    assert.ok(!cabeceraCsv(contenido, 'paciente_ensayo.csv').includes('ensayo_otro'));
    assert.ok(!cabeceraCsv(contenido, 'diagnostico_fish.csv').includes('fish_sonda_otra'));
    const datos = ['paciente.csv', 'paciente_ensayo.csv', 'diagnostico.csv', 'diagnostico_fish.csv'].map((fichero) => JSON.stringify(contenido[fichero])).join('\n');
    assert.ok(!datos.includes(FECHA_NACIMIENTO));
    for (const texto of [...Object.values(TEXTOS_LIBRES), OBSERVACION_CON_SEPARADORES]) assert.ok(!datos.includes(texto), texto);
    assert.ok(filasCsv(contenido, 'paciente.csv').some((fila) => fila.anio_nacimiento === FECHA_NACIMIENTO.slice(0, 4)));
  });
});
