import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CampoEnum, CampoMultiEnum } from '@registro-lma/shared/domain';
import { textFieldStateProps } from './estado-visual';
import { opcionesDe } from './opciones-de';
import type { EnlaceCampo, OpcionCampo } from './tipos-formulario';

type PropsOpciones<C> = Omit<EnlaceCampo, 'campo'> & {
  readonly campo: C;
  readonly opciones?: readonly OpcionCampo[];
  readonly disabled?: boolean;
};

const SIN_VALOR = '';

/** A single choice from a catalogue or a referenced list; optional fields can be left without a value. */
export function CampoSeleccion({ id, campo, valor, validacion, requerido, onChange, onBlur, opciones, disabled }: PropsOpciones<CampoEnum>) {
  const elegido = typeof valor === 'string' || typeof valor === 'number' ? valor : SIN_VALOR;
  const disponibles = opcionesDe(campo, elegido === SIN_VALOR ? [] : [elegido], opciones);
  return (
    <TextField
      select
      id={id}
      {...textFieldStateProps({ campo, validacion, requerido })}
      value={elegido}
      onChange={(evento) => onChange(evento.target.value === SIN_VALOR ? null : evento.target.value)}
      onBlur={onBlur}
      data-estado={validacion.estado}
      disabled={disabled}
      fullWidth
    >
      {!requerido && (
        <MenuItem value={SIN_VALOR}>
          <em>Sin especificar</em>
        </MenuItem>
      )}
      {disponibles.map((opcion) => (
        <MenuItem key={opcion.valor} value={opcion.valor}>
          {opcion.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several choices, searchable, shown as chips. */
export function CampoMultiple({ id, campo, valor, validacion, requerido, onChange, onBlur, opciones, disabled }: PropsOpciones<CampoMultiEnum>) {
  const elegidos = Array.isArray(valor) ? valor : [];
  const disponibles = opcionesDe(campo, elegidos, opciones);
  const seleccion = disponibles.filter((opcion) => elegidos.includes(opcion.valor));
  return (
    <Autocomplete
      multiple
      id={id}
      options={disponibles}
      value={seleccion}
      getOptionLabel={(opcion) => opcion.etiqueta}
      isOptionEqualToValue={(opcion, elegida) => opcion.valor === elegida.valor}
      onChange={(_evento, nuevas) => onChange(nuevas.map((opcion) => opcion.valor))}
      onBlur={onBlur}
      disableCloseOnSelect
      disabled={disabled}
      noOptionsText="No hay opciones"
      data-estado={validacion.estado}
      renderInput={(params) => <TextField {...params} {...textFieldStateProps({ campo, validacion, requerido })} />}
    />
  );
}
