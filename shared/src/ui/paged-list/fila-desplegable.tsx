import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

export interface FilaDesplegableProps {
  /** The row's cells after the first one, which holds the unfold button. */
  readonly celdas: ReactNode;
  /** What unfolds below the row; null: nothing to unfold, no button. */
  readonly detalle: ReactNode;
  /** The table's column count, for the detail's cell to span them all. */
  readonly columnas: number;
  /** The button's accessible names, closed and open («Ver los cambios», «Ocultar los cambios»). */
  readonly etiquetas: { readonly ver: string; readonly ocultar: string };
}

/** A list row whose detail unfolds below it (the bitácora's request, the audit trail's changes). */
export function FilaDesplegable({ celdas, detalle, columnas, etiquetas }: FilaDesplegableProps) {
  const [abierta, setAbierta] = useState(false);
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: abierta ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          {detalle !== null && (
            <IconButton size="small" aria-label={abierta ? etiquetas.ocultar : etiquetas.ver} aria-expanded={abierta} onClick={() => setAbierta(!abierta)}>
              {abierta ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            </IconButton>
          )}
        </TableCell>
        {celdas}
      </TableRow>
      <TableRow>
        <TableCell colSpan={columnas} sx={{ py: 0 }}>
          <Collapse in={abierta} unmountOnExit>
            <Box sx={{ py: 2 }}>{detalle}</Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
