import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RestoreIcon from '@mui/icons-material/Restore';
import type { FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { detalleDeFila } from './fila-catalogo-mapper';
import { ChipActivo } from '../../comun/activo-chip';

export const CABECERAS_CATALOGO = ['Orden', 'Código', 'Etiqueta', 'Datos propios', 'Activo', 'Acciones'];

export interface FilaCatalogoProps {
  readonly catalogo: string;
  readonly fila: FilaCatalogoAdmin;
  readonly primera: boolean;
  readonly ultima: boolean;
  readonly onEditar: () => void;
  readonly onMover: (paso: -1 | 1) => void;
  readonly onCambiarActividad: () => void;
  readonly onEliminar: () => void;
  /** Set for a trial with its own moment list. */
  readonly onMomentos?: () => void;
}

function Accion({ titulo, onClick, disabled = false, children }: { titulo: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={titulo}>
      <span>
        <IconButton aria-label={titulo} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One code with its actions: edit, move up or down, deactivate or reactivate, delete, and a trial's moments. */
export function FilaCatalogo({ catalogo, fila, primera, ultima, onEditar, onMover, onCambiarActividad, onEliminar, onMomentos }: FilaCatalogoProps) {
  const codigo = fila.codigo;
  return (
    <TableRow hover>
      <TableCell>{fila.orden}</TableCell>
      <TableCell>{codigo}</TableCell>
      <TableCell>{fila.etiqueta}</TableCell>
      <TableCell>{detalleDeFila(catalogo, fila)}</TableCell>
      <TableCell>
        <ChipActivo activo={fila.activo} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Accion titulo={`Editar ${codigo}`} onClick={onEditar}>
          <EditIcon fontSize="small" />
        </Accion>
        <Accion titulo={`Subir ${codigo}`} onClick={() => onMover(-1)} disabled={primera}>
          <ArrowUpwardIcon fontSize="small" />
        </Accion>
        <Accion titulo={`Bajar ${codigo}`} onClick={() => onMover(1)} disabled={ultima}>
          <ArrowDownwardIcon fontSize="small" />
        </Accion>
        {onMomentos && (
          <Accion titulo={`Momentos de ${codigo}`} onClick={onMomentos}>
            <ListAltIcon fontSize="small" />
          </Accion>
        )}
        <Accion titulo={`${fila.activo ? 'Desactivar' : 'Reactivar'} ${codigo}`} onClick={onCambiarActividad}>
          {fila.activo ? <BlockIcon fontSize="small" /> : <RestoreIcon fontSize="small" />}
        </Accion>
        <Accion titulo={`Eliminar ${codigo}`} onClick={onEliminar}>
          <DeleteIcon fontSize="small" />
        </Accion>
      </TableCell>
    </TableRow>
  );
}
