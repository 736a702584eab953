import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { FechaPicker } from './fecha-picker';

const aFecha = (texto: string): Dayjs | null => (texto === '' ? null : dayjs(texto));

/** Complete dates only: a half-typed one is not a filter yet. */
const aTexto = (fecha: Dayjs | null): string => (fecha?.isValid() ? fecha.format('YYYY-MM-DD') : '');

export interface LimitePeriodoPickerProps {
  readonly label: string;
  readonly name: string;
  /** `YYYY-MM-DD`, `''` = open. */
  readonly valor: string;
  readonly onChange: (valor: string) => void;
  readonly error?: boolean;
  readonly helperText?: string;
  /** The field takes the focus as it mounts, so what the user goes on typing lands in it. */
  readonly autoFocus?: boolean;
  /** The calendar is open as the picker mounts (its button was pressed before the picker had arrived). */
  readonly abierto?: boolean;
  readonly ancho: number;
}

/** One bound of a period filter as a date picker, typed DD/MM/AAAA: its own chunk, with the pickers and dayjs. */
export function LimitePeriodoPicker({ label, name, valor, onChange, error, helperText, autoFocus, abierto = false, ancho }: LimitePeriodoPickerProps) {
  const [open, setOpen] = useState(abierto);
  return (
    <FechaPicker
      label={label}
      value={aFecha(valor)}
      onChange={(fecha) => onChange(aTexto(fecha))}
      autoFocus={autoFocus}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      slotProps={{ textField: { size: 'small', name, error, helperText, sx: { width: ancho } } }}
    />
  );
}
