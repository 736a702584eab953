import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';

export type SortDirection = 'asc' | 'desc';

/** The list's sort as the API takes it: `orden` (a column name) and `direccion`. */
export interface SortState {
  readonly orden: string;
  readonly direccion: SortDirection;
}

export interface SortableHeaderCellProps {
  readonly label: string;
  /** The API's name for this column's sort. */
  readonly field: string;
  readonly sort: SortState;
  readonly onSort: (sort: SortState) => void;
}

/** A column header that sorts the list: ascending first, then descending on a second click. */
export function SortableHeaderCell({ label, field, sort, onSort }: SortableHeaderCellProps) {
  const active = sort.orden === field;
  const next: SortDirection = active && sort.direccion === 'asc' ? 'desc' : 'asc';
  return (
    <TableCell sortDirection={active ? sort.direccion : false}>
      <TableSortLabel active={active} direction={active ? sort.direccion : 'asc'} onClick={() => onSort({ orden: field, direccion: next })}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
