import { describe, expect, test } from '@jest/globals';
import { DEFINICIONES_AREAS } from './areas-descarga';
import { columnasDeFichero } from './columnas-descarga';

/** Every column of every file that holds a value the server computes (data-dictionary §7). */
const derivadas = DEFINICIONES_AREAS.flatMap((area) => area.ficheros).flatMap((fichero) =>
  columnasDeFichero(fichero, { etiquetas: false, seudonimizado: false }).flatMap((columna) =>
    columna.tipo === 'campo' && fichero.derivados.includes(columna.campo.name) ? [{ variable: `${fichero.nombre}.${columna.nombre}`, campo: columna.campo }] : [],
  ),
);

describe('computed values of the downloads', () => {
  test('every computed column carries, on its own field, the definition the codebook prints', () => {
    expect(derivadas.length).toBeGreaterThan(50);
    const sinDefinicion = derivadas.filter(({ campo }) => (campo.definicion ?? '').trim().length < 10).map(({ variable }) => variable);
    expect(sinDefinicion).toEqual([]);
  });

  test('the patient and the sample export their computed values', () => {
    const variables = derivadas.map(({ variable }) => variable);
    expect(variables).toEqual(expect.arrayContaining(['paciente.edad_diagnostico', 'paciente.tipo_registro', 'paciente.fecha_registro', 'paciente.de_completitud_pct']));
    expect(variables).toEqual(expect.arrayContaining(['muestra.edad_muestra', 'muestra.n_informes', 'muestra.pdf_generado_en', 'muestra_ngs.momento']));
  });
});
