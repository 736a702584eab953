import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme } from './app-theme';

/** Theme and Spanish texts of MUI for everything below it (date pickers bring their own: see FechaPicker). */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
