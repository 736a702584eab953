import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { ETIQUETA_ROL, formatearFechaHora, type Usuario } from '@registro-lma/shared/domain';
import { RecordActionsCell } from '@registro-lma/shared/ui';
import { ChipActivo } from '../../comun/activo-chip';

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
        <ChipActivo activo={usuario.activo} />
      </TableCell>
      <TableCell>{formatearFechaHora(usuario.ultimo_acceso)}</TableCell>
      <RecordActionsCell
        recordLabel={usuario.email}
        active={usuario.activo}
        deactivateIcon={<PersonOffIcon fontSize="small" />}
        onEdit={() => onEditar(usuario)}
        onDeactivate={() => onDesactivar(usuario)}
      />
    </TableRow>
  );
}
