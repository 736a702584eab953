import { describe, expect, test } from '@jest/globals';
import { validarMuestraNgs } from './validar-muestra-ngs';

const muestra = { fecha_extraccion: '2024-01-14' };
const cabecera = {
  fecha_informe: '2024-02-01',
  panel_nombre: 'Mieloide 50',
  genes_estudiados: ['FLT3', 'NPM1', 'TP53', 'KMT2A'],
  lod_vaf_pct: 2,
  profundidad_media: 800,
  estado_ngs: 'CON_VARIANTES',
};
const variante = { gen: 'NPM1', hgvs_c: 'c.860_863dup', hgvs_p: 'p.(Trp288Cysfs*12)', tipo_variante: 'FRAMESHIFT', vaf_pct: 35, clasificacion: 'PATOGENICA' };

describe('muestra-ngs (data-dictionary §5.4)', () => {
  test('un resultado con una variante válida se acepta', () => {
    expect(validarMuestraNgs({ ...cabecera, ngs_variante: [variante] }, muestra)).toMatchObject({ ok: true, avisos: {} });
  });

  test('CON_VARIANTES sin variantes, o SIN_VARIANTES con variantes, son errores', () => {
    expect(validarMuestraNgs({ ...cabecera, ngs_variante: [] }, muestra)).toEqual({ ok: false, errores: { estado_ngs: 'Registre al menos una variante.' } });
    expect(validarMuestraNgs({ ...cabecera, estado_ngs: 'FALLIDO', ngs_variante: [variante] }, muestra)).toEqual({
      ok: false,
      errores: { estado_ngs: 'Un resultado sin variantes o fallido no puede tener variantes registradas.' },
    });
  });

  test('la fecha del resultado no precede a la extracción', () => {
    expect(validarMuestraNgs({ ...cabecera, fecha_informe: '2024-01-10', ngs_variante: [variante] }, muestra)).toEqual({
      ok: false,
      errores: { fecha_informe: 'La fecha del resultado no puede ser anterior a la extracción de la muestra.' },
    });
  });

  test('errores de variante con su fila: HGVS y tipo por gen', () => {
    const filas = [
      { ...variante, hgvs_c: '860_863dup' },
      { ...variante, hgvs_p: 'Trp288fs' },
      { ...variante, tipo_variante: 'ITD' },
    ];
    expect(validarMuestraNgs({ ...cabecera, ngs_variante: filas }, muestra)).toEqual({
      ok: false,
      errores: {
        'ngs_variante.0.hgvs_c': 'La nomenclatura c. debe empezar por "c.".',
        'ngs_variante.1.hgvs_p': 'La nomenclatura p. debe empezar por "p.".',
        'ngs_variante.2.tipo_variante': 'Tipo de variante no válido para este gen.',
      },
    });
  });

  test('avisos: gen fuera del panel, VAF bajo el LOD, FLT3-ITD, germinal, profundidad baja', () => {
    const filas = [
      { ...variante, gen: 'DNMT3A' },
      { ...variante, vaf_pct: 1 },
      { ...variante, gen: 'FLT3', tipo_variante: 'ITD' },
      { ...variante, gen: 'TP53', tipo_variante: 'MISSENSE', vaf_pct: 48 },
    ];
    expect(validarMuestraNgs({ ...cabecera, profundidad_media: 100, ngs_variante: filas }, muestra)).toEqual({
      ok: true,
      data: expect.anything(),
      avisos: {
        profundidad_media: 'Profundidad media baja: sensibilidad limitada.',
        'ngs_variante.0.gen': 'El gen no figura entre los genes del panel.',
        'ngs_variante.1.vaf_pct': 'VAF inferior al límite de detección declarado.',
        'ngs_variante.2.vaf_pct': 'La VAF de FLT3-ITD por NGS no equivale al ratio alélico y puede infraestimar duplicaciones largas.',
        'ngs_variante.3.sospecha_germinal': 'VAF próxima al 50 % en un gen de predisposición: valore origen germinal.',
      },
    });
  });
});
