import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Periodo } from './filtro-periodo';
import type { FiltrosEnEdicion } from './use-filtros-periodo';

export interface FormularioFiltrosProps<F extends Periodo> {
  /** The search region's accessible name («Filtros de la bitácora»). */
  readonly etiqueta: string;
  readonly edicion: FiltrosEnEdicion<F>;
  /** The filter fields; «Filtrar» and «Limpiar» follow them. */
  readonly children: ReactNode;
}

/** A list's filters as one search form: its fields, then «Filtrar» (off while the period is inverted) and «Limpiar». */
export function FormularioFiltros<F extends Periodo>({ etiqueta, edicion, children }: FormularioFiltrosProps<F>) {
  return (
    <Stack
      component="form"
      role="search"
      aria-label={etiqueta}
      noValidate
      onSubmit={edicion.filtrar}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {children}
      <Button type="submit" variant="contained" disabled={edicion.invertido}>
        Filtrar
      </Button>
      <Button type="button" onClick={edicion.limpiar}>
        Limpiar
      </Button>
    </Stack>
  );
}
