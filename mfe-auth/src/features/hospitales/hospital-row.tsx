import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DomainDisabledIcon from '@mui/icons-material/DomainDisabled';
import { buscarFila, COMUNIDAD_AUTONOMA, PAIS, type Hospital } from '@registro-lma/shared/domain';
import { RecordActionsCell } from '@registro-lma/shared/ui';
import { ChipActivo } from '../../comun/activo-chip';

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
        <ChipActivo activo={hospital.activo} />
      </TableCell>
      <RecordActionsCell
        recordLabel={hospital.codigo}
        active={hospital.activo}
        deactivateIcon={<DomainDisabledIcon fontSize="small" />}
        onEdit={() => onEditar(hospital)}
        onDeactivate={() => onDesactivar(hospital)}
      />
    </TableRow>
  );
}
