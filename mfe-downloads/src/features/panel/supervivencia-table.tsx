import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GrupoSupervivencia } from '@registro-lma/shared/domain';
import { estimacionConIc, ETIQUETA_UNIDAD, medianaConIc, recuento, type UnidadTiempo } from './panel-format';

export interface SupervivenciaTableProps {
  readonly grupos: readonly GrupoSupervivencia[];
  readonly unidad: UnidadTiempo;
  readonly onFiltrar?: ((grupo: string) => void) | undefined;
  readonly filtrable: (grupo: string) => boolean;
}

/** The API's 1-, 2- and 5-year times (365,25-day years). */
const ANIOS = [1, 2, 5];

function estimacion(grupo: GrupoSupervivencia, anios: number): string {
  const fila = grupo.estimaciones?.find((e) => Math.abs(e.t - anios * 365.25) < 0.01);
  return fila === undefined ? '—' : estimacionConIc(fila.s, fila.li, fila.ls);
}

/** Per group: n, events, median with its 95 % CI and the 1-, 2- and 5-year estimates with theirs. */
export function SupervivenciaTable({ grupos, unidad, onFiltrar, filtrable }: SupervivenciaTableProps) {
  return (
    <Table size="small" aria-label="Resumen por grupo">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Grupo</TableCell>
          <TableCell component="th" scope="col" align="right">n</TableCell>
          <TableCell component="th" scope="col" align="right">Eventos</TableCell>
          <TableCell component="th" scope="col" align="right">{`Mediana, ${ETIQUETA_UNIDAD[unidad]} (IC 95 %)`}</TableCell>
          {ANIOS.map((anios) => (
            <TableCell key={anios} component="th" scope="col" align="right">
              {`${anios} ${anios === 1 ? 'año' : 'años'} (IC 95 %)`}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {grupos.map((grupo) => (
          <TableRow key={grupo.grupo}>
            <TableCell component="th" scope="row">
              {onFiltrar !== undefined && filtrable(grupo.grupo) ? (
                <Button size="small" sx={{ p: 0, minWidth: 0, textAlign: 'left' }} onClick={() => onFiltrar(grupo.grupo)} title={`Filtrar el panel por «${grupo.etiqueta}»`}>
                  {grupo.etiqueta}
                </Button>
              ) : (
                grupo.etiqueta
              )}
            </TableCell>
            <TableCell align="right">{recuento(grupo.n)}</TableCell>
            <TableCell align="right">{recuento(grupo.eventos)}</TableCell>
            <TableCell align="right">{medianaConIc(grupo, unidad)}</TableCell>
            {ANIOS.map((anios) => (
              <TableCell key={anios} align="right">
                {estimacion(grupo, anios)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
