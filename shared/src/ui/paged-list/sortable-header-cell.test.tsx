import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SortableHeaderCell, type SortState } from './sortable-header-cell';

function renderHeader(sort: SortState, pedidos: SortState[]) {
  render(
    <Table>
      <TableHead>
        <TableRow>
          <SortableHeaderCell label="UPN" field="upn" sort={sort} onSort={(siguiente) => pedidos.push(siguiente)} />
          <SortableHeaderCell label="Estado" field="estado" sort={sort} onSort={(siguiente) => pedidos.push(siguiente)} />
        </TableRow>
      </TableHead>
    </Table>,
  );
}

test('la columna activa anuncia su orden y un segundo clic lo invierte; otra columna empieza ascendente', async () => {
  const pedidos: SortState[] = [];
  renderHeader({ orden: 'upn', direccion: 'asc' }, pedidos);

  expect(screen.getByRole('columnheader', { name: 'UPN' }).getAttribute('aria-sort')).toBe('ascending');
  expect(screen.getByRole('columnheader', { name: 'Estado' }).getAttribute('aria-sort')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: /UPN/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Estado' }));

  expect(pedidos).toEqual([
    { orden: 'upn', direccion: 'desc' },
    { orden: 'estado', direccion: 'asc' },
  ]);
});

test('desde descendente vuelve a ascendente', async () => {
  const pedidos: SortState[] = [];
  renderHeader({ orden: 'upn', direccion: 'desc' }, pedidos);

  await userEvent.click(screen.getByRole('button', { name: /UPN/ }));

  expect(pedidos).toEqual([{ orden: 'upn', direccion: 'asc' }]);
});
