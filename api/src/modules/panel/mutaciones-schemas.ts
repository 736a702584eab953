import { z } from 'zod';
import { buildZodSchema, defineField, SI_NO } from '@registro-lma/shared/domain';
import { CAMPOS_FILTRO_PANEL, recuento } from './panel-schemas';

/** `GET /panel/mutaciones`: whether variants of uncertain significance count, and the panel's filters. */
export const mutacionesQuerySchema = buildZodSchema([
  defineField({ kind: 'enum', name: 'vus', label: 'Incluir variantes de significado incierto', catalogo: SI_NO, required: 'opcional', hint: 'NO si no se indica.' }),
  ...CAMPOS_FILTRO_PANEL,
]);

export const mutacionesSchema = z
  .object({
    incluye_vus: z.boolean(),
    pacientes: recuento,
    genes: z.array(
      z.object({
        gen: z.string(),
        mutados: recuento,
        estudiados: recuento,
        frecuencia: z.number().nullable(),
        vaf: z.object({ n: z.number().int(), minimo: z.number(), q1: z.number(), mediana: z.number(), q3: z.number(), maximo: z.number() }).nullable(),
      }),
    ),
    oncoprint: z
      .object({ genes: z.array(z.string()), columnas: z.array(z.object({ celdas: z.array(z.string().nullable()), pacientes: z.number().int().positive() })) })
      .nullable(),
    pares: z.array(
      z.object({
        gen_a: z.string(),
        gen_b: z.string(),
        ambos: recuento,
        solo_a: recuento,
        solo_b: recuento,
        ninguno: recuento,
        log2_or: z.number().nullable(),
        p: z.number().nullable(),
        q: z.number().nullable(),
        tendencia: z.enum(['COOCURRENCIA', 'EXCLUSION']),
      }),
    ),
    prueba_pares: z.literal('fisher_bilateral'),
    calculado_en: z.string(),
  })
  .meta({
    description:
      'Paisaje mutacional de los pacientes del panel con un resultado NGS vigente y no fallido (uno fallido no estudió ningún gen), con las variantes patogénicas y probablemente patogénicas ' +
      '(y las de significado incierto con vus=SI). Por gen (de más a menos mutado): pacientes mutados de los que lo estudiaron y cuartiles de la VAF ' +
      '(tipo 7 de R). OncoPrint de los 20 genes más mutados: columnas ordenadas como cBioPortal (patrón de genes alterados, luego tipo), cada una con ' +
      'sus celdas (el tipo de variante, MULTIPLE si hay varios, "" sin variante y null si el gen no se estudió) y los pacientes que ' +
      'comparten esas celdas. Pares de los 10 genes más mutados ' +
      'entre los pacientes que estudiaron ambos: log2 de la odds ratio (0,5 añadido a cada celda si alguna es 0), p de la prueba exacta de Fisher ' +
      'bilateral (fisher.test de R) y q de Benjamini–Hochberg, ordenados por p. Para LECTURA, un recuento de 1 a 4 es "<5", sin OncoPrint (una ' +
      'columna puede ser un solo paciente) y sin frecuencia, VAF ni estadísticos con un recuento oculto.',
  });
