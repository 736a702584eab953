import type { Registro } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { fechaDe } from '../fields/lectura-registro';
import {
  MENSAJE_GEN_FUERA_DE_PANEL,
  MENSAJE_HGVS_C,
  MENSAJE_HGVS_P,
  MENSAJE_NGS_ANTES_DE_EXTRACCION,
  MENSAJE_NGS_SIN_VARIANTES,
  MENSAJE_NGS_VARIANTES_SOBRANTES,
  MENSAJE_PROFUNDIDAD_BAJA,
  MENSAJE_SOSPECHA_GERMINAL,
  MENSAJE_TIPO_VARIANTE_GEN,
  MENSAJE_VAF_BAJO_LOD,
  MENSAJE_VAF_FLT3_ITD,
} from './mensajes-muestra';

/** The result header is checked against its sample and its variant rows. */
export type ContextoMuestraNgs = { readonly muestra: Registro; readonly variantes: readonly Registro[] };

/** A variant row is checked against its result header (panel genes, limit of detection). */
export type ContextoVariante = { readonly cabecera: Registro };

const PROFUNDIDAD_MINIMA = 250;

const NUMERO_ESCRITO = /^\d+(?:[.,]\d+)?$/;

/**
 * A number of the record as the warnings read it: stored, or still the text being typed (`45,5`), so the warnings
 * show live in the form and not only after saving.
 */
function numeroDe(registro: Registro, campo: string): number | null {
  const valor = registro[campo];
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  return typeof valor === 'string' && NUMERO_ESCRITO.test(valor.trim()) ? Number(valor.trim().replace(',', '.')) : null;
}
/** Germline predisposition genes whose VAF near 50 % is warned of (§5.4). */
const GENES_PREDISPOSICION: readonly string[] = ['DDX41', 'CEBPA', 'RUNX1', 'GATA2', 'TP53', 'ETV6'];
/** Variant types tied to one gene (§5.4). */
const GEN_DE_TIPO: Readonly<Record<string, string>> = { ITD: 'FLT3', TKD: 'FLT3', PTD: 'KMT2A' };

/** data-dictionary §5.4: the rules of an NGS result header. */
export const REGLAS_MUESTRA_NGS: readonly ReglaFormulario<ContextoMuestraNgs>[] = [
  {
    id: 'resultado_tras_extraccion',
    campos: ['fecha_informe'],
    severidad: 'E',
    validar: (registro, { muestra }) => {
      const resultado = fechaDe(registro, 'fecha_informe');
      const extraccion = fechaDe(muestra, 'fecha_extraccion');
      return resultado !== null && extraccion !== null && resultado < extraccion ? MENSAJE_NGS_ANTES_DE_EXTRACCION : null;
    },
  },
  {
    id: 'profundidad_baja',
    campos: ['profundidad_media'],
    severidad: 'A',
    validar: (registro) =>
      typeof registro.profundidad_media === 'number' && registro.profundidad_media < PROFUNDIDAD_MINIMA ? MENSAJE_PROFUNDIDAD_BAJA : null,
  },
  {
    id: 'variantes_segun_resultado',
    campos: ['estado_ngs'],
    severidad: 'E',
    validar: (registro, { variantes }) => {
      if (registro.estado_ngs === 'CON_VARIANTES' && variantes.length === 0) return MENSAJE_NGS_SIN_VARIANTES;
      const sinVariantes = registro.estado_ngs === 'SIN_VARIANTES' || registro.estado_ngs === 'FALLIDO';
      return sinVariantes && variantes.length > 0 ? MENSAJE_NGS_VARIANTES_SOBRANTES : null;
    },
  },
];

function empiezaPor(valor: unknown, prefijo: string): boolean {
  return typeof valor !== 'string' || valor.startsWith(prefijo);
}

/** data-dictionary §5.4: the rules of one variant row. */
export const REGLAS_NGS_VARIANTE: readonly ReglaFormulario<ContextoVariante>[] = [
  {
    id: 'gen_del_panel',
    campos: ['gen'],
    severidad: 'A',
    validar: (fila, { cabecera }) => {
      const genes = Array.isArray(cabecera.genes_estudiados) ? (cabecera.genes_estudiados as string[]) : [];
      return typeof fila.gen === 'string' && genes.length > 0 && !genes.includes(fila.gen) ? MENSAJE_GEN_FUERA_DE_PANEL : null;
    },
  },
  { id: 'hgvs_c', campos: ['hgvs_c'], severidad: 'E', validar: (fila) => (empiezaPor(fila.hgvs_c, 'c.') ? null : MENSAJE_HGVS_C) },
  { id: 'hgvs_p', campos: ['hgvs_p'], severidad: 'E', validar: (fila) => (empiezaPor(fila.hgvs_p, 'p.') ? null : MENSAJE_HGVS_P) },
  {
    id: 'tipo_de_gen',
    campos: ['tipo_variante'],
    severidad: 'E',
    validar: (fila) => {
      const gen = typeof fila.tipo_variante === 'string' ? GEN_DE_TIPO[fila.tipo_variante] : undefined;
      return gen !== undefined && typeof fila.gen === 'string' && fila.gen !== gen ? MENSAJE_TIPO_VARIANTE_GEN : null;
    },
  },
  {
    id: 'vaf_bajo_lod',
    campos: ['vaf_pct'],
    severidad: 'A',
    validar: (fila, { cabecera }) => {
      const [vaf, lod] = [numeroDe(fila, 'vaf_pct'), numeroDe(cabecera, 'lod_vaf_pct')];
      return vaf !== null && lod !== null && vaf < lod ? MENSAJE_VAF_BAJO_LOD : null;
    },
  },
  {
    id: 'vaf_flt3_itd',
    campos: ['vaf_pct'],
    severidad: 'A',
    validar: (fila) => (fila.gen === 'FLT3' && fila.tipo_variante === 'ITD' ? MENSAJE_VAF_FLT3_ITD : null),
  },
  {
    id: 'sospecha_germinal',
    // Shown on «Sospecha de origen germinal» as soon as the gene or the VAF is typed, not only after a save.
    campos: ['sospecha_germinal', 'gen', 'vaf_pct'],
    severidad: 'A',
    validar: (fila) => {
      const vaf = numeroDe(fila, 'vaf_pct');
      return typeof fila.gen === 'string' && GENES_PREDISPOSICION.includes(fila.gen) && vaf !== null && vaf >= 40 && vaf <= 60 && fila.sospecha_germinal !== 'SI'
        ? MENSAJE_SOSPECHA_GERMINAL
        : null;
    },
  },
];
