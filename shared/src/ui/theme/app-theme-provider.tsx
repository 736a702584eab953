import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { appTheme } from './app-theme';

/** Theme, Spanish locale and dayjs date adapter for everything below it (dates typed and shown DD/MM/AAAA). */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
