import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import type { DatosHojaEnvio } from './hoja-envio-types';
import { datosHojaEnvio } from './hoja-envio.fixture';
import { areaCodigoBarras, cajaDeFrase, codigosLeidos, palabrasPagina1, seCruzan } from './hoja-envio-lectura.fixture';
import { generarHojaEnvio } from './hoja-envio-pdf';

const ejecutar = promisify(execFile);
let carpeta: string;

before(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-hoja-'));
});
after(() => rm(carpeta, { recursive: true, force: true }));

async function renderizar(nombre: string, datos: DatosHojaEnvio): Promise<string> {
  const ruta = join(carpeta, `${nombre}.pdf`);
  await writeFile(ruta, await generarHojaEnvio(datos));
  return ruta;
}

/** What poppler reads in the PDF, layout kept (label and value on one line). */
async function textoDe(pdf: string): Promise<string> {
  return (await ejecutar('pdftotext', ['-layout', pdf, '-'])).stdout;
}

test('zbarimg lee en el código de barras Code-128 exactamente el código de muestra', async () => {
  const pdf = await renderizar('rutina', datosHojaEnvio());
  assert.deepEqual(codigosLeidos(pdf), ['CODE-128:000123-M007']);
});

test('el código de muestra y su etiqueta se leen en texto fuera del código de barras, que zbarimg sigue leyendo', async () => {
  for (const codigo of ['LMA-000241-M004', 'LMA-999999-M999']) {
    const pdf = await renderizar(`legible-${codigo}`, datosHojaEnvio({ codigo_muestra: codigo, upn: codigo.slice(0, 10) }));
    const barras = areaCodigoBarras(pdf);
    assert.ok(barras, 'no se ve ningún código de barras en la página 1');
    const palabras = palabrasPagina1(pdf);
    for (const frase of ['Código de muestra', codigo]) {
      const caja = cajaDeFrase(palabras, frase);
      assert.ok(caja, `pdftotext no lee «${frase}»`);
      assert.ok(!seCruzan(caja, barras), `«${frase}» ${JSON.stringify(caja)} queda bajo las barras ${JSON.stringify(barras)}`);
    }
    assert.deepEqual(codigosLeidos(pdf), [`CODE-128:${codigo}`]);
  }
});

test('pdftotext muestra los campos de la hoja en español, con fechas DD/MM/AAAA y decimales con coma', async () => {
  const texto = await textoDe(await renderizar('campos', datosHojaEnvio()));
  for (const esperado of [
    'Hoja de envío de muestra',
    '000123-M007',
    /UPN\s+000123/,
    /Hospital\s+H012 · Hospital Universitario de Pruebas/,
    /Sexo\s+Mujer/,
    /Edad en la extracción\s+64 años/,
    /Entidad\s+LMA/,
    /Momento de la muestra\s+Diagnóstico/,
    /Tipo de material\s+Médula ósea \(aspirado\)/,
    /Anticoagulante \/ conservante\s+EDTA/,
    /Nº de tubos\s+2/,
    /Volumen total\s+4,5 mL/,
    /Fecha de extracción\s+20\/11\/2026 09:40/,
    /Estudios solicitados\s+Citometría de flujo, Cariotipo, NGS \(panel mieloide\)/,
    /Laboratorio de destino\s+Laboratorio Central de Hematología/,
    /Dirección del laboratorio\s+Calle del Ejemplo 1, 28000 Madrid/,
    /Temperatura de transporte\s+Ambiente \(15–25 °C\)/,
    /Fecha de envío\s+____ \/ ____ \/ ________/,
    /Solicitado por\s+Dra. Marta Prueba/,
    /Generada el 20\/11\/2026 11:15/,
  ]) {
    if (typeof esperado === 'string') assert.ok(texto.includes(esperado), esperado);
    else assert.match(texto, esperado);
  }
});

test('nada identificativo sale en la hoja, aunque quien llama pase la fila entera del paciente', async () => {
  const conIdentidad = { ...datosHojaEnvio(), nombre: 'Ana', apellidos: 'Identificable Pérez', fecha_nacimiento: '1962-03-14', nhc: 'NHC-99887' };
  const texto = await textoDe(await renderizar('identidad', conIdentidad));
  for (const prohibido of ['Ana ', 'Identificable', '1962', '14/03', 'NHC', 'nacimiento', 'Nombre']) {
    assert.ok(!texto.includes(prohibido), `la hoja no debe contener «${prohibido}»`);
  }
});

test('una muestra de ensayo muestra el ensayo, el momento según protocolo, el código en el ensayo y ciclo/día; enviada, la fecha de envío', async () => {
  const datos = datosHojaEnvio({
    codigo_muestra: '004567-M012',
    momento: { es_ensayo: true, ensayo: 'QUIWI', momento_ensayo: 'Fin de inducción', codigo_paciente_ensayo: 'QW-0042', ciclo: 2, dia_ciclo: 28 },
    financiacion: 'Promotor del ensayo',
    codigo_proyecto: 'PI-2026-01',
    fecha_envio: '2026-11-21',
  });
  const pdf = await renderizar('ensayo', datos);
  const texto = await textoDe(pdf);
  for (const esperado of [
    /Muestra de ensayo clínico\s+Sí/,
    /Ensayo\s+QUIWI/,
    /Momento según protocolo\s+Fin de inducción/,
    /Código del paciente en el ensayo\s+QW-0042/,
    /Ciclo \/ día del ciclo\s+2 \/ 28/,
    /Financiación del análisis\s+Promotor del ensayo \(proyecto PI-2026-01\)/,
    /Fecha de envío\s+21\/11\/2026/,
  ]) {
    assert.match(texto, esperado);
  }
  assert.deepEqual(codigosLeidos(pdf), ['CODE-128:004567-M012']);
});

test('A4, una página, estructura válida para qpdf; un carácter fuera de WinAnsi se imprime como «?» en vez de fallar', async () => {
  const pdf = await renderizar('a4', datosHojaEnvio({ material: 'Otro (≥ 2 tubos)' }));
  const { stdout: info } = await ejecutar('pdfinfo', [pdf]);
  assert.match(info, /Pages:\s+1/);
  assert.match(info, /Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  await ejecutar('qpdf', ['--check', pdf]);
  assert.match(await textoDe(pdf), /Tipo de material\s+Otro \(\? 2 tubos\)/);
});

test('los mismos datos dan el mismo PDF', async () => {
  const datos = datosHojaEnvio();
  assert.deepEqual(Buffer.from(await generarHojaEnvio(datos)), Buffer.from(await generarHojaEnvio(datos)));
});
