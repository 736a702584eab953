import { z } from 'zod';
import { buildZodSchema, CAMPO_VERSION, CAMPOS_HOSPITAL, type Hospital, type HospitalSelect } from '@registro-lma/shared/domain';
import { registroSchema } from '../../platform/registro-schemas';

/** What the server adds to a hospital's fields: its key and the version read for optimistic locking. */
export const SERVIDOR_HOSPITAL = { hospital_id: z.number().int(), version: z.number().int() };

export const hospitalSchema = registroSchema(CAMPOS_HOSPITAL, 'completo')
  .extend(SERVIDOR_HOSPITAL)
  .meta({ id: 'Hospital' }) satisfies z.ZodType<Hospital>;

export const hospitalSelectSchema = hospitalSchema
  .pick({ hospital_id: true, codigo: true, nombre: true })
  .meta({ id: 'HospitalSelect' }) satisfies z.ZodType<HospitalSelect>;

/** A changed hospital with the warnings (severity A) of the change, e.g. deactivating a centre with active users. */
export const hospitalConAvisosSchema = hospitalSchema
  .extend({ avisos: z.array(z.string()) })
  .meta({ id: 'HospitalConAvisos' });


export const hospitalEdicionSchema = buildZodSchema([...CAMPOS_HOSPITAL, CAMPO_VERSION]);
