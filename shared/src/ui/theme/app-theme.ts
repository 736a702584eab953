import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** Registro LMA look, with Spanish texts for MUI components. */
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
  // MUI's Spanish labels the button that opens a list «Abierto» (a state); it is an action: «Abrir».
  { components: { MuiAutocomplete: { defaultProps: { openText: 'Abrir' } } } },
);
