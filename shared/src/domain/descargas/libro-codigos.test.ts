import { describe, expect, test } from '@jest/globals';
import { defineField } from '../fields/campo';
import { areaDescarga, DEFINICIONES_AREAS, type FicheroDescarga } from './areas-descarga';
import { columnasDeFichero, type ModoDescarga } from './columnas-descarga';
import { CABECERA_LIBRO_CODIGOS, filasLibroCodigos } from './libro-codigos';

const MODOS: readonly ModoDescarga[] = [
  { etiquetas: false, seudonimizado: false },
  { etiquetas: true, seudonimizado: true },
];

const columna = (nombre: (typeof CABECERA_LIBRO_CODIGOS)[number]) => CABECERA_LIBRO_CODIGOS.indexOf(nombre);

/** Every codebook row of every file of every area, in both modes. */
const filas = DEFINICIONES_AREAS.flatMap((area) =>
  area.ficheros.flatMap((fichero) => MODOS.flatMap((modo) => filasLibroCodigos(fichero, columnasDeFichero(fichero, modo)).map((fila) => ({ area: area.id, fichero, fila })))),
);

describe('the codebook (codebook.csv)', () => {
  test('requirement and visibility in words, never the source of the field definitions', () => {
    const codigo = /=>|===|!==|&&|\|\||\.includes\(|\.some\(|\bregistro\b|\bfunction\b|\breturn\b|\?\./;
    const conCodigo = filas.filter(({ fila }) => codigo.test(fila[columna('requerido')]!) || codigo.test(fila[columna('condicion_visibilidad')]!));
    expect(conCodigo.map(({ fichero, fila }) => `${fichero.nombre}.${fila[1]}`)).toEqual([]);
    const texto = (fichero: string, variable: string) => filas.find(({ fichero: f, fila }) => f.nombre === fichero && fila[1] === variable)!.fila;
    expect(texto('biobanco', 'volumen_alicuota_ml')[columna('condicion_visibilidad')]).toBe('tipo_alicuota ∈ {PLASMA, SUERO, OTRO}');
    expect(texto('muestra', 'momento_otro')[columna('requerido')]).toBe('si es_ensayo ≠ 1 y momento = OTRO');
    expect(texto('biobanco', 'fecha_salida')[columna('requerido')]).toBe('si estado_alicuota ∈ {CEDIDA, AGOTADA, DESTRUIDA, ANONIMIZADA}');
  });

  test('every derived value has its definition, and the ELN risk values say how they are computed', () => {
    const sinDefinicion = filas.filter(({ fichero, fila }) => fichero.derivados.includes(fila[1]!) && !/\w{3,}.*\w{3,}/.test(fila[columna('definicion_derivado')]!));
    expect(sinDefinicion.map(({ fichero, fila }) => `${fichero.nombre}.${fila[1]}`)).toEqual([]);
    expect(filas.some(({ fila }) => fila[columna('definicion_derivado')]!.includes('Calculado por el servidor'))).toBe(false);
    const diagnostico = filas.filter(({ fichero }) => fichero.nombre === 'diagnostico').map(({ fila }) => fila);
    expect(diagnostico.find((fila) => fila[1] === 'riesgo_global_calculado')![columna('definicion_derivado')]).toMatch(/eln2022-risk\.md §3/);
    expect(diagnostico.find((fila) => fila[1] === 'riesgo_molecular_calculado')![columna('definicion_derivado')]).toMatch(/TP53/);
  });

  test('a derived value without a definition is refused, not given a placeholder', () => {
    const paciente = areaDescarga('diagnostico').ficheros[0]!;
    const nuevo = defineField({ kind: 'integer', name: 'valor_sin_definir', label: 'Sin definir', min: 0, max: 1, required: 'opcional' });
    const fichero: FicheroDescarga = { ...paciente, campos: [...paciente.campos, nuevo], derivados: [...paciente.derivados, nuevo.name] };
    expect(() => filasLibroCodigos(fichero, columnasDeFichero(fichero, MODOS[0]!))).toThrow(/valor_sin_definir/);
  });

  test('a key read through another record says which file it joins', () => {
    const variante = filas.find(({ fichero, fila }) => fichero.nombre === 'ngs_variante' && fila[1] === 'ngs_num')!.fila;
    expect(variante[columna('definicion_derivado')]).toMatch(/ngs_num de muestra_ngs\.csv/);
    const resultado = filas.find(({ fichero, fila }) => fichero.nombre === 'muestra_ngs' && fila[1] === 'ngs_num')!.fila;
    expect(resultado[columna('definicion_derivado')]).toMatch(/^Número del resultado/);
  });
});
