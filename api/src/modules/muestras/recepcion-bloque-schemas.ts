import { z } from 'zod';
import {
  buildZodSchema,
  CAMPOS_MOMENTO_RECEPCION,
  CAMPOS_TUBO_RECEPCION,
  MENSAJE_DATOS_NO_VALIDOS,
  type CuerpoRecepcionBloque,
} from '@registro-lma/shared/domain';

/** The most tubes one bulk reception takes: a morning's rack, well past the 50 of a busy laboratory. */
export const MAXIMO_TUBOS_BLOQUE = 100;

const tuboSchema = buildZodSchema(CAMPOS_TUBO_RECEPCION);

export const mensajeBandejaVacia = 'Añada al menos una muestra a la bandeja.';
export const mensajeBandejaLlena = `Una recepción en bloque admite como máximo ${MAXIMO_TUBOS_BLOQUE} muestras.`;

/** `POST /muestras/recepcion-en-bloque`: one date and time for every tube of the tray, each with its version. */
export const recepcionBloqueSchema = buildZodSchema(CAMPOS_MOMENTO_RECEPCION).and(
  z.object(
    {
      muestras: z
        .array(tuboSchema, { error: MENSAJE_DATOS_NO_VALIDOS })
        .min(1, { error: mensajeBandejaVacia })
        .max(MAXIMO_TUBOS_BLOQUE, { error: mensajeBandejaLlena })
        .meta({ description: 'Las muestras de la bandeja, cada una con la versión leída al escanearla.' }),
    },
    { error: MENSAJE_DATOS_NO_VALIDOS },
  ),
) satisfies z.ZodType<CuerpoRecepcionBloque>;
