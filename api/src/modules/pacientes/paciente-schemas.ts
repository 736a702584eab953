import { z } from 'zod';
import {
  buildZodSchema,
  campoDe,
  CAMPOS_PACIENTE,
  CONSENTIMIENTO,
  crearCatalogo,
  defineField,
  ENSAYO,
  ENTIDAD,
  ESTADO_FORMULARIO,
  ESTADO_PACIENTE,
  ROL_USUARIO,
  SEXO,
  SI_NO,
  type EntradaHistorial,
  type NuevoUpn,
  type Paciente,
  type PacienteBusqueda,
  type PacienteEnsayo,
  type PacienteResumen,
} from '@registro-lma/shared/domain';
import { hospitalSelectSchema } from '../hospitales/hospital-schemas';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { enumDe, paginated } from '../../platform/response-schemas';
import { ORDENES_PACIENTES } from './paciente-listado';

const texto = z.string().nullable();
const fecha = z.string().nullable().meta({ format: 'date' });

const pacienteEnsayoSchema = z
  .object({
    ensayo: enumDe(ENSAYO).nullable(),
    ensayo_otro: texto,
    codigo_paciente_ensayo: texto,
    fecha_inclusion: fecha,
    brazo: texto,
    fecha_salida: fecha,
  })
  .meta({ id: 'PacienteEnsayo' }) satisfies z.ZodType<PacienteEnsayo>;

export const pacienteSchema = z
  .object({
    paciente_id: z.number().int(),
    upn: z.string(),
    hospital_id: z.number().int(),
    hospital: hospitalSelectSchema,
    sexo: enumDe(SEXO).nullable(),
    // The pseudonymised view (LECTURA) sends only the year of birth (data-dictionary §8).
    fecha_nacimiento: z.string().nullable().meta({ description: 'AAAA-MM-DD; para LECTURA, solo el año (AAAA).' }),
    fecha_diagnostico: fecha,
    entidad: enumDe(ENTIDAD).nullable(),
    consentimiento: enumDe(CONSENTIMIENTO).nullable(),
    fecha_consentimiento: fecha,
    version_consentimiento: texto,
    consentimiento_muestras: enumDe(SI_NO).nullable(),
    fecha_revocacion: fecha,
    participa_ensayo: enumDe(SI_NO).nullable(),
    medico_responsable: texto,
    observaciones: texto,
    edad_diagnostico: z.number().int().nullable(),
    fecha_registro: z.string().meta({ format: 'date' }),
    tipo_registro: z.enum(['PROSPECTIVO', 'RETROSPECTIVO']).nullable(),
    estado: enumDe(ESTADO_PACIENTE),
    estado_motivo: texto,
    estado_formulario: enumDe(ESTADO_FORMULARIO),
    paciente_ensayo: z.array(pacienteEnsayoSchema),
    avisos: z.array(z.string()),
    version: z.number().int(),
    creado_por: z.number().int().nullable(),
    creado_en: z.string(),
    modificado_por: z.number().int().nullable(),
    modificado_en: z.string(),
  })
  .meta({ id: 'Paciente' }) satisfies z.ZodType<Paciente>;

const pacienteResumenSchema = z
  .object({
    paciente_id: z.number().int(),
    upn: z.string(),
    hospital: hospitalSelectSchema,
    sexo: enumDe(SEXO).nullable(),
    edad_diagnostico: z.number().int().nullable(),
    entidad: enumDe(ENTIDAD).nullable(),
    estado: enumDe(ESTADO_PACIENTE),
    estado_formulario: enumDe(ESTADO_FORMULARIO),
    de_completitud_pct: z.number().nullable(),
    modificado_en: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'PacienteResumen' }) satisfies z.ZodType<PacienteResumen>;

export const pacienteListadoSchema = paginated(pacienteResumenSchema);

export const pacienteBusquedaSchema = z
  .object({ paciente_id: z.number().int(), upn: z.string(), hospital_codigo: z.string(), estado: enumDe(ESTADO_PACIENTE) })
  .meta({ id: 'PacienteBusqueda' }) satisfies z.ZodType<PacienteBusqueda>;

export const nuevoUpnSchema = z.object({ paciente_id: z.number().int(), upn: z.string() }).meta({ id: 'NuevoUpn' }) satisfies z.ZodType<NuevoUpn>;

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
  defineField({ kind: 'text', name: 'upn', label: 'UPN', required: 'opcional', max: 20 }),
  defineField({ kind: 'enum', name: 'estado', label: 'Estado del paciente', required: 'opcional', catalogo: ESTADO_PACIENTE }),
  defineField({ kind: 'enum', name: 'entidad', label: 'Entidad', required: 'opcional', catalogo: ENTIDAD }),
  defineField({ kind: 'enum', name: 'hospital_id', label: 'Centro', required: 'opcional', referencia: 'hospital' }),
]);

export const busquedaParamsSchema = buildZodSchema([
  defineField({ kind: 'text', name: 'texto', label: 'Texto del UPN', required: 'siempre', max: 20 }),
]);

export const upnParamsSchema = buildZodSchema([defineField({ kind: 'text', name: 'upn', label: 'UPN', required: 'siempre', max: 10 })]);

export const codigoNuevoUpnSchema = buildZodSchema([campoDe(CAMPOS_PACIENTE, 'hospital_id')]);
