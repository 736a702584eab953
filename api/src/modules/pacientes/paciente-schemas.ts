import { z } from 'zod';
import {
  buildZodSchema,
  CALCULADOS_PACIENTE,
  CAMPO_UPN,
  campoDe,
  CAMPOS_ESTADO_PACIENTE,
  CAMPOS_PACIENTE,
  CAMPOS_PACIENTE_ENSAYO,
  CLAVE_FILAS_ENSAYO,
  crearCatalogo,
  defineField,
  ENTIDAD,
  type EntradaHistorial,
  ESTADO_FORMULARIO,
  ESTADO_PACIENTE,
  FILTRO_UPN,
  type NuevoUpn,
  type Paciente,
  type PacienteBusqueda,
  type PacienteEnsayo,
  type PacienteResumen,
  ROL_USUARIO,
  TIPOS_REGISTRO,
} from '@registro-lma/shared/domain';
import { hospitalSelectSchema } from '../hospitales/hospital-schemas';
import { registroSchema } from '../../platform/registro-schemas';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { enumDe, paginated } from '../../platform/response-schemas';
import { ORDENES_PACIENTES } from './paciente-listado-queries';

const pacienteEnsayoSchema = registroSchema(CAMPOS_PACIENTE_ENSAYO, 'borrador').meta({ id: 'PacienteEnsayo' }) satisfies z.ZodType<PacienteEnsayo>;

/**
 * The values the server computes on the patient, from their definitions: the registration date is set with the UPN
 * (never null) and the registration type is one of its codes; completeness is answered in the lists only.
 */
const { de_completitud_pct: completitudSchema, ...calculadosSchema } = registroSchema(CALCULADOS_PACIENTE, 'borrador').shape;

const instante = z.string();
const autor = z.number().int().nullable();

/**
 * What the server keeps of a patient beside its registration form: the keys (a draft has its centre too), the values
 * it computes, the trial rows, the warnings kept with the record, and the version and authorship.
 */
export const SERVIDOR_PACIENTE = {
  paciente_id: z.number().int(),
  upn: z.string(),
  hospital_id: z.number().int(),
  hospital: hospitalSelectSchema,
  ...calculadosSchema,
  fecha_registro: z.string().meta({ format: 'date' }),
  tipo_registro: z.enum(TIPOS_REGISTRO).nullable(),
  estado_formulario: enumDe(ESTADO_FORMULARIO),
  [CLAVE_FILAS_ENSAYO]: z.array(pacienteEnsayoSchema),
  avisos: z.array(z.string()),
  version: z.number().int(),
  creado_por: autor,
  creado_en: instante,
  modificado_por: autor,
  modificado_en: instante,
};

/** The form's fields as a draft may leave them, the state (set only by its own action) and the server's keys. */
export const pacienteSchema = registroSchema(CAMPOS_PACIENTE, 'borrador')
  .extend(registroSchema(CAMPOS_ESTADO_PACIENTE, 'completo').shape)
  .extend(SERVIDOR_PACIENTE)
  .meta({ id: 'Paciente' }) satisfies z.ZodType<Paciente>;

const pacienteResumenSchema = pacienteSchema
  .pick({
    paciente_id: true,
    upn: true,
    hospital: true,
    sexo: true,
    edad_diagnostico: true,
    entidad: true,
    estado: true,
    estado_formulario: true,
    modificado_en: true,
    version: true,
  })
  .extend({ de_completitud_pct: completitudSchema })
  .meta({ id: 'PacienteResumen' }) satisfies z.ZodType<PacienteResumen>;

export const pacienteListadoSchema = paginated(pacienteResumenSchema);

export const pacienteBusquedaSchema = pacienteSchema
  .pick({ paciente_id: true, upn: true, estado: true })
  .extend({ hospital_codigo: z.string() })
  .meta({ id: 'PacienteBusqueda' }) satisfies z.ZodType<PacienteBusqueda>;

export const nuevoUpnSchema = pacienteSchema.pick({ paciente_id: true, upn: true }).meta({ id: 'NuevoUpn' }) satisfies z.ZodType<NuevoUpn>;

export const entradaHistorialSchema = z
  .object({
    auditoria_id: z.number().int(),
    fecha: z.string(),
    usuario: z.object({ usuario_id: z.number().int(), nombre: z.string(), apellidos: z.string() }).nullable(),
    rol: enumDe(ROL_USUARIO).nullable(),
    accion: z.string(),
    tabla: z.string(),
    registro_id: z.string(),
    cambios: z.array(z.object({ campo: z.string(), antes: z.unknown(), despues: z.unknown() })),
    motivo: z.string().nullable(),
  })
  .meta({ id: 'EntradaHistorial' }) satisfies z.ZodType<EntradaHistorial>;

export const filaCatalogoSchema = z
  .object({ codigo: z.string(), etiqueta: z.string(), orden: z.number().int(), activo: z.boolean() })
  .meta({ id: 'FilaCatalogo' });

export const correoPacienteSchema = z.object({ enviado: z.boolean(), mensaje: z.string() }).meta({ id: 'CorreoPaciente' });

export const pacienteListadoQuerySchema = buildZodSchema([
  campoDe(CAMPOS_PAGINACION, 'pagina'),
  defineField({ kind: 'integer', name: 'tamano', label: 'Tamaño de página', required: 'siempre', min: 1, max: 200, default: 25 }),
  defineField({
    kind: 'enum',
    name: 'orden',
    label: 'Ordenar por',
    required: 'siempre',
    catalogo: crearCatalogo(ORDENES_PACIENTES.map((orden) => [orden, orden] as const)),
    default: 'modificado_en',
  }),
  defineField({
    kind: 'enum',
    name: 'direccion',
    label: 'Dirección',
    required: 'siempre',
    catalogo: crearCatalogo([
      ['asc', 'Ascendente'],
      ['desc', 'Descendente'],
    ]),
    default: 'desc',
  }),
  FILTRO_UPN,
  defineField({ kind: 'enum', name: 'estado', label: 'Estado del paciente', required: 'opcional', catalogo: ESTADO_PACIENTE }),
  defineField({ kind: 'enum', name: 'entidad', label: 'Entidad', required: 'opcional', catalogo: ENTIDAD }),
  defineField({ kind: 'enum', name: 'hospital_id', label: 'Centro', required: 'opcional', referencia: 'hospital' }),
]);

export const busquedaParamsSchema = buildZodSchema([
  defineField({ kind: 'text', name: 'texto', label: 'Texto del UPN', required: 'siempre', max: 20 }),
]);

export const upnParamsSchema = buildZodSchema([CAMPO_UPN]);

export const codigoNuevoUpnSchema = buildZodSchema([campoDe(CAMPOS_PACIENTE, 'hospital_id')]);
