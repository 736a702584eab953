import type { SxProps, Theme } from '@mui/material/styles';
import type { EstadoCampo } from '@registro-lma/shared/domain';
import type { EnlaceCampo } from './tipos-formulario';

const COLOR_ESTADO: Record<EstadoCampo, 'success' | 'error' | 'warning' | null> = {
  correcto: 'success',
  error: 'error',
  aviso: 'warning',
  neutro: null,
};

/**
 * The colour of the four input states (spec §5): green, red, amber, grey. MUI colours an outlined input only while
 * it is focused, so the border, label and helper text are painted for the state at all times.
 */
export function sxEstado(estado: EstadoCampo): SxProps<Theme> {
  const color = COLOR_ESTADO[estado];
  if (color === null) return {};
  const principal = `${color}.main`;
  return {
    '& .MuiOutlinedInput-notchedOutline, & .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline': { borderColor: principal },
    '& .MuiInputLabel-root, & .MuiFormHelperText-root, & .MuiFormLabel-root': { color: principal },
  };
}

/** What every text-like input shows of its field: name, label, required mark, and its state's colour and message (or hint). */
export function textFieldStateProps({ campo, validacion, requerido }: Pick<EnlaceCampo, 'campo' | 'validacion' | 'requerido'>) {
  return {
    name: campo.name,
    label: campo.label,
    required: requerido,
    error: validacion.estado === 'error',
    helperText: validacion.mensaje ?? campo.hint,
    sx: sxEstado(validacion.estado),
  };
}
