import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACCIONES_AUDITORIA, type TablaAuditoria } from '@registro-lma/shared/domain';
import { FiltroPeriodo, FormularioFiltros, useFiltrosPeriodo } from '@registro-lma/shared/ui';
import { SIN_FILTROS, type FiltrosAuditoria } from './auditoria.resource';

export interface AuditoriaFiltrosProps {
  readonly filtros: FiltrosAuditoria;
  readonly onFiltrar: (filtros: FiltrosAuditoria) => void;
  /** The tables with audit rows; until they load the table filter only offers «Todas». */
  readonly tablas: readonly TablaAuditoria[];
}

const TODAS = '';

/** Patient, user, period (DD/MM/AAAA), action and table filters, applied together with «Filtrar». */
export function AuditoriaFiltros({ filtros, onFiltrar, tablas }: AuditoriaFiltrosProps) {
  const edicion = useFiltrosPeriodo(filtros, SIN_FILTROS, onFiltrar);
  const { borrador, cambiar } = edicion;
  return (
    <FormularioFiltros etiqueta="Filtros del registro de auditoría" edicion={edicion}>
      <TextField label="Paciente (UPN o identificador)" size="small" value={borrador.paciente} onChange={(evento) => cambiar('paciente', evento.target.value)} />
      <TextField label="Usuario (correo)" size="small" value={borrador.usuario} onChange={(evento) => cambiar('usuario', evento.target.value)} />
      <FiltroPeriodo periodo={borrador} onChange={cambiar} />
      <TextField select label="Acción" size="small" value={borrador.accion} onChange={(evento) => cambiar('accion', evento.target.value)} sx={{ minWidth: 200 }}>
        <MenuItem value={TODAS}>Todas</MenuItem>
        {ACCIONES_AUDITORIA.map((accion) => (
          <MenuItem key={accion.codigo} value={accion.codigo}>
            {accion.etiqueta}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Tabla" size="small" value={borrador.tabla} onChange={(evento) => cambiar('tabla', evento.target.value)} sx={{ minWidth: 200 }}>
        <MenuItem value={TODAS}>Todas</MenuItem>
        {tablas.map((tabla) => (
          <MenuItem key={tabla.codigo} value={tabla.codigo}>
            {tabla.etiqueta}
          </MenuItem>
        ))}
      </TextField>
    </FormularioFiltros>
  );
}
