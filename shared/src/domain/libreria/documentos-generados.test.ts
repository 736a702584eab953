import { expect, test } from '@jest/globals';
import { MATERIAL_MUESTRA } from '../catalogues/material-muestra';
import { REGLAS_RIESGO_ELN2022 } from '../eln2022/decision-eln2022';
import { FUENTES_LESION } from '../eln2022/lesiones-eln2022';
import { REGLAS_MUESTRA } from '../muestras/reglas-muestra';
import { ENSAYOS_DE_MUESTRA, momentosDeEnsayo } from '../muestras/momentos-ensayo';
import { DOCUMENTOS_GENERADOS, documentoGenerado } from './documentos-generados';
import { REGLAS_EN_HOJA_MANEJO } from './hoja-manejo-muestras';

function generado(clave: string) {
  const documento = documentoGenerado(clave);
  if (documento === undefined) throw new Error(clave);
  return documento;
}

test('cada clave da su documento con título y tablas; una clave desconocida, nada', () => {
  for (const { clave, titulo } of DOCUMENTOS_GENERADOS) {
    const documento = generado(clave);
    expect([documento.clave, documento.titulo]).toEqual([clave, titulo]);
    expect(documento.tablas.length).toBeGreaterThan(0);
    for (const tabla of documento.tablas) for (const fila of tabla.filas) expect(fila).toHaveLength(tabla.columnas.length);
  }
  expect(documentoGenerado('inventado')).toBeUndefined();
});

test('la tabla de tiempos tiene una tabla por ensayo y una fila por momento de su catálogo', () => {
  const { tablas } = generado('tiempos-muestras');
  expect(tablas.map((tabla) => tabla.titulo)).toEqual(ENSAYOS_DE_MUESTRA.map((ensayo) => ensayo.etiqueta));
  ENSAYOS_DE_MUESTRA.forEach((ensayo, indice) => {
    expect(tablas[indice]?.filas.map(([codigo, etiqueta]) => [codigo, etiqueta])).toEqual(momentosDeEnsayo(ensayo.codigo).map((fila) => [fila.codigo, fila.etiqueta]));
  });
  const pevolam = tablas.find((tabla) => tabla.titulo === 'PEVOLAM');
  expect(pevolam?.filas[0]).toEqual(['CRIBADO', 'Cribado (diagnóstico)', '≤ 28 d before cycle 1 day 1', 'Diagnóstico']);
  expect(pevolam?.notas).toEqual(['Registro en ClinicalTrials.gov: NCT04090736.']);
});

test('la hoja de manejo lista cada material con su anticoagulante y volumen, y reglas que existen', () => {
  const [materiales] = generado('manejo-muestras').tablas;
  expect(materiales?.filas).toHaveLength(MATERIAL_MUESTRA.length);
  expect(materiales?.filas[0]).toEqual(['Médula ósea (aspirado)', 'EDTA (K2/K3)', 'Obligatorio, 0,1–100 mL; aviso si supera 10 mL']);
  expect(materiales?.filas.find(([material]) => material?.startsWith('Biopsia de médula'))).toEqual([
    'Biopsia de médula ósea (cilindro) (fijador)',
    'Sin anticoagulante',
    'No se registra',
  ]);
  expect(materiales?.notas).toEqual(['Número de tubos por muestra: de 1 a 20.']);
  const ids = Object.values(REGLAS_EN_HOJA_MANEJO).flatMap((reglas) => reglas.map(([id]) => id));
  expect(ids.filter((id) => !REGLAS_MUESTRA.some((regla) => regla.id === id))).toEqual([]);
});

test('la tabla ELN 2022 imprime las reglas del clasificador, en su orden, y las fuentes de cada lesión', () => {
  const [reglas, lesiones] = generado('riesgo-eln2022').tablas;
  expect(reglas?.filas.map(([regla]) => regla)).toEqual(['R1', ...REGLAS_RIESGO_ELN2022.map((regla) => regla.regla)]);
  expect(reglas?.filas[1]?.[2]).toBe('Favorable');
  expect(lesiones?.filas).toHaveLength(Object.keys(FUENTES_LESION).length);
  expect(lesiones?.filas[0]).toEqual(['t(8;21)/RUNX1::RUNX1T1', expect.stringContaining('t(8;21)'), expect.stringContaining('RUNX1'), 'RUNX1::RUNX1T1 (RT-PCR)']);
});
