import { describe, expect, test } from '@jest/globals';
import { getContrastRatio } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
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

  test('an unselected toggle reads at WCAG AA contrast on white and on its hovered background', () => {
    render(
      <AppThemeProvider>
        <ToggleButton value="RFS">RFS</ToggleButton>
      </AppThemeProvider>,
    );
    const color = getComputedStyle(screen.getByRole('button', { name: 'RFS' })).color;
    const alfa = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(color)?.[1]);
    // Black at an opacity over a grey: the grey darkened by that share. White, and white under the 4 % hover shade.
    const gris = (nivel: number) => `rgb(${nivel}, ${nivel}, ${nivel})`;
    for (const fondo of [255, 255 * 0.96]) expect(getContrastRatio(gris(fondo * (1 - alfa)), gris(fondo))).toBeGreaterThanOrEqual(4.5);
  });
});
