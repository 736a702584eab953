import { CODE_LENGTH } from '../../db/columns';
import { z } from 'zod';
import { buildZodSchema, DESENLACE_PANEL, defineField } from '@registro-lma/shared/domain';

const lista = (name: string, label: string) =>
  defineField({ kind: 'text', name, label, max: 1000, required: 'opcional', hint: 'Códigos separados por comas.' });

/** The panel's filters, shared by every chart: a list is comma-separated codes (centres by id). */
export const CAMPOS_FILTRO_PANEL = [
  lista('hospitales', 'Centros'),
  defineField({ kind: 'date', name: 'fecha_diagnostico_desde', label: 'Diagnóstico desde', required: 'opcional' }),
  defineField({ kind: 'date', name: 'fecha_diagnostico_hasta', label: 'Diagnóstico hasta', required: 'opcional' }),
  lista('grupo_edad', 'Grupo de edad'),
  lista('entidad', 'Entidad'),
  lista('riesgo_eln', 'Riesgo genético ELN 2022'),
  lista('intensidad', 'Intensidad del tratamiento'),
  defineField({ kind: 'text', name: 'ensayo', label: 'Ensayo', max: CODE_LENGTH, required: 'opcional' }),
] as const;

/** How to split the curves or the groups (supervivencia, respuesta). */
const CAMPO_GRUPO = defineField({ kind: 'text', name: 'grupo', label: 'Agrupar por', max: CODE_LENGTH, required: 'opcional', hint: 'ninguno, riesgo_eln, edad, intensidad, centro o gen:<GEN>.' });

/** `GET /panel/supervivencia`: the outcome, how to split the curves, and the filters. */
export const supervivenciaQuerySchema = buildZodSchema([
  defineField({ kind: 'enum', name: 'desenlace', label: 'Desenlace', catalogo: DESENLACE_PANEL, required: 'opcional', hint: 'OS si no se indica.' }),
  CAMPO_GRUPO,
  ...CAMPOS_FILTRO_PANEL,
]);

/** A count: a number, or «<5» for a LECTURA user when it is 1 to 4. */
export const recuento = z.union([z.number().int(), z.literal('<5')]);

const puntoCurva = z.object({
  t: z.number(),
  n_riesgo: recuento,
  eventos: recuento,
  censurados: recuento,
  s: z.number(),
  li: z.number().nullable(),
  ls: z.number().nullable(),
});

const estimacion = z.object({ t: z.number(), s: z.number(), li: z.number().nullable(), ls: z.number().nullable() });

export const supervivenciaSchema = z
  .object({
    desenlace: z.enum(['OS', 'EFS', 'RFS']),
    grupo: z.string(),
    grupos: z.array(
      z.object({
        grupo: z.string(),
        etiqueta: z.string(),
        n: recuento,
        eventos: recuento,
        mediana_dias: z.number().nullable(),
        mediana_li: z.number().nullable(),
        mediana_ls: z.number().nullable(),
        curva: z.array(puntoCurva).nullable(),
        estimaciones: z.array(estimacion).nullable(),
      }),
    ),
    log_rank_p: z.number().nullable(),
    calculado_en: z.string(),
  })
  .meta({
    description:
      'Curvas de Kaplan–Meier como las da survfit de R (conf.type = "log"): un punto por tiempo distinto (días), estimaciones a 365,25, 730,5 y ' +
      '1826,25 días, mediana con su IC 95 % y p del log-rank entre grupos (null con menos de dos grupos con eventos). Por centro, el código del grupo es ' +
      'el identificador del centro (el que admite el filtro hospitales). Para LECTURA, un recuento de 1 a ' +
      '4 pacientes es la cadena "<5" y un grupo de menos de 10 pacientes tiene curva, estimaciones y mediana null.',
  });

/** `GET /panel/respuesta`: how to split the groups, and the filters. */
export const respuestaQuerySchema = buildZodSchema([
  CAMPO_GRUPO,
  ...CAMPOS_FILTRO_PANEL,
]);

export const respuestaSchema = z
  .object({
    grupo: z.string(),
    grupos: z.array(
      z.object({
        grupo: z.string(),
        etiqueta: z.string(),
        n: recuento,
        indicadores: z.array(
          z.object({
            indicador: z.string(),
            etiqueta: z.string(),
            n: recuento,
            x: recuento,
            proporcion: z.number().nullable(),
            li: z.number().nullable(),
            ls: z.number().nullable(),
          }),
        ),
      }),
    ),
    metodo_ic: z.literal('wilson'),
    calculado_en: z.string(),
  })
  .meta({
    description:
      'Por grupo, remisión completa compuesta tras la primera línea (sobre los pacientes con mejor respuesta registrada), refractariedad primaria y ' +
      'mortalidad a 30 y 60 días del inicio del tratamiento (sobre los pacientes en que consta): x de n con IC 95 % de Wilson (prop.test sin corrección ' +
      'de continuidad). Para LECTURA, un recuento de 1 a 4 es "<5" y su proporción e intervalo son null.',
  });
