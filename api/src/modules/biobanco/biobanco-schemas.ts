import { CODE_LENGTH } from '../../db/columns';
import { z } from 'zod';
import {
  buildZodSchema,
  CAMPO_UPN,
  CAMPO_VERSION,
  CAMPOS_BAJA_ALICUOTA,
  CAMPOS_BIOBANCO,
  defineField,
  ENTERO_MAXIMO,
  ESTADO_ALICUOTA,
  FILTRO_UPN,
  type PacienteDeBiobanco,
  type RegistroBiobanco,
} from '@registro-lma/shared/domain';
import { registroSchema } from '../../platform/registro-schemas';
import { CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { paginated } from '../../platform/response-schemas';
import { cuerpoConDatos } from '../muestras/cuerpo-con-datos-schemas';

const DATOS = 'Los campos del registro de biobanco (diccionario de datos §5.5) con sus nombres de variable.';

export const upnParamsSchema = buildZodSchema([CAMPO_UPN]);
export const biobancoParamsSchema = buildZodSchema([
  CAMPO_UPN,
  defineField({ kind: 'integer', name: 'id', label: 'Identificador de biobanco', required: 'siempre', min: 1, max: ENTERO_MAXIMO }),
]);

export const altaBiobancoSchema = cuerpoConDatos([], DATOS);
export const edicionBiobancoSchema = cuerpoConDatos([CAMPO_VERSION], DATOS);

/** `GET /biobanco`: the biobank worklist (scope applied on top). */
export const biobancoListadoQuerySchema = buildZodSchema([
  ...CAMPOS_PAGINACION,
  // A biolab code of the ⚙ catalogue in force (the administrator adds codes): any code, the scope filters.
  defineField({ kind: 'text', name: 'biolab', label: 'Biobanco', max: CODE_LENGTH, required: 'opcional' }),
  defineField({ kind: 'enum', name: 'estado_alicuota', label: 'Estado', catalogo: ESTADO_ALICUOTA, required: 'opcional' }),
  FILTRO_UPN,
  defineField({ kind: 'text', name: 'codigo', label: 'Código (biobanco, {UPN}-B{id} o muestra)', max: 50, required: 'opcional' }),
]);

// The form's values as stored (§5.5), one key per field, so /docs lists them and the answer keeps them; a value the
// form left empty or hid is null. The shared type keeps `datos` a record, which the front ends index by field name.
const datosBiobancoSchema: z.ZodType<RegistroBiobanco['datos']> = registroSchema(CAMPOS_BIOBANCO, 'borrador');

export const registroBiobancoSchema = z
  .object({
    biobanco_id: z.number().int(),
    identificador: z.string(),
    upn: z.string(),
    codigo_muestra: z.string().nullable(),
    paciente_id: z.number().int(),
    datos: datosBiobancoSchema,
    avisos: z.record(z.string(), z.string()),
    version: z.number().int(),
    creado_en: z.string(),
    modificado_en: z.string(),
  })
  .meta({ id: 'RegistroBiobanco' }) satisfies z.ZodType<RegistroBiobanco>;

export const pacienteDeBiobancoSchema = z
  .object({
    upn: z.string(),
    estado: z.string(),
    consentimiento_muestras: z.string().nullable(),
    muestras: z.array(
      z.object({ muestra_id: z.number().int(), codigo_muestra: z.string(), fecha_extraccion: z.string().nullable(), material: z.string().nullable() }),
    ),
  })
  .meta({ id: 'PacienteDeBiobanco' }) satisfies z.ZodType<Omit<PacienteDeBiobanco, 'estado'> & { estado: string }>;

export const biobancoListadoSchema = paginated(registroBiobancoSchema);

/** `GET /biobanco/retirados`: one page of the aliquots still stored of patients who revoked consent (§5.5). */
export const retiradosQuerySchema = buildZodSchema([
  ...CAMPOS_PAGINACION,
  // A biolab code of the ⚙ catalogue in force (the administrator adds codes): any code, the scope filters.
  defineField({ kind: 'text', name: 'biolab', label: 'Biobanco', max: CODE_LENGTH, required: 'opcional' }),
]);

/**
 * `PUT /biobanco/{upn}/{id}/estado`: the aliquots destroyed or anonymised, with the date, the version read and an
 * optional reason kept in the audit trail.
 */
export const bajaAlicuotaSchema = buildZodSchema([...CAMPOS_BAJA_ALICUOTA, CAMPO_VERSION]);
