import TextField from '@mui/material/TextField';
import { FiltroPeriodo, FormularioFiltros, useFiltrosPeriodo } from '@registro-lma/shared/ui';
import { SIN_FILTROS, type FiltrosBitacora } from './registro-bitacora-view';

export interface BitacoraFiltrosProps {
  readonly filtros: FiltrosBitacora;
  readonly onFiltrar: (filtros: FiltrosBitacora) => void;
}

/** Period (DD/MM/AAAA), user and address filters, applied together with «Filtrar». */
export function BitacoraFiltros({ filtros, onFiltrar }: BitacoraFiltrosProps) {
  const edicion = useFiltrosPeriodo(filtros, SIN_FILTROS, onFiltrar);
  const { borrador, cambiar } = edicion;
  return (
    <FormularioFiltros etiqueta="Filtros de la bitácora" edicion={edicion}>
      <FiltroPeriodo periodo={borrador} onChange={cambiar} />
      <TextField label="Usuario" size="small" value={borrador.usuario} onChange={(evento) => cambiar('usuario', evento.target.value)} />
      <TextField label="Dirección" size="small" value={borrador.url} onChange={(evento) => cambiar('url', evento.target.value)} />
    </FormularioFiltros>
  );
}
