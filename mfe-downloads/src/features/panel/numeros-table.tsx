import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface NumerosTableProps {
  /** The table's accessible name: «Datos de la curva». */
  readonly etiqueta: string;
  readonly cabecera: readonly string[];
  readonly filas: readonly (readonly string[])[];
}

/** The numbers behind a chart, exactly as its CSV carries them («Ver tabla»). */
export function NumerosTable({ etiqueta, cabecera, filas }: NumerosTableProps) {
  return (
    <Box sx={{ maxHeight: 360, overflow: 'auto' }} tabIndex={0} role="region" aria-label={etiqueta}>
      <Table size="small" stickyHeader aria-label={etiqueta}>
        <TableHead>
          <TableRow>
            {cabecera.map((columna) => (
              <TableCell key={columna} component="th" scope="col">
                {columna}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila, i) => (
            <TableRow key={i}>
              {fila.map((valor, j) => (
                <TableCell key={j}>{valor}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
