import type { MuestraNgs } from '../muestras/tipos-muestra';

/** An NGS result of a diagnosis sample as `GET /pacientes/{id}/muestra-ngs` answers it; `variantes` replace its rows. */
export function resultadoNgs(cambios: Partial<MuestraNgs> = {}, variantes?: readonly Record<string, unknown>[], genes?: readonly string[]): MuestraNgs {
  return {
    ngs_id: 4,
    muestra_id: 40,
    codigo_muestra: 'LMA-000123-M001',
    paciente_id: 12,
    momento: 'DIAG',
    datos: {
      fecha_informe: '2025-02-01',
      panel_nombre: 'Mieloide 50',
      genes_estudiados: genes ?? ['NPM1', 'FLT3', 'TP53', 'CEBPA', 'IDH1', 'ASXL1'],
      estado_ngs: 'CON_VARIANTES',
      ngs_variante: variantes ?? [
        { gen: 'NPM1', hgvs_c: 'c.860_863dup', tipo_variante: 'FRAMESHIFT', vaf_pct: 35, clasificacion: 'PATOGENICA' },
        { gen: 'FLT3', hgvs_c: 'c.1836_1837ins', tipo_variante: 'ITD', vaf_pct: 20, clasificacion: 'PATOGENICA' },
        { gen: 'TP53', hgvs_c: 'c.743G>A', hgvs_p: 'p.Arg248Gln', tipo_variante: 'MISSENSE', vaf_pct: 12.5, clasificacion: 'PATOGENICA' },
        { gen: 'TP53', hgvs_c: 'c.818G>A', hgvs_p: 'p.Arg273His', tipo_variante: 'MISSENSE', vaf_pct: 31.2, clasificacion: 'PROBABLEMENTE_PATOGENICA' },
        { gen: 'IDH1', hgvs_c: 'c.395G>A', hgvs_p: 'p.Arg132His', tipo_variante: 'MISSENSE', vaf_pct: 40, clasificacion: 'PATOGENICA' },
        { gen: 'ASXL1', hgvs_c: 'c.1934dup', tipo_variante: 'FRAMESHIFT', vaf_pct: 8, clasificacion: 'VUS' },
      ],
    },
    avisos: {},
    version: 1,
    creado_en: '2025-02-01T10:00:00Z',
    modificado_en: '2025-02-01T10:00:00Z',
    ...cambios,
  };
}
