import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RecuentoPanel, RespuestaCompletitud } from '@registro-lma/shared/domain';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { enlaceCalidad } from '@registro-lma/shared/ui';
import { porcentaje, recuento } from './panel-format';

export interface CompletitudTableProps {
  readonly respuesta: RespuestaCompletitud;
  /** Whether the user may open the worklist (the links to the patients behind each figure). */
  readonly conEnlaces: boolean;
}

const xDeN = (x: RecuentoPanel, n: RecuentoPanel, p: number | null) => `${recuento(x)} / ${recuento(n)} (${porcentaje(p)})`;

const Enlace = ({ a, texto }: { readonly a: string; readonly texto: string }) => (
  <Link component={RouterLink} to={a}>
    {texto}
  </Link>
);

/** Per centre and per item, the figures of the charts, each with the link to the worklist lines behind it. */
export function CompletitudTable({ respuesta, conEnlaces }: CompletitudTableProps) {
  return (
    <>
      <Table size="small" aria-label="Completitud por centro">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Centro</TableCell>
            <TableCell component="th" scope="col" align="right">Datos esenciales completos</TableCell>
            <TableCell component="th" scope="col" align="right">{`Vivos con contacto en ${respuesta.meses_seguimiento} meses`}</TableCell>
            {conEnlaces && <TableCell component="th" scope="col">Pacientes</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {respuesta.centros.map((c) => (
            <TableRow key={c.hospital_id}>
              <TableCell component="th" scope="row">{c.etiqueta}</TableCell>
              <TableCell align="right">{xDeN(c.completos, c.n, c.proporcion_completos)}</TableCell>
              <TableCell align="right">{xDeN(c.al_dia, c.vivos, c.proporcion_al_dia)}</TableCell>
              {conEnlaces && (
                <TableCell>
                  <Enlace a={enlaceCalidad({ regla: 'DATO_ESENCIAL', hospital_id: c.hospital_id })} texto={`Datos pendientes en ${c.etiqueta}`} />
                  {' · '}
                  <Enlace a={enlaceCalidad({ regla: 'SEGUIMIENTO_VENCIDO', hospital_id: c.hospital_id })} texto={`Seguimiento vencido en ${c.etiqueta}`} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label="Datos esenciales pendientes por ítem">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Ítem</TableCell>
            <TableCell component="th" scope="col" align="right">Pacientes sin el dato</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {respuesta.items.map((i) => (
            <TableRow key={i.item}>
              <TableCell component="th" scope="row">
                {conEnlaces && i.pendientes !== 0 ? <Enlace a={enlaceCalidad({ regla: 'DATO_ESENCIAL', item: i.item })} texto={`${i.item} · ${i.etiqueta}`} /> : `${i.item} · ${i.etiqueta}`}
              </TableCell>
              <TableCell align="right">{xDeN(i.pendientes, respuesta.n, i.proporcion_pendientes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
