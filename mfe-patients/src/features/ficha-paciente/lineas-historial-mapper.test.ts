import { expect, test } from '@jest/globals';
import { CATALOGOS_SEMILLA, type CambioCampo } from '@registro-lma/shared/domain';
import { bloquesHistorial } from './lineas-historial-mapper';

const CENTROS = [{ hospital_id: 1, codigo: 'HUVR', nombre: 'Hospital Universitario Virgen del Rocío' }];
const leer = (tabla: string, cambios: CambioCampo[]) => bloquesHistorial({ tabla, cambios }, CENTROS, CATALOGOS_SEMILLA);
const MUESTRA = {
  muestra_id: 780,
  codigo_muestra: 'LMA-000241-M004',
  estado: 'REGISTRADA',
  paciente: { paciente_id: 12, upn: 'LMA-000241', hospital_codigo: 'HUVR', sexo: 'MUJER', edad_muestra: 66, entidad: 'LMA' },
  datos: { momento: 'DIAG', material: 'MO_ASPIRADO', volumen_ml: 4.5, fecha_extraccion: '2025-01-09', fecha_envio: null },
  confirmacion: null,
  pdf_generado_en: null,
};

test('una muestra que se envía y se recibe: una línea por campo, con las etiquetas del formulario y sin JSON', () => {
  const recibida = {
    ...MUESTRA,
    estado: 'RECIBIDA',
    datos: { ...MUESTRA.datos, volumen_ml: 5, fecha_envio: '2025-01-10' },
    confirmacion: { datos: { fecha_recepcion: '2025-01-11', aceptada: 'SI', condicion: ['CORRECTA'] }, recibido_por: 9, laboratorio_receptor: 'LAB_CMF_REF' },
    pdf_generado_en: '2025-01-09T23:30:00.000Z',
  };
  const cambios = ['estado', 'datos', 'confirmacion', 'pdf_generado_en'].map((campo) => ({
    campo,
    antes: MUESTRA[campo as keyof typeof MUESTRA],
    despues: recibida[campo as keyof typeof recibida],
  }));

  const [muestra, recepcion, ...otros] = leer('muestra', cambios);
  expect(otros).toEqual([]);
  expect(muestra?.titulo).toBeNull();
  expect(muestra?.lineas.map(({ etiqueta, antes, despues }) => [etiqueta, antes, despues])).toEqual([
    ['Estado de la muestra', 'Registrada (pendiente de envío)', 'Recibida y aceptada'],
    ['Volumen total', '4,5', '5'],
    ['Fecha de envío', '—', '10/01/2025'],
    // Madrid time: the next day at half past midnight.
    ['Hoja de envío impresa', '—', '10/01/2025 00:30'],
  ]);
  expect(recepcion?.titulo).toBe('Recepción de la muestra');
  expect(recepcion?.lineas.map(({ etiqueta, despues }) => [etiqueta, despues])).toEqual([
    ['Fecha de recepción', '11/01/2025'],
    ['¿Muestra aceptada para el análisis?', 'Sí'],
    ['Condición de la muestra', 'Correcta'],
    ['Laboratorio receptor', 'Laboratorio de referencia de citometría (diagnóstico y EMR)'],
  ]);
});

test('un alta no muestra claves internas ni dónde se guarda un fichero', () => {
  const informe = { informe_id: 3, muestra_id: 780, tipo_informe: 'NGS', fecha_informe: '2025-02-01', nombre_archivo: 'ngs.pdf', clave_fichero: 'informes/ab/cd', sha256: 'a'.repeat(64), subido_por: 9 };
  const [bloque] = leer('informe', Object.entries(informe).map(([campo, despues]) => ({ campo, antes: null, despues })));
  const textos = JSON.stringify(bloque);
  for (const interno of ['informe_id', 'muestra_id', 'clave_fichero', 'sha256', 'subido_por', '780', 'informes/ab/cd']) expect(textos).not.toContain(interno);
  expect(bloque?.lineas.map((linea) => linea.etiqueta)).toEqual(['Tipo de informe', 'Fecha del informe', 'Nombre del archivo']);
});

test('cada variante de un resultado NGS es su propia entrada', () => {
  const antes = { datos: { estado_ngs: 'SIN_VARIANTES', ngs_variante: [] } };
  const despues = { datos: { estado_ngs: 'CON_VARIANTES', ngs_variante: [{ gen: 'FLT3', hgvs_c: 'c.1836_1837ins21', vaf_pct: 12.5 }] } };
  const bloques = leer('muestra_ngs', [{ campo: 'datos', antes: antes.datos, despues: despues.datos }]);
  expect(bloques.map((bloque) => bloque.titulo)).toEqual([null, 'Variante 1']);
  expect(bloques[0]?.lineas.map((linea) => linea.etiqueta)).toEqual(['Resultado global']);
  expect(bloques[1]?.lineas.map(({ etiqueta, despues: valor }) => [etiqueta, valor])).toEqual([
    ['Gen', 'FLT3'],
    ['Cambio en ADNc (HGVS c.)', 'c.1836_1837ins21'],
    ['VAF', '12,5'],
  ]);
});
