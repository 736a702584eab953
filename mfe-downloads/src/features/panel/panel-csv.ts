import type { RespuestaIndicadores, RespuestaSupervivencia } from '@registro-lma/shared/domain';

const numero = (valor: number | string | null): string | null => (valor === null ? null : String(valor));

/** Every point of every curve, as the API gives it (days; «<5» kept as text), decimals with «.» as the extracts (§8). */
export const CABECERA_CURVA = ['grupo', 'etiqueta', 't_dias', 'n_riesgo', 'eventos', 'censurados', 's', 'li', 'ls'] as const;

export function filasCurva(respuesta: RespuestaSupervivencia): string[][] {
  return respuesta.grupos.flatMap((grupo) =>
    (grupo.curva ?? []).map((punto) =>
      [grupo.grupo, grupo.etiqueta, numero(punto.t), numero(punto.n_riesgo), numero(punto.eventos), numero(punto.censurados), numero(punto.s), numero(punto.li), numero(punto.ls)].map(
        (valor) => valor ?? '',
      ),
    ),
  );
}

export const CABECERA_INDICADORES = ['grupo', 'etiqueta', 'indicador', 'n', 'x', 'proporcion', 'li_wilson', 'ls_wilson'] as const;

export function filasIndicadores(respuesta: RespuestaIndicadores): string[][] {
  return respuesta.grupos.flatMap((grupo) =>
    grupo.indicadores.map((fila) =>
      [grupo.grupo, grupo.etiqueta, fila.indicador, numero(fila.n), numero(fila.x), numero(fila.proporcion), numero(fila.li), numero(fila.ls)].map((valor) => valor ?? ''),
    ),
  );
}
