import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import DomainDisabledIcon from '@mui/icons-material/DomainDisabled';
import { buscarFila, COMUNIDAD_AUTONOMA, PAIS, type Hospital } from '@registro-lma/shared/domain';

export const CABECERAS_HOSPITAL = ['Código', 'Nombre', 'Ciudad', 'País', 'Comunidad autónoma', 'Activo', 'Acciones'];

export interface HospitalFilaProps {
  readonly hospital: Hospital;
  readonly onEditar: (hospital: Hospital) => void;
  readonly onDesactivar: (hospital: Hospital) => void;
}

export function HospitalFila({ hospital, onEditar, onDesactivar }: HospitalFilaProps) {
  const pais = buscarFila(PAIS, hospital.pais)?.etiqueta ?? hospital.pais;
  const comunidad = hospital.comunidad_autonoma ? (buscarFila(COMUNIDAD_AUTONOMA, hospital.comunidad_autonoma)?.etiqueta ?? hospital.comunidad_autonoma) : '—';
  return (
    <TableRow hover>
      <TableCell>{hospital.codigo}</TableCell>
      <TableCell>{hospital.nombre}</TableCell>
      <TableCell>{hospital.ciudad}</TableCell>
      <TableCell>{pais}</TableCell>
      <TableCell>{comunidad}</TableCell>
      <TableCell>
        <Chip size="small" label={hospital.activo ? 'Sí' : 'No'} color={hospital.activo ? 'success' : 'default'} variant="outlined" />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${hospital.codigo}`} onClick={() => onEditar(hospital)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {hospital.activo && (
          <Tooltip title="Desactivar">
            <IconButton aria-label={`Desactivar ${hospital.codigo}`} onClick={() => onDesactivar(hospital)}>
              <DomainDisabledIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
