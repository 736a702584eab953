import { z } from 'zod';
import {
  buildZodSchema,
  CAMPO_VERSION,
  CAMPOS_HOSPITAL,
  COMUNIDAD_AUTONOMA,
  PAIS,
  type Hospital,
  type HospitalSelect,
} from '@registro-lma/shared/domain';
import { CAMPO_BUSQUEDA, CAMPO_FILTRO_ACTIVO, CAMPOS_PAGINACION } from '../../platform/request-schemas';
import { enumDe, paginated } from '../../platform/response-schemas';

export const hospitalSelectSchema = z
  .object({ hospital_id: z.number().int(), codigo: z.string(), nombre: z.string() })
  .meta({ id: 'HospitalSelect' }) satisfies z.ZodType<HospitalSelect>;

export const hospitalSchema = z
  .object({
    hospital_id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    ciudad: z.string(),
    provincia: z.string().nullable(),
    pais: enumDe(PAIS),
    comunidad_autonoma: enumDe(COMUNIDAD_AUTONOMA).nullable(),
    investigador_principal: z.string().nullable(),
    email_contacto: z.string().nullable(),
    activo: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'Hospital' }) satisfies z.ZodType<Hospital>;

/** A changed hospital with the warnings (severity A) of the change, e.g. deactivating a centre with active users. */
export const hospitalConAvisosSchema = hospitalSchema
  .extend({ avisos: z.array(z.string()) })
  .meta({ id: 'HospitalConAvisos' });

export const hospitalListadoSchema = paginated(hospitalSchema);

export const hospitalListadoQuerySchema = buildZodSchema([...CAMPOS_PAGINACION, CAMPO_BUSQUEDA, CAMPO_FILTRO_ACTIVO]);

export const hospitalEdicionSchema = buildZodSchema([...CAMPOS_HOSPITAL, CAMPO_VERSION]);
