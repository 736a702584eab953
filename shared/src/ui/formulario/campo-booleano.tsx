import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { sxEstado } from './estado-visual';
import type { EnlaceCampo } from './tipos-formulario';

/** A Sí/No field as a switch labelled with the field's etiqueta. */
export function CampoBooleano({ id, campo, valor, validacion, onChange, onBlur, disabled }: EnlaceCampo & { readonly disabled?: boolean }) {
  const ayuda = validacion.mensaje ?? campo.hint;
  return (
    <FormControl error={validacion.estado === 'error'} data-estado={validacion.estado} sx={sxEstado(validacion.estado)} disabled={disabled}>
      <FormControlLabel
        label={campo.label}
        control={
          <Switch
            id={id}
            name={campo.name}
            checked={valor === true}
            onChange={(evento) => onChange(evento.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { 'aria-describedby': ayuda ? `${id}-ayuda` : undefined } }}
          />
        }
      />
      {ayuda && <FormHelperText id={`${id}-ayuda`}>{ayuda}</FormHelperText>}
    </FormControl>
  );
}
