import { z } from 'zod';
import {
  buildZodSchema,
  CAMPO_TEXTO_CONSULTA,
  CAMPO_VERSION,
  crearCatalogo,
  defineField,
  ENTERO_MAXIMO,
  ESTADOS_CONSULTA,
  ETAPAS,
  EVENTOS_CONSULTA,
  ORIGENES_CONSULTA,
  ROLES,
  type FormularioConsulta,
} from '@registro-lma/shared/domain';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';

/** The records a query can be about: the patient's form and each stage's, labelled as their screens are. */
export const FORMULARIO_CONSULTA = crearCatalogo<FormularioConsulta>([['paciente', 'Paciente'], ...ETAPAS.map((etapa): [FormularioConsulta, string] => [etapa.id, etapa.titulo])]);

const ESTADO_CONSULTA = crearCatalogo(ESTADOS_CONSULTA.map((estado) => [estado, estado.charAt(0) + estado.slice(1).toLowerCase()]));

const identificador = <const N extends string, const R extends 'siempre' | 'opcional'>(name: N, label: string, required: R) =>
  defineField({ kind: 'integer', name, label, required, min: 1, max: ENTERO_MAXIMO });

const CAMPO_FORMULARIO = defineField({ kind: 'enum', name: 'formulario', label: 'Formulario', catalogo: FORMULARIO_CONSULTA, required: 'siempre' });
const CAMPO_VARIABLE = defineField({ kind: 'text', name: 'campo', label: 'Campo', max: 63, pattern: /^[a-z][a-z0-9_]*$/, required: 'opcional' });
const TEXTO_OPCIONAL = { ...CAMPO_TEXTO_CONSULTA, required: 'opcional' } as const;

/** `POST /consultas`: the record (and field, or none for the whole record) and the question. */
export const consultaAperturaSchema = buildZodSchema([
  identificador('paciente_id', 'Paciente', 'siempre'),
  CAMPO_FORMULARIO,
  identificador('registro_id', 'Registro', 'siempre'),
  CAMPO_VARIABLE,
  CAMPO_TEXTO_CONSULTA,
]);

/** The answer, and the audit row of the correction it made, when it made one. */
export const consultaRespuestaSchema = buildZodSchema([CAMPO_VERSION, CAMPO_TEXTO_CONSULTA, identificador('auditoria_id', 'Corrección auditada', 'opcional')]);

/** Closing may say why; reopening must. */
export const consultaCierreSchema = buildZodSchema([CAMPO_VERSION, TEXTO_OPCIONAL]);
export const consultaReaperturaSchema = buildZodSchema([CAMPO_VERSION, CAMPO_TEXTO_CONSULTA]);

/** The filters of the list (and of the home count). */
export const FILTROS_CONSULTA = [
  identificador('hospital_id', 'Centro', 'opcional'),
  defineField({ kind: 'enum', name: 'estado', label: 'Estado de la consulta', catalogo: ESTADO_CONSULTA, required: 'opcional' }),
  identificador('paciente_id', 'Paciente', 'opcional'),
  { ...CAMPO_FORMULARIO, required: 'opcional' },
] as const;

export const consultaListadoQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, ...FILTROS_CONSULTA]);

/** `GET /consultas/exportar`: the list's filters, every query that matches (no pages). */
export const consultaExportQuerySchema = buildZodSchema(FILTROS_CONSULTA);

export const consultaSchema = z
  .object({
    consulta_id: z.number().int(),
    paciente_id: z.number().int(),
    upn: z.string(),
    hospital_id: z.number().int(),
    formulario: z.string(),
    registro_id: z.number().int(),
    campo: z.string().nullable(),
    estado: z.enum(ESTADOS_CONSULTA),
    origen: z.enum(ORIGENES_CONSULTA),
    regla: z.string().nullable(),
    version: z.number().int(),
    creado_por: z.number().int().nullable(),
    creado_en: z.string(),
    modificado_en: z.string(),
  })
  .meta({ id: 'Consulta', description: 'Una consulta sobre un campo (o el registro entero) de un formulario de un paciente.' });

export const consultaEventoSchema = z
  .object({
    consulta_evento_id: z.number().int(),
    tipo: z.enum(EVENTOS_CONSULTA),
    texto_consulta: z.string().nullable(),
    auditoria_id: z.number().int().nullable(),
    usuario_id: z.number().int(),
    usuario: z.object({ nombre: z.string(), apellidos: z.string() }).nullable(),
    rol: z.enum(ROLES),
    creado_en: z.string(),
    correccion: z.array(z.object({ campo: z.string(), antes: z.unknown(), despues: z.unknown() })),
  })
  .meta({
    id: 'ConsultaEvento',
    description:
      'Un paso del hilo de una consulta: quién (nombre y rol) y cuándo; en una respuesta, el valor antes y después de la corrección enlazada. El rol de solo lectura no recibe textos libres ni nombres.',
  });

export const consultaDetalleSchema = consultaSchema.extend({ hilo: z.array(consultaEventoSchema) }).meta({ id: 'ConsultaDetalle' });

export type ConsultaRespuesta = z.infer<typeof consultaSchema>;
export type ConsultaDetalle = z.infer<typeof consultaDetalleSchema>;
