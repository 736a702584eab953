import { describe, expect, test } from '@jest/globals';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { FechasProvider } from './fecha-picker';

describe('FechasProvider', () => {
  test('date fields are typed DD/MM/AAAA', () => {
    render(
      <FechasProvider>
        <DateField label="Fecha de diagnóstico" defaultValue={dayjs('2024-03-05')} />
        <DateField label="Fecha de muerte" />
      </FechasProvider>,
    );
    expect(screen.getByRole('group', { name: 'Fecha de diagnóstico' }).textContent).toContain('05/03/2024');
    expect(screen.getByRole('group', { name: 'Fecha de muerte' }).textContent).toContain('DD/MM/AAAA');
  });

  test('calendars use Spanish month names and start weeks on Monday', () => {
    render(
      <FechasProvider>
        <DateCalendar defaultValue={dayjs('2024-03-05')} />
      </FechasProvider>,
    );
    expect(screen.getByText(/marzo 2024/i)).toBeTruthy();
    const weekDays = screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));
    expect(weekDays[0]).toMatch(/^lunes$/i);
  });
});
