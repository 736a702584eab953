import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { Muestra } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { auditRows } from '../../testing/audit-rows';
import { MUESTRAS, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

const ejecutar = promisify(execFile);
let carpeta: string;
let clinico: TestSession;
let muestra: Muestra;

before(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-hoja-ruta-'));
});
after(() => rm(carpeta, { recursive: true, force: true }));

const api = usarApiDePrueba(async (app) => {
  const centro = await crearCentro(app, 'HOJA');
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
  const paciente = await registrarPacienteConMuestras(app, clinico, centro);
  muestra = await registrarMuestra(app, clinico, paciente.paciente_id);
});

const generar = (sesion: TestSession, id = muestra.muestra_id) => requestAs(api.app, sesion, 'GET', `${MUESTRAS}/generar-pdf/${id}`);

describe('GET /muestras/generar-pdf/{id}', () => {
  test('the sheet is an attachment never cached; its barcode decodes to the sample code and it shows no birth date or free text', async () => {
    const respuesta = await generar(clinico);
    assert.equal(respuesta.statusCode, 200, respuesta.body);
    assert.equal(respuesta.headers['content-type'], 'application/pdf');
    assert.equal(respuesta.headers['content-disposition'], `attachment; filename="hoja-envio-${muestra.codigo_muestra}.pdf"`);
    assert.equal(respuesta.headers['cache-control'], 'no-store');
    const ruta = join(carpeta, 'hoja.pdf');
    await writeFile(ruta, respuesta.rawPayload);
    const prefijo = join(carpeta, 'pagina');
    await ejecutar('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', ruta, prefijo]);
    const [png] = (await readdir(carpeta)).filter((nombre) => nombre.startsWith('pagina'));
    assert.ok(png);
    const { stdout: codigos } = await ejecutar('zbarimg', ['--quiet', join(carpeta, png)]);
    assert.deepEqual(codigos.trim().split('\n'), [`CODE-128:${muestra.codigo_muestra}`]);
    const { stdout: texto } = await ejecutar('pdftotext', ['-layout', ruta, '-']);
    assert.match(texto, new RegExp(muestra.codigo_muestra));
    // The patient was born 1960-05-10; the registry keeps no name, and the clinician's free text stays home.
    for (const prohibido of ['1960', '10/05', '05-10', 'Dr. Ruiz', 'Derivado desde otro centro']) assert.ok(!texto.includes(prohibido), prohibido);
  });

  test('generating records pdf_generado_en, audited, without changing the version', async () => {
    assert.equal((await generar(clinico)).statusCode, 200);
    const leida = (await requestAs(api.app, clinico, 'GET', `${MUESTRAS}/${muestra.muestra_id}`)).json<Muestra>();
    assert.notEqual(leida.pdf_generado_en, null);
    assert.equal(leida.version, muestra.version);
    const filas = await auditRows(api.app, 'muestra', muestra.muestra_id);
    assert.ok(filas.some((fila) => fila.accion === 'MODIFICAR' && (fila.despues as Muestra).pdf_generado_en !== null));
  });

  test('an unknown sample is 404; a clinician of another centre and a laboratory are refused (403)', async () => {
    assert.equal((await generar(clinico, 999_999)).statusCode, 404);
    const otro = await signIn(api.app, 'CLINICO', { hospitales: [await crearCentro(api.app, 'HOJB')] });
    assert.equal((await generar(otro)).statusCode, 403);
    assert.equal((await generar(await signIn(api.app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] }))).statusCode, 403);
  });
});
