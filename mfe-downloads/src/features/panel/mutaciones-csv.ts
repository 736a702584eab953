import { TIPO_VARIANTE, VARIANTE_MULTIPLE, type RespuestaMutaciones } from '@registro-lma/shared/domain';

const texto = (valor: number | string | null | undefined): string => (valor === null || valor === undefined ? '' : String(valor));

/** The variant types an OncoPrint cell may hold, with their labels, in the catalogue's order (several types first). */
export const TIPOS_ONCOPRINT: readonly { codigo: string; etiqueta: string }[] = [{ codigo: VARIANTE_MULTIPLE, etiqueta: 'Varios tipos' }, ...TIPO_VARIANTE];

export const CABECERA_GENES = ['gen', 'mutados', 'estudiados', 'frecuencia', 'vaf_n', 'vaf_min', 'vaf_q1', 'vaf_mediana', 'vaf_q3', 'vaf_max'] as const;

export function filasGenes(respuesta: RespuestaMutaciones): string[][] {
  return respuesta.genes.map((g) => [g.gen, texto(g.mutados), texto(g.estudiados), texto(g.frecuencia), texto(g.vaf?.n), texto(g.vaf?.minimo), texto(g.vaf?.q1), texto(g.vaf?.mediana), texto(g.vaf?.q3), texto(g.vaf?.maximo)]);
}

export const CABECERA_PARES = ['gen_a', 'gen_b', 'ambos', 'solo_a', 'solo_b', 'ninguno', 'log2_or', 'p_fisher_bilateral', 'q_bh', 'tendencia'] as const;

export function filasPares(respuesta: RespuestaMutaciones): string[][] {
  return respuesta.pares.map((p) => [p.gen_a, p.gen_b, texto(p.ambos), texto(p.solo_a), texto(p.solo_b), texto(p.ninguno), texto(p.log2_or), texto(p.p), texto(p.q), p.tendencia]);
}

/** The OncoPrint's numbers: per gene, how many patients hold each type (none studied: «no_estudiado»; wild type: «sin_variante»). */
export const CABECERA_ONCOPRINT = ['gen', 'tipo', 'pacientes'] as const;

export function filasOncoprint(respuesta: RespuestaMutaciones): string[][] {
  const oncoprint = respuesta.oncoprint;
  if (oncoprint === null) return [];
  return oncoprint.genes.flatMap((gen, g) => {
    const cuenta = new Map<string, number>();
    for (const columna of oncoprint.columnas) {
      const celda = columna.celdas[g];
      const clave = celda === null || celda === undefined ? 'no_estudiado' : celda === '' ? 'sin_variante' : celda;
      cuenta.set(clave, (cuenta.get(clave) ?? 0) + columna.pacientes);
    }
    return [...TIPOS_ONCOPRINT.map((t) => t.codigo), 'sin_variante', 'no_estudiado'].flatMap((tipo) => (cuenta.has(tipo) ? [[gen, tipo, String(cuenta.get(tipo))]] : []));
  });
}
