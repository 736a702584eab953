import { describe, expect, test } from '@jest/globals';
import { CAMPOS_SEUDONIMIZADOS } from '../seudonimizacion/campos-seudonimizados';
import { areaDescarga, DEFINICIONES_AREAS } from './areas-descarga';
import { columnasDeFichero } from './columnas-descarga';
import { filasLibroCodigos } from './libro-codigos';
import { scriptR } from './script-r';

const paciente = areaDescarga('diagnostico').ficheros[0]!;
const nombres = (modo: { etiquetas: boolean; seudonimizado: boolean }) => columnasDeFichero(paciente, modo).map((columna) => columna.nombre);

describe('the columns of an extract (data-dictionary §8)', () => {
  test('identifiers first, the form’s variables, audit columns last', () => {
    const columnas = nombres({ etiquetas: false, seudonimizado: false });
    expect(columnas.slice(0, 2)).toEqual(['upn', 'hospital_codigo']);
    expect(columnas.slice(-2)).toEqual(['estado_formulario', 'modificado_en']);
    expect(columnas).toContain('fecha_nacimiento');
    expect(columnas).not.toContain('sexo_etiqueta');
  });

  test('«Incluir etiquetas» adds <variable>_etiqueta after each coded variable', () => {
    const columnas = nombres({ etiquetas: true, seudonimizado: false });
    expect(columnas[columnas.indexOf('sexo') + 1]).toBe('sexo_etiqueta');
  });

  test('pseudonymised: the birth year instead of the date, no free-text column in any file of any area', () => {
    const columnas = nombres({ etiquetas: false, seudonimizado: true });
    expect(columnas).toContain('anio_nacimiento');
    expect(columnas).not.toContain('fecha_nacimiento');
    for (const area of DEFINICIONES_AREAS) {
      for (const fichero of area.ficheros) {
        const omitidas = columnasDeFichero(fichero, { etiquetas: true, seudonimizado: true }).filter(
          (columna) => columna.tipo === 'campo' && CAMPOS_SEUDONIMIZADOS.get(columna.campo.name) === 'omitido',
        );
        expect([fichero.nombre, omitidas]).toEqual([fichero.nombre, []]);
      }
    }
  });

  test('no internal id in any file of any area (data-dictionary §0.4): only biobanco_id, the key the dictionary shows', () => {
    for (const modo of [{ etiquetas: false, seudonimizado: false }, { etiquetas: true, seudonimizado: true }]) {
      const conId = DEFINICIONES_AREAS.flatMap((area) =>
        area.ficheros.flatMap((fichero) => columnasDeFichero(fichero, modo).filter((columna) => columna.nombre.endsWith('_id')).map((columna) => `${fichero.nombre}.${columna.nombre}`)),
      );
      expect(new Set(conId)).toEqual(new Set(['biobanco.biobanco_id']));
    }
  });

  test('NGS results and variants lead with the keys that join them: the sample, the result, the variant', () => {
    const [, ngs, variante] = areaDescarga('muestras').ficheros;
    const nombresDe = (fichero: typeof ngs) => columnasDeFichero(fichero!, { etiquetas: false, seudonimizado: false }).map((columna) => columna.nombre);
    expect(nombresDe(ngs).slice(0, 4)).toEqual(['upn', 'hospital_codigo', 'codigo_muestra', 'ngs_num']);
    expect(nombresDe(variante).slice(0, 5)).toEqual(['upn', 'hospital_codigo', 'codigo_muestra', 'ngs_num', 'orden']);
    const biobanco = areaDescarga('bioBanco').ficheros[0]!;
    expect(nombresDe(biobanco).slice(0, 4)).toEqual(['upn', 'hospital_codigo', 'biobanco_id', 'codigo_muestra']);
  });

  test('the codebook has one row per column, with codes, unit, requirement and visibility from the field definitions', () => {
    const diagnostico = areaDescarga('diagnostico').ficheros[2]!;
    const columnas = columnasDeFichero(diagnostico, { etiquetas: false, seudonimizado: false });
    const filas = filasLibroCodigos(diagnostico, columnas);
    expect(filas.map((fila) => fila[1])).toEqual(columnas.map((columna) => columna.nombre));
    const peso = filas.find((fila) => fila[1] === 'peso_kg')!;
    expect(peso.slice(2, 8)).toEqual(['Diagnóstico', expect.any(String), expect.any(String), 'decimal', 'kg', expect.stringMatching(/^\d$/)]);
    expect(filas.some((fila) => fila[10] !== '')).toBe(true);
    expect(filas.some((fila) => fila[11] !== '')).toBe(true);
  });

  test('the R script reads every file with a class per column and labels the coded ones', () => {
    const ficheros = areaDescarga('diagnostico').ficheros.map((fichero) => ({ fichero, columnas: columnasDeFichero(fichero, { etiquetas: false, seudonimizado: false }) }));
    const script = scriptR(ficheros);
    expect(script).toContain('leer("paciente.csv"');
    expect(script).toContain('"fecha_diagnostico" = "Date"');
    expect(script).toMatch(/d\[\["sexo"\]\] <- factor\(d\[\["sexo"\]\], levels = c\("HOMBRE"/);
  });
});
