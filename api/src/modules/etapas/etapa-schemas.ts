import { z } from 'zod';
import {
  CAMPO_MODO,
  CAMPO_MOTIVO,
  CAMPO_VERSION,
  ESTADO_FORMULARIO,
  MENSAJE_DATOS_NO_VALIDOS,
  buildZodSchema,
  defineField,
  ENTERO_MAXIMO,
  CAMPOS_DIAGNOSTICO_FISH,
  type DatosPacienteEtapa,
  type DefinicionEtapa,
  type GuardadoEtapa,
  type RegistroEtapa,
} from '@registro-lma/shared/domain';
import { ETAPAS_POR_CLAVE } from '../../db/etapa-registry';
import { CAMPO_ID } from '../../platform/request-schemas';
import { registroSchema } from '../../platform/registro-schemas';
import { enumDe } from '../../platform/response-schemas';

/** `/:id/{etapa}/:filaId`: the patient and one row of a repeatable stage. */
export const filaParamsSchema = buildZodSchema([
  CAMPO_ID,
  defineField({ kind: 'integer', name: 'filaId', label: 'Registro', required: 'siempre', min: 1, max: ENTERO_MAXIMO }),
]);

const envoltorio = buildZodSchema([CAMPO_MODO, { ...CAMPO_VERSION, required: 'opcional' }]);

/**
 * The body of a save: `{ modo, version?, datos }`. The envelope is read here (Spanish messages per key); `datos` is
 * validated by the stage's rules in the handler, because they need the patient's other records.
 */
export const guardadoEtapaSchema = z
  .object(
    {
      modo: z.unknown().meta({ type: 'string', enum: ['borrador', 'completo'] }),
      version: z.unknown().optional().meta({ type: 'integer', description: 'La versión leída; ausente al crear.' }),
      datos: z.record(z.string(), z.unknown(), { error: MENSAJE_DATOS_NO_VALIDOS }).meta({
        description: 'Los campos del formulario con los nombres de variable del diccionario de datos.',
      }),
    },
    { error: MENSAJE_DATOS_NO_VALIDOS },
  )
  .transform((cuerpo, ctx): GuardadoEtapa => {
    const leido = envoltorio.safeParse({ modo: cuerpo.modo, version: cuerpo.version });
    if (!leido.success) {
      for (const issue of leido.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: undefined });
      return z.NEVER;
    }
    return { modo: leido.data.modo, version: leido.data.version, datos: cuerpo.datos };
  });

/** Validating needs only the version read; unlocking and deleting also a reason. */
export const validacionSchema = buildZodSchema([CAMPO_VERSION]);
export const motivoSchema = buildZodSchema([CAMPO_VERSION, CAMPO_MOTIVO]);

const registroEtapaSchema = z
  .object({
    registro_id: z.number().int(),
    paciente_id: z.number().int(),
    estado_formulario: enumDe(ESTADO_FORMULARIO),
    version: z.number().int(),
    avisos: z.record(z.string(), z.string()),
    creado_por: z.number().int().nullable(),
    creado_en: z.string(),
    modificado_por: z.number().int().nullable(),
    modificado_en: z.string(),
    validado_por: z.number().int().nullable(),
    validado_en: z.string().nullable(),
    datos: z.record(z.string(), z.unknown()),
  }) satisfies z.ZodType<RegistroEtapa>;

/**
 * A stage's stored record as answered: `datos` has one key per field and computed value of the stage's definition,
 * and its sub-table's rows under the sub-table's name, so `/docs` lists each stage's variables.
 */
export function registroEtapaSchemaDe(etapa: DefinicionEtapa): z.ZodType<RegistroEtapa> {
  const propios = registroSchema([...etapa.campos, ...etapa.calculados], 'borrador');
  const datos = etapa.subtabla === undefined ? propios : propios.extend({ [etapa.subtabla.nombre]: z.array(registroSchema(etapa.subtabla.campos, 'borrador')) });
  return registroEtapaSchema.extend({ datos }).meta({ id: `RegistroEtapa_${etapa.id}` });
}

const pacienteExpedienteSchema = z.object({
  paciente_id: z.number().int(),
  sexo: z.string().nullable(),
  fecha_nacimiento: z.string().nullable(),
  fecha_diagnostico: z.string().nullable(),
  entidad: z.string().nullable(),
  estado: z.string(),
  ensayos: z.array(z.object({ ensayo: z.string(), fecha_inclusion: z.string().nullable() })),
  fecha_ultima_muestra: z.string().nullable().optional(),
}) satisfies z.ZodType<DatosPacienteEtapa>;

/** A stored row as the history carries it: the stage's fields and computed values, and its table's own columns (id, audit). */
const filaExpedienteSchema = (etapa: DefinicionEtapa) => registroSchema([...etapa.campos, ...etapa.calculados], 'borrador').loose();

/**
 * The patient's whole clinical history, under the keys of `ExpedientePaciente`: one record (or null) for a stage
 * kept once, the rows in order for a repeatable one and for the two rescue lines, which share `rec_res`. Typed by
 * what every key shares, as its keys come from the stage list.
 */
const expedienteSchema: z.ZodType<{ readonly paciente: DatosPacienteEtapa; readonly [clave: string]: unknown }> = z
  .object({
    paciente: pacienteExpedienteSchema,
    diagnostico_fish: z.array(registroSchema(CAMPOS_DIAGNOSTICO_FISH, 'borrador')),
    ...Object.fromEntries(
      [...ETAPAS_POR_CLAVE].map(([clave, [{ etapa }, ...otras]]) => {
        const fila = filaExpedienteSchema(etapa);
        return [clave, otras.length === 0 && etapa.cardinalidad === 'uno' ? fila.nullable() : z.array(fila)];
      }),
    ),
  })
  .meta({ id: 'ExpedientePaciente' });

export const resumenEtapasSchema = z
  .object({
    estados: z.record(z.string(), z.string()),
    no_disponibles: z.record(z.string(), z.string()),
    expediente: expedienteSchema,
  })
  .meta({ id: 'ResumenEtapas' });
