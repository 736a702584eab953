import TableCell from '@mui/material/TableCell';
import { SortableHeaderCell, type SortState } from '@registro-lma/shared/ui';

export interface CalidadCabeceraProps {
  readonly orden: SortState;
  readonly onOrdenar: (orden: SortState) => void;
}

/** The worklist's columns; the API sorts by problem, patient and age. */
export function CalidadCabecera({ orden, onOrdenar }: CalidadCabeceraProps) {
  return (
    <>
      <SortableHeaderCell label="Problema" field="regla" sort={orden} onSort={onOrdenar} />
      <SortableHeaderCell label="Paciente" field="paciente" sort={orden} onSort={onOrdenar} />
      <TableCell>Centro</TableCell>
      <TableCell>Ítem</TableCell>
      <SortableHeaderCell label="Antigüedad" field="antiguedad" sort={orden} onSort={onOrdenar} />
      <TableCell>Quién lo corrige</TableCell>
    </>
  );
}
