import { CODE_LENGTH } from '../../db/columns';
import { z } from 'zod';
import {
  ANTICOAGULANTE,
  buildZodSchema,
  CAMPO_MUESTRA_ID,
  CAMPO_VERSION,
  CAMPOS_CAMBIO_ESTADO_MUESTRA,
  CAMPOS_CONFIRMACION,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  type CatalogoFila,
  catalogoMomentosDe,
  CATALOGOS_SEMILLA,
  type CatalogosVigentes,
  CLAVE_VARIANTES,
  CODIGO_MUESTRA,
  type ConfirmacionMuestra,
  crearCatalogo,
  defineField,
  ensayosDeMuestra,
  ENTERO_MAXIMO,
  ESTADO_MUESTRA,
  type EstadoMuestra,
  filasVigentes,
  FILTRO_UPN,
  HITOS_MUESTRA,
  MATERIAL_MUESTRA,
  MOMENTO_MUESTRA,
  momentosDeEnsayo,
  type Muestra,
  type MuestraDePaciente,
  type MuestraNgs,
  ORDENES_LISTA_MUESTRAS,
  type RecuentoMuestras,
  TEMPERATURA_TRANSPORTE,
  TIPO_ESTUDIO,
} from '@registro-lma/shared/domain';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { registroSchema } from '../../platform/registro-schemas';
import { enumDe, paginated } from '../../platform/response-schemas';
import { cuerpoConDatos } from './cuerpo-con-datos-schemas';

const DATOS_MUESTRA = 'Los campos del formulario de muestra (diccionario de datos §5.1) con sus nombres de variable.';

const CAMPO_PACIENTE_ID = defineField({ kind: 'integer', name: 'paciente_id', label: 'Paciente', required: 'siempre', min: 1, max: ENTERO_MAXIMO });
const VERSION_OPCIONAL = { ...CAMPO_VERSION, required: 'opcional' } as const;

export const altaMuestraSchema = cuerpoConDatos([CAMPO_PACIENTE_ID], DATOS_MUESTRA);
export const edicionMuestraSchema = cuerpoConDatos([CAMPO_VERSION], DATOS_MUESTRA);
export const confirmacionSchema = cuerpoConDatos([VERSION_OPCIONAL], 'Los campos de la recepción (§5.2); sin versión al confirmar, con la leída al corregir.');
export const guardadoNgsSchema = cuerpoConDatos(
  [CAMPO_MUESTRA_ID, VERSION_OPCIONAL],
  'La cabecera del resultado NGS (§5.4) y sus variantes en `ngs_variante`; sin versión al crear, con la leída al modificar.',
);

export const cambioEstadoMuestraSchema = buildZodSchema(CAMPOS_CAMBIO_ESTADO_MUESTRA);

const SI_NO_FILTRO = crearCatalogo([
  ['true', 'Sí'],
  ['false', 'No'],
]);

// A laboratory code of the ⚙ catalogue in force (the administrator adds codes): any code, the scope filters.
const FILTRO_LABORATORIO = defineField({ kind: 'text', name: 'laboratorio', label: 'Laboratorio', max: CODE_LENGTH, required: 'opcional' });
const FILTRO_ESTADO = defineField({ kind: 'enum', name: 'estado', label: 'Estado de la muestra', catalogo: ESTADO_MUESTRA, required: 'opcional' });

/** A date bound of a list filter: any date, also a future one (it only narrows the list). */
const limiteFecha = <const N extends string>(name: N, label: string) => defineField({ kind: 'date', name, label, required: 'opcional', permitirFuturo: true });

/** The filters of every sample list but the state (the worklist: laboratory, patient, centre, study, trial, dates). */
const FILTROS_MUESTRAS = [
  FILTRO_LABORATORIO,
  FILTRO_UPN,
  defineField({ kind: 'enum', name: 'es_ensayo', label: 'Muestra de ensayo clínico', catalogo: SI_NO_FILTRO, required: 'opcional' }),
  defineField({ kind: 'integer', name: 'hospital_id', label: 'Centro', min: 1, max: ENTERO_MAXIMO, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'estudio', label: 'Estudio solicitado', catalogo: TIPO_ESTUDIO, required: 'opcional' }),
  // A trial code of the ⚙ catalogue in force, as the laboratory.
  defineField({ kind: 'text', name: 'ensayo', label: 'Ensayo', max: CODE_LENGTH, required: 'opcional' }),
  limiteFecha('extraccion_desde', 'Extracción desde'),
  limiteFecha('extraccion_hasta', 'Extracción hasta'),
  limiteFecha('envio_desde', 'Envío desde'),
  limiteFecha('envio_hasta', 'Envío hasta'),
] as const;

const ORDEN_LISTA = [
  defineField({
    kind: 'enum',
    name: 'orden',
    label: 'Ordenar por',
    catalogo: crearCatalogo(ORDENES_LISTA_MUESTRAS.map((orden) => [orden, orden] as const)),
    required: 'siempre',
    default: 'modificado_en',
  }),
  defineField({
    kind: 'enum',
    name: 'direccion',
    label: 'Dirección',
    catalogo: crearCatalogo([
      ['asc', 'Ascendente'],
      ['desc', 'Descendente'],
    ]),
    required: 'siempre',
    default: 'desc',
  }),
] as const;

/** `GET /muestras`: the laboratory worklist and every sample list (scope applied on top), sorted by a whitelisted column. */
export const muestraListadoQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, ...ORDEN_LISTA, FILTRO_ESTADO, ...FILTROS_MUESTRAS]);

/** `GET /muestras/recuento`: the list's filters but the state, whose count per state is the answer. */
export const muestraRecuentoQuerySchema = buildZodSchema(FILTROS_MUESTRAS);

/** The worklist's tabs: the samples counted in every state of the catalogue (0 when none) and in all. */
export const recuentoMuestrasSchema = z
  .object({
    total: z.number().int(),
    por_estado: z.object(Object.fromEntries(ESTADO_MUESTRA.map((fila) => [fila.codigo, z.number().int()])) as Record<EstadoMuestra, z.ZodNumber>),
  })
  .meta({ id: 'RecuentoMuestras' }) satisfies z.ZodType<RecuentoMuestras>;

export const codigoParamsSchema = buildZodSchema([defineField({ ...CODIGO_MUESTRA, name: 'codigo' })]);

/** The trials' own moment lists by the spec's names (`momentos-lma-flow`, `momentos-la-mix`…). */
function momentosDeEnsayos(vigentes: CatalogosVigentes): Record<string, readonly CatalogoFila[]> {
  return Object.fromEntries(
    ensayosDeMuestra(vigentes)
      .filter((fila) => catalogoMomentosDe(fila.codigo) !== 'momento_muestra')
      .map((fila) => [`momentos-${fila.codigo.toLowerCase().replaceAll('_', '-')}`, momentosDeEnsayo(fila.codigo, vigentes)]),
  );
}

/** `/muestras/select/{lista}`: the selectable lists of the sample forms (spec §3, §7), the ⚙ ones as in force. */
export function listasSelectMuestra(vigentes: CatalogosVigentes): Readonly<Record<string, readonly CatalogoFila[]>> {
  return {
    momentos: MOMENTO_MUESTRA,
    ...momentosDeEnsayos(vigentes),
    ensayos: ensayosDeMuestra(vigentes),
    laboratorios: filasVigentes(vigentes, 'laboratorio'),
    'laboratorios-economicos': filasVigentes(vigentes, 'laboratorio_economico'),
    biolabs: filasVigentes(vigentes, 'biolab'),
    materiales: MATERIAL_MUESTRA,
    anticoagulantes: ANTICOAGULANTE,
    estudios: TIPO_ESTUDIO,
    temperaturas: TEMPERATURA_TRANSPORTE,
    estados: ESTADO_MUESTRA,
  };
}

/** The list names of the seed (a trial the administrator adds later is read through the catalogue API). */
export const LISTAS_SELECT_MUESTRA = Object.keys(listasSelectMuestra(CATALOGOS_SEMILLA));

export const listaSelectParamsSchema = buildZodSchema([
  defineField({
    kind: 'enum',
    name: 'lista',
    label: 'Lista',
    catalogo: crearCatalogo(LISTAS_SELECT_MUESTRA.map((nombre) => [nombre, nombre] as const)),
    required: 'siempre',
  }),
]);

const fecha = z.string();

// The forms' values as stored (data-dictionary §5.1, §5.2, §5.4), one key per field of their lists, so /docs lists
// them and the answer keeps them; a value the form left empty or hid is null. The shared types keep `datos` a
// record, which the front ends index by field name.
const datosMuestraSchema: z.ZodType<Muestra['datos']> = registroSchema(CAMPOS_MUESTRA, 'borrador');
const datosConfirmacionSchema: z.ZodType<ConfirmacionMuestra['datos']> = registroSchema(CAMPOS_CONFIRMACION, 'borrador');
const datosNgsSchema: z.ZodType<MuestraNgs['datos']> = registroSchema(CAMPOS_MUESTRA_NGS, 'borrador').extend({
  [CLAVE_VARIANTES]: z.array(registroSchema(CAMPOS_NGS_VARIANTE, 'borrador')),
});

export const muestraSchema = z
  .object({
    muestra_id: z.number().int(),
    codigo_muestra: z.string(),
    estado: enumDe(ESTADO_MUESTRA),
    paciente: z.object({
      paciente_id: z.number().int(),
      upn: z.string(),
      hospital_codigo: z.string(),
      sexo: z.string().nullable(),
      edad_muestra: z.number().int().nullable(),
      entidad: z.string().nullable(),
    }),
    codigo_paciente_ensayo: z.string().nullable(),
    datos: datosMuestraSchema,
    confirmacion: z
      .object({
        datos: datosConfirmacionSchema,
        recibido_por: z.number().int(),
        laboratorio_receptor: z.string(),
        avisos: z.record(z.string(), z.string()),
        version: z.number().int(),
        creado_en: fecha,
        modificado_en: fecha,
      })
      .nullable(),
    pdf_generado_en: fecha.nullable(),
    avisos: z.record(z.string(), z.string()),
    version: z.number().int(),
    creado_por: z.number().int().nullable(),
    creado_en: fecha,
    modificado_por: z.number().int().nullable(),
    modificado_en: fecha,
  })
  .meta({ id: 'Muestra' }) satisfies z.ZodType<Muestra>;

export const muestraListadoSchema = paginated(muestraSchema);

/** A sample of the patient view, with its lifecycle steps (who and when). */
export const muestraDePacienteSchema = muestraSchema
  .extend({
    ciclo_vida: z.array(
      z.object({
        hito: z.enum(HITOS_MUESTRA),
        fecha: z.string(),
        usuario: z.string().nullable(),
        informe_id: z.number().int().nullable(),
        biobanco_id: z.number().int().nullable(),
        detalle: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'MuestraDePaciente' }) satisfies z.ZodType<MuestraDePaciente>;

export const muestraNgsSchema = z
  .object({
    ngs_id: z.number().int(),
    muestra_id: z.number().int(),
    codigo_muestra: z.string(),
    paciente_id: z.number().int(),
    momento: z.string().nullable(),
    datos: datosNgsSchema,
    avisos: z.record(z.string(), z.string()),
    version: z.number().int(),
    creado_en: fecha,
    modificado_en: fecha,
  })
  .meta({ id: 'MuestraNgs' }) satisfies z.ZodType<MuestraNgs>;
