import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GrupoIndicadores } from '@registro-lma/shared/domain';
import { estimacionConIc, recuento } from './panel-format';

/** Per group and indicator: x of n, and the proportion with its 95 % Wilson interval (hidden with a «<5» count). */
export function RespuestaTable({ grupos }: { readonly grupos: readonly GrupoIndicadores[] }) {
  return (
    <Table size="small" aria-label="Indicadores por grupo">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Grupo</TableCell>
          <TableCell component="th" scope="col">Indicador</TableCell>
          <TableCell component="th" scope="col" align="right">Con el desenlace / evaluados</TableCell>
          <TableCell component="th" scope="col" align="right">% (IC 95 % de Wilson)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {grupos.flatMap((grupo) =>
          grupo.indicadores.map((fila, i) => (
            <TableRow key={`${grupo.grupo}-${fila.indicador}`}>
              {i === 0 && (
                <TableCell component="th" scope="rowgroup" rowSpan={grupo.indicadores.length}>
                  {`${grupo.etiqueta} (n = ${recuento(grupo.n)})`}
                </TableCell>
              )}
              <TableCell>{fila.etiqueta}</TableCell>
              <TableCell align="right">{`${recuento(fila.x)} / ${recuento(fila.n)}`}</TableCell>
              <TableCell align="right">{fila.proporcion === null ? '—' : estimacionConIc(fila.proporcion, fila.li, fila.ls)}</TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
