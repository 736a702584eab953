import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RespuestaMutaciones } from '@registro-lma/shared/domain';
import { porcentaje, recuento, valorP } from './panel-format';

const decimal = (valor: number) => valor.toLocaleString('es-ES', { maximumFractionDigits: 2 });

/** Per gene: mutated of studied with the frequency, and the VAF's median with its quartiles. */
export function GenesTable({ respuesta }: { readonly respuesta: RespuestaMutaciones }) {
  return (
    <Table size="small" aria-label="Frecuencia y VAF por gen">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Gen</TableCell>
          <TableCell component="th" scope="col" align="right">Mutados / estudiados (%)</TableCell>
          <TableCell component="th" scope="col" align="right">VAF mediana (Q1–Q3), variantes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {respuesta.genes.map((g) => (
          <TableRow key={g.gen}>
            <TableCell component="th" scope="row">{g.gen}</TableCell>
            <TableCell align="right">{`${recuento(g.mutados)} / ${recuento(g.estudiados)} (${porcentaje(g.frecuencia)})`}</TableCell>
            <TableCell align="right">{g.vaf === null ? '—' : `${decimal(g.vaf.mediana)} % (${decimal(g.vaf.q1)}–${decimal(g.vaf.q3)}), ${g.vaf.n}`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const TENDENCIA = { COOCURRENCIA: 'Coocurrencia', EXCLUSION: 'Exclusión mutua' } as const;

/** The pairs of the most frequent genes: the 2×2 table, log2 OR, Fisher's p and BH's q. */
export function ParesTable({ respuesta }: { readonly respuesta: RespuestaMutaciones }) {
  return (
    <Table size="small" aria-label="Coocurrencia y exclusión mutua">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Par</TableCell>
          <TableCell component="th" scope="col" align="right">Ambos / solo A / solo B / ninguno</TableCell>
          <TableCell component="th" scope="col" align="right">log2 OR</TableCell>
          <TableCell component="th" scope="col" align="right">p (Fisher)</TableCell>
          <TableCell component="th" scope="col" align="right">q (BH)</TableCell>
          <TableCell component="th" scope="col">Tendencia</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {respuesta.pares.map((p) => (
          <TableRow key={`${p.gen_a}-${p.gen_b}`}>
            <TableCell component="th" scope="row">{`${p.gen_a} · ${p.gen_b}`}</TableCell>
            <TableCell align="right">{[p.ambos, p.solo_a, p.solo_b, p.ninguno].map(recuento).join(' / ')}</TableCell>
            <TableCell align="right">{p.log2_or === null ? '—' : decimal(p.log2_or)}</TableCell>
            <TableCell align="right">{valorP(p.p)}</TableCell>
            <TableCell align="right">{valorP(p.q)}</TableCell>
            <TableCell>{p.p === null ? '—' : TENDENCIA[p.tendencia]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
