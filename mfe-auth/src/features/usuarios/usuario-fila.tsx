import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { ETIQUETA_ROL, type Usuario } from '@registro-lma/shared/domain';
import { formatearFechaHora } from '../fechas/formatear-fecha-hora';

export const CABECERAS_USUARIO = ['Nombre', 'Apellidos', 'Correo electrónico', 'Rol', 'Centros', 'Activo', 'Último acceso', 'Acciones'];

export interface UsuarioFilaProps {
  readonly usuario: Usuario;
  readonly onEditar: (usuario: Usuario) => void;
  readonly onDesactivar: (usuario: Usuario) => void;
}

export function UsuarioFila({ usuario, onEditar, onDesactivar }: UsuarioFilaProps) {
  const centros = usuario.hospitales.map((hospital) => hospital.codigo).join(', ');
  return (
    <TableRow hover>
      <TableCell>{usuario.nombre}</TableCell>
      <TableCell>{usuario.apellidos}</TableCell>
      <TableCell>{usuario.email}</TableCell>
      <TableCell>{ETIQUETA_ROL[usuario.rol]}</TableCell>
      <TableCell>{centros || '—'}</TableCell>
      <TableCell>
        <Chip size="small" label={usuario.activo ? 'Sí' : 'No'} color={usuario.activo ? 'success' : 'default'} variant="outlined" />
      </TableCell>
      <TableCell>{formatearFechaHora(usuario.ultimo_acceso)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${usuario.email}`} onClick={() => onEditar(usuario)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {usuario.activo && (
          <Tooltip title="Desactivar">
            <IconButton aria-label={`Desactivar ${usuario.email}`} onClick={() => onDesactivar(usuario)}>
              <PersonOffIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
