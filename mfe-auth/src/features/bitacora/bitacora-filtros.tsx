import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FiltroPeriodo, useFiltrosPeriodo } from '@registro-lma/shared/ui';
import { SIN_FILTROS, type FiltrosBitacora } from './registro-bitacora';

export interface BitacoraFiltrosProps {
  readonly filtros: FiltrosBitacora;
  readonly onFiltrar: (filtros: FiltrosBitacora) => void;
}

/** Period (DD/MM/AAAA), user and address filters, applied together with «Filtrar». */
export function BitacoraFiltros({ filtros, onFiltrar }: BitacoraFiltrosProps) {
  const { borrador, invertido, cambiar, filtrar, limpiar } = useFiltrosPeriodo(filtros, SIN_FILTROS, onFiltrar);

  return (
    <Stack component="form" role="search" aria-label="Filtros de la bitácora" noValidate onSubmit={filtrar} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <FiltroPeriodo periodo={borrador} onChange={cambiar} />
      <TextField label="Usuario" size="small" value={borrador.usuario} onChange={(evento) => cambiar('usuario', evento.target.value)} />
      <TextField label="Dirección" size="small" value={borrador.url} onChange={(evento) => cambiar('url', evento.target.value)} />
      <Button type="submit" variant="contained" disabled={invertido}>
        Filtrar
      </Button>
      <Button type="button" onClick={limpiar}>
        Limpiar
      </Button>
    </Stack>
  );
}
