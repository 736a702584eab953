import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { filasActivas, type CatalogoFila } from '@registro-lma/shared/domain';

export interface FiltroCatalogoProps {
  readonly label: string;
  readonly catalogo: readonly CatalogoFila[];
  /** `''` = any value. */
  readonly valor: string;
  readonly textoTodos: string;
  readonly onCambiar: (valor: string) => void;
}

/** A filter of the list by one catalogue (state, entity): any value, or one of its rows. */
export function FiltroCatalogo({ label, catalogo, valor, textoTodos, onCambiar }: FiltroCatalogoProps) {
  return (
    <TextField select label={label} value={valor} onChange={(evento) => onCambiar(evento.target.value)} size="small" sx={{ minWidth: 200 }}>
      <MenuItem value="">{textoTodos}</MenuItem>
      {filasActivas(catalogo).map((fila) => (
        <MenuItem key={fila.codigo} value={fila.codigo}>
          {fila.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}
