import type { RespuestaCompletitud } from '@registro-lma/shared/domain';

const texto = (valor: number | string | null): string => (valor === null ? '' : String(valor));

/** Per centre the two indicators, per item the patients lacking it, as the API gives them («<5» kept as text). */
export const CABECERA_COMPLETITUD = ['ambito', 'codigo', 'etiqueta', 'indicador', 'n', 'x', 'proporcion'] as const;

export function filasCompletitud(respuesta: RespuestaCompletitud): string[][] {
  return [
    ...respuesta.centros.flatMap((c) => [
      ['CENTRO', String(c.hospital_id), c.etiqueta, 'DATOS_ESENCIALES_COMPLETOS', texto(c.n), texto(c.completos), texto(c.proporcion_completos)],
      ['CENTRO', String(c.hospital_id), c.etiqueta, 'SEGUIMIENTO_AL_DIA', texto(c.vivos), texto(c.al_dia), texto(c.proporcion_al_dia)],
    ]),
    ...respuesta.items.map((i) => ['ITEM', i.item, i.etiqueta, 'DATO_PENDIENTE', texto(respuesta.n), texto(i.pendientes), texto(i.proporcion_pendientes)]),
  ];
}
