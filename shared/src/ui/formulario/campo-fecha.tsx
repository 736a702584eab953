import dayjs, { type Dayjs } from 'dayjs';
import { FechaPicker } from '../fechas/fecha-picker';
import { textFieldStateProps } from './estado-visual';
import type { EnlaceCampo } from './tipos-formulario';

/**
 * The form keeps `YYYY-MM-DD` for a complete date. An unfinished or impossible one stays as the picker's invalid
 * value: the picker keeps what was typed and validation answers G05 (it only accepts ISO text).
 */
function aValorFormulario(fecha: Dayjs | null): string | Dayjs | null {
  if (fecha === null) return null;
  return fecha.isValid() ? fecha.format('YYYY-MM-DD') : fecha;
}

function aValorPicker(valor: unknown): Dayjs | null {
  if (dayjs.isDayjs(valor)) return valor;
  return typeof valor === 'string' && valor !== '' ? dayjs(valor) : null;
}

/** A date field: typed and shown DD/MM/AAAA, kept as `YYYY-MM-DD` (data-dictionary §0.1). */
export function CampoFecha({ id, campo, valor, validacion, requerido, onChange, onBlur, disabled }: EnlaceCampo & { readonly disabled?: boolean }) {
  return (
    // The picker's slots take no data attributes: the wrapper carries the state, as other inputs do.
    <div data-estado={validacion.estado}>
      <FechaPicker
        label={campo.label}
        value={aValorPicker(valor)}
        onChange={(nueva) => onChange(aValorFormulario(nueva))}
        disabled={disabled}
        slotProps={{ textField: { id, ...textFieldStateProps({ campo, validacion, requerido }), onBlur, fullWidth: true } }}
      />
    </div>
  );
}
