import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PagedTable } from './paged-table';
import type { PagedList } from './use-paged-list';

function lista(items: readonly string[]): PagedList<string, Record<string, string>> {
  return {
    filters: {},
    setFilters: () => undefined,
    page: 1,
    setPage: () => undefined,
    pageSize: 25,
    setPageSize: () => undefined,
    data: { items, total: items.length },
    loading: false,
    error: null,
    reload: () => undefined,
  };
}

const fila = (item: string) => (
  <TableRow key={item}>
    <TableCell>{item}</TableCell>
  </TableRow>
);

test('una lista vacía muestra su mensaje y la acción propuesta', () => {
  render(
    <PagedTable list={lista([])} label="Pacientes" emptyMessage="Todavía no hay pacientes." emptyAction={<button>Registrar paciente</button>} header={null} renderRow={fila} />,
  );

  expect(screen.getByText('Todavía no hay pacientes.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Registrar paciente' })).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('con filas muestra la tabla paginada en español', () => {
  render(<PagedTable list={lista(['LMA-000001'])} label="Pacientes" emptyMessage="Vacía." header={<TableCell>UPN</TableCell>} renderRow={fila} />);

  expect(screen.getByRole('table', { name: 'Pacientes' })).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'LMA-000001' })).toBeTruthy();
  expect(screen.getByText('1–1 de 1')).toBeTruthy();
});
