import { z } from 'zod';
import { buildZodSchema, SERIE_ACUMULACION } from '@registro-lma/shared/domain';
import { CAMPOS_FILTRO_PANEL, recuento } from './panel-schemas';

/** `GET /panel/acumulacion`: the panel's filters. */
export const acumulacionQuerySchema = buildZodSchema([...CAMPOS_FILTRO_PANEL]);

export const acumulacionSchema = z
  .object({
    series: z.array(
      z.object({
        serie: z.enum(SERIE_ACUMULACION.map((fila) => fila.codigo) as [string, ...string[]]),
        etiqueta: z.string(),
        puntos: z.array(z.object({ x: z.string(), grupo: z.string(), etiqueta: z.string(), n: recuento })),
      }),
    ),
    calculado_en: z.string(),
  })
  .meta({
    description:
      'Pacientes registrados por mes (fecha de registro, x = AAAA-MM) y centro (grupo = id del centro), diagnósticos por año (x = año), pacientes por ' +
      'estado (x = código del estado) y muestras no eliminadas por mes de extracción y laboratorio de destino (grupo = código del laboratorio), de los ' +
      'pacientes del panel (sin borradores ni excluidos). Para LECTURA, un recuento de 1 a 4 es "<5".',
  });
