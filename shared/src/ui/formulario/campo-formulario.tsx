import TextField from '@mui/material/TextField';
import { CampoBooleano } from './campo-booleano';
import { CampoFecha } from './campo-fecha';
import { CampoMultiple, CampoSeleccion } from './campo-opciones';
import { sxEstado } from './estado-visual';
import type { EnlaceCampo, OpcionCampo } from './tipos-formulario';

export interface CampoFormularioProps extends EnlaceCampo {
  /** Options of a field that references rows (e.g. hospitals); catalogue fields take theirs from the descriptor. */
  readonly opciones?: readonly OpcionCampo[];
  readonly type?: 'text' | 'password' | 'email';
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly disabled?: boolean;
  /** Rewrites text as it is typed (e.g. a code in upper case). */
  readonly transformarTexto?: (texto: string) => string;
}

/** One input for one field descriptor, in one of the four visual states (spec §5). */
export function CampoFormulario(props: CampoFormularioProps) {
  const { id, campo, valor, validacion, requerido, onChange, onBlur, opciones, type, autoComplete, autoFocus, disabled, transformarTexto } = props;
  switch (campo.kind) {
    case 'enum':
      return <CampoSeleccion {...props} campo={campo} />;
    case 'multiEnum':
      return <CampoMultiple {...props} campo={campo} opciones={opciones} />;
    case 'boolean':
      return <CampoBooleano {...props} />;
    case 'date':
      return <CampoFecha {...props} />;
    case 'text':
    case 'integer':
    case 'decimal':
      return (
        <TextField
          id={id}
          name={campo.name}
          label={campo.label}
          value={typeof valor === 'string' || typeof valor === 'number' ? String(valor) : ''}
          onChange={(evento) => onChange(transformarTexto ? transformarTexto(evento.target.value) : evento.target.value)}
          onBlur={onBlur}
          required={requerido}
          error={validacion.estado === 'error'}
          helperText={validacion.mensaje ?? campo.hint}
          data-estado={validacion.estado}
          sx={sxEstado(validacion.estado)}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          disabled={disabled}
          fullWidth
          slotProps={{
            htmlInput: {
              maxLength: campo.kind === 'text' ? campo.max : undefined,
              inputMode: campo.kind === 'text' ? undefined : campo.kind === 'integer' ? 'numeric' : 'decimal',
            },
          }}
        />
      );
  }
}
