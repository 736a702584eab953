import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** Registro LMA look, with Spanish texts for MUI components. */
export const appTheme = createTheme(
  {
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#8b3a62' },
      background: { default: '#f5f7fa' },
      // MUI's orange and light blue read at 3.1:1 and 3.9:1 on white (an outlined «Enviada» chip, white on a filled
      // «Borrador»): these darker ones reach WCAG AA's 4.5:1 both ways, on white and on a hovered row.
      warning: { main: '#a15000' },
      info: { main: '#0071b3' },
    },
    shape: { borderRadius: 6 },
  },
  esES,
  {
    components: {
      // MUI's Spanish labels the button that opens a list «Abierto» (a state); it is an action: «Abrir».
      MuiAutocomplete: { defaultProps: { openText: 'Abrir' } },
      // A read-only form's helper text («No introduzca datos…») stays readable: MUI greys a disabled one to 2.3:1.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      // An unselected toggle's text (MUI: 54 % black) reads at 4.2:1 on its hovered background, under WCAG AA's 4.5:1;
      // at the secondary text's 60 % it reads at 5.3:1.
      MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.6)' } } },
      // A chip's label is never cut short («Registrada (pendiente de env…»): where its column is narrower, it wraps.
      MuiChip: {
        styleOverrides: {
          root: { height: 'auto', minHeight: 32, maxWidth: '100%' },
          sizeSmall: { minHeight: 24 },
          label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingTop: 3, paddingBottom: 3 },
        },
      },
    },
  },
);
