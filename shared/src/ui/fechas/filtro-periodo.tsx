import dayjs, { type Dayjs } from 'dayjs';
import { formatMensaje } from '@registro-lma/shared/domain';
import { FechaPicker } from './fecha-picker';

/** A period filter's bounds as the API takes them: `YYYY-MM-DD`, `''` = open. */
export interface Periodo {
  readonly desde: string;
  readonly hasta: string;
}

/** Both bounds given and the end before the start (ISO dates compare correctly as strings). */
export function periodoInvertido({ desde, hasta }: Periodo): boolean {
  return desde !== '' && hasta !== '' && hasta < desde;
}

const aFecha = (texto: string): Dayjs | null => (texto === '' ? null : dayjs(texto));

/** Complete dates only: a half-typed one is not a filter yet. */
const aTexto = (fecha: Dayjs | null): string => (fecha?.isValid() ? fecha.format('YYYY-MM-DD') : '');

export interface FiltroPeriodoProps {
  readonly periodo: Periodo;
  readonly onChange: (limite: keyof Periodo, valor: string) => void;
}

/** «Desde» and «Hasta» of a list's filters, typed DD/MM/AAAA; an inverted period is marked on «Hasta» (G11). */
export function FiltroPeriodo({ periodo, onChange }: FiltroPeriodoProps) {
  const invertido = periodoInvertido(periodo);
  return (
    <>
      <FechaPicker
        label="Desde"
        value={aFecha(periodo.desde)}
        onChange={(fecha) => onChange('desde', aTexto(fecha))}
        slotProps={{ textField: { size: 'small', name: 'desde' } }}
      />
      <FechaPicker
        label="Hasta"
        value={aFecha(periodo.hasta)}
        onChange={(fecha) => onChange('hasta', aTexto(fecha))}
        slotProps={{
          textField: {
            size: 'small',
            name: 'hasta',
            error: invertido,
            helperText: invertido ? formatMensaje('G11') : undefined,
          },
        }}
      />
    </>
  );
}
