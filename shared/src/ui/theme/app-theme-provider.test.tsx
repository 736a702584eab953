import { describe, expect, test } from '@jest/globals';
import TablePagination from '@mui/material/TablePagination';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
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

  test('date fields are typed DD/MM/AAAA', () => {
    render(
      <AppThemeProvider>
        <DateField label="Fecha de diagnóstico" defaultValue={dayjs('2024-03-05')} />
        <DateField label="Fecha de muerte" />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'Fecha de diagnóstico' }).textContent).toContain('05/03/2024');
    expect(screen.getByRole('group', { name: 'Fecha de muerte' }).textContent).toContain('DD/MM/AAAA');
  });

  test('calendars use Spanish month names and start weeks on Monday', () => {
    render(
      <AppThemeProvider>
        <DateCalendar defaultValue={dayjs('2024-03-05')} />
      </AppThemeProvider>,
    );
    expect(screen.getByText(/marzo 2024/i)).toBeTruthy();
    const weekDays = screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));
    expect(weekDays[0]).toMatch(/^lunes$/i);
  });
});
