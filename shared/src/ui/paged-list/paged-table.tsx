import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import type { Filters, PagedList } from './use-paged-list';

export interface PagedTableProps<T, F extends Filters> {
  readonly list: PagedList<T, F>;
  /** Accessible name of the table. */
  readonly label: string;
  readonly emptyMessage: string;
  /** A next step offered with the empty state (e.g. «Registrar paciente»). */
  readonly emptyAction?: ReactNode;
  /** The header cells. */
  readonly header: ReactNode;
  readonly renderRow: (item: T) => ReactNode;
}

const PAGE_SIZES = [25, 50, 100];

/** A paginated API list as a table, with its loading, error and empty states. */
export function PagedTable<T, F extends Filters>({ list, label, emptyMessage, emptyAction, header, renderRow }: PagedTableProps<T, F>) {
  if (list.error !== null) return <ErrorState message={list.error} onRetry={list.reload} />;
  if (list.data === null) return <LoadingState />;
  if (list.data.items.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return (
    <Paper variant="outlined">
      {list.loading && <LinearProgress aria-label="Actualizando la lista" />}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{header}</TableRow>
          </TableHead>
          <TableBody>{list.data.items.map(renderRow)}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.data.total}
        page={list.page - 1}
        onPageChange={(_event, page) => list.setPage(page + 1)}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
        labelRowsPerPage="Filas por página:"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) => (type === 'next' ? 'Página siguiente' : type === 'previous' ? 'Página anterior' : type === 'first' ? 'Primera página' : 'Última página')}
      />
    </Paper>
  );
}
