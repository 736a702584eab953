import { Link as RouterLink, useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { ENTIDAD, etiquetaCatalogo, formatearFechaHora, formatearNumero, SEXO, type PacienteResumen } from '@registro-lma/shared/domain';
import { EtiquetaEstadoPaciente } from '../../comun/estado-paciente-label';

/** Completeness of the minimum data set: unknown (null) until the datos-iniciales issue computes it. */
function completitud(porcentaje: number | null): string {
  return porcentaje === null ? '—' : `${formatearNumero(Math.round(porcentaje))} %`;
}

/** One patient of the home list; the whole row opens the patient (the UPN is also a link, for the keyboard). */
export function PacienteFila({ paciente }: { readonly paciente: PacienteResumen }) {
  const navigate = useNavigate();
  const ruta = RUTAS.paciente.href({ id: paciente.paciente_id });
  return (
    <TableRow hover onClick={() => navigate(ruta)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link component={RouterLink} to={ruta} onClick={(evento) => evento.stopPropagation()}>
          {paciente.upn}
        </Link>
      </TableCell>
      <TableCell>
        <Tooltip title={paciente.hospital.nombre}>
          <span>{paciente.hospital.codigo}</span>
        </Tooltip>
      </TableCell>
      <TableCell>{etiquetaCatalogo(SEXO, paciente.sexo)}</TableCell>
      <TableCell>{paciente.edad_diagnostico ?? '—'}</TableCell>
      <TableCell>{etiquetaCatalogo(ENTIDAD, paciente.entidad)}</TableCell>
      <TableCell>
        <EtiquetaEstadoPaciente estado={paciente.estado} />
      </TableCell>
      <TableCell>{completitud(paciente.de_completitud_pct)}</TableCell>
      <TableCell>{formatearFechaHora(paciente.modificado_en)}</TableCell>
    </TableRow>
  );
}
