import { describe, expect, test } from '@jest/globals';
import TablePagination from '@mui/material/TablePagination';
import { render, screen } from '@testing-library/react';
import { AppThemeProvider } from './app-theme-provider';

describe('AppThemeProvider', () => {
  test('MUI components speak Spanish', () => {
    render(
      <AppThemeProvider>
        <TablePagination component="div" count={120} page={0} rowsPerPage={50} onPageChange={() => undefined} />
      </AppThemeProvider>,
    );
    expect(screen.getByText('Filas por página:')).toBeTruthy();
    expect(screen.getByText('1–50 de 120')).toBeTruthy();
  });
});
