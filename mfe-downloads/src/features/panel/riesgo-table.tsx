import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GrupoSupervivencia } from '@registro-lma/shared/domain';
import { DIAS_POR_MES, enRiesgoEn, ETIQUETA_UNIDAD, type UnidadTiempo } from './panel-format';

export interface RiesgoTableProps {
  readonly grupos: readonly GrupoSupervivencia[];
  readonly unidad: UnidadTiempo;
  /** The axis' ticks, in the unit. */
  readonly marcas: readonly number[];
}

/** Patients at risk under the axis, at each of its ticks, for each drawn curve. */
export function RiesgoTable({ grupos, unidad, marcas }: RiesgoTableProps) {
  const dibujados = grupos.filter((grupo) => grupo.curva !== null);
  return (
    <Table size="small" aria-label="Pacientes en riesgo">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{`En riesgo (${ETIQUETA_UNIDAD[unidad]})`}</TableCell>
          {marcas.map((marca) => (
            <TableCell key={marca} component="th" scope="col" align="right">
              {marca}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {dibujados.map((grupo) => (
          <TableRow key={grupo.grupo}>
            <TableCell component="th" scope="row">
              {grupo.etiqueta}
            </TableCell>
            {marcas.map((marca) => (
              <TableCell key={marca} align="right">
                {String(enRiesgoEn(grupo, unidad === 'meses' ? marca * DIAS_POR_MES : marca) ?? '—')}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
