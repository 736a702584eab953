import { Link as RouterLink } from '@registro-lma/shared/router';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ESTADO_PACIENTE, etiquetaCatalogo, formatearFecha, REGLA_CALIDAD, type LineaCalidad } from '@registro-lma/shared/domain';
import { destinoLinea, itemLinea, quienCorrige } from './destino-linea-format';

export interface CalidadFilaProps {
  readonly linea: LineaCalidad;
  /** The centre's code, once the centres have loaded. */
  readonly centro: string | undefined;
}

/** One problem of the worklist: the UPN opens the form where it is fixed. */
export function CalidadFila({ linea, centro }: CalidadFilaProps) {
  return (
    <TableRow>
      <TableCell>
        {etiquetaCatalogo(REGLA_CALIDAD, linea.regla)}
        {linea.propuesta !== null && (
          <Typography variant="body2" color="text.secondary">
            {`Propuesta: ${etiquetaCatalogo(ESTADO_PACIENTE, linea.propuesta)}`}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={destinoLinea(linea)}>
          {linea.upn}
        </Link>
      </TableCell>
      <TableCell>{centro ?? '—'}</TableCell>
      <TableCell>{itemLinea(linea)}</TableCell>
      <TableCell>{`${linea.dias} días (desde ${formatearFecha(linea.desde)})`}</TableCell>
      <TableCell>{quienCorrige(linea)}</TableCell>
    </TableRow>
  );
}
