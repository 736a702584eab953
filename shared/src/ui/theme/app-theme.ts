import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { esES as pickersEsES } from '@mui/x-date-pickers/locales';

/** Registro LMA look, with Spanish texts for MUI components and date pickers. */
export const appTheme = createTheme(
  {
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#8b3a62' },
      background: { default: '#f5f7fa' },
    },
    shape: { borderRadius: 6 },
  },
  esES,
  pickersEsES,
);
