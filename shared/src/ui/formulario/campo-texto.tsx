import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { textFieldStateProps } from './estado-visual';
import type { CampoFormularioProps } from './tipos-formulario';

/** What the input shows: a stored decimal with the comma, as the read-only views write it (`12,5`). */
function textoDe(campo: CampoFormularioProps['campo'], valor: unknown): string {
  if (typeof valor === 'number') return campo.kind === 'decimal' ? String(valor).replace('.', ',') : String(valor);
  return typeof valor === 'string' ? valor : '';
}

/**
 * A text or number input in the four visual states: what a form with no dates or options (the login) needs.
 * Built from the parts MUI's TextField renders (same markup and classes), because TextField also brings its
 * `select` mode, that is Select, Menu, Popover and Modal, to every page with a text box.
 */
export function CampoTexto(props: CampoFormularioProps) {
  const { id, campo, valor, validacion, onChange, onBlur, type, autoComplete, autoFocus, disabled, transformarTexto, multiline } = props;
  const { name, label, required, error, helperText, sx } = textFieldStateProps(props);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  // The unit sits beside the number (mL, %, lecturas, ×10⁶), not only in the label.
  const unidad = (campo.kind === 'integer' || campo.kind === 'decimal') && campo.unidad ? campo.unidad : undefined;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error} disabled={disabled} sx={sx} data-estado={validacion.estado}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={textoDe(campo, valor)}
        onChange={(evento) => onChange(transformarTexto ? transformarTexto(evento.target.value) : evento.target.value)}
        onBlur={onBlur}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        endAdornment={unidad === undefined ? undefined : <InputAdornment position="end">{unidad}</InputAdornment>}
        inputProps={{
          maxLength: campo.kind === 'text' ? campo.max : undefined,
          inputMode: campo.kind === 'text' ? undefined : campo.kind === 'integer' ? 'numeric' : 'decimal',
          'aria-describedby': helperId,
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
