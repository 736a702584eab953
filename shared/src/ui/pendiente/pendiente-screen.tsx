import type { ComponentType } from 'react';
import { useParams } from '../../router/router';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppThemeProvider } from '../theme/app-theme-provider';

export const AVISO_PENDIENTE = 'Esta pantalla se incorporará en una próxima versión del registro.';

export interface PendienteScreenProps {
  title: string;
  description: string;
  /** Route parameter name → Spanish label shown before its value (e.g. `{ id: 'Paciente' }`). */
  paramLabels?: Record<string, string>;
}

/** Placeholder for a screen whose issue has not arrived yet: title, the route parameters received and a notice. */
export function PendienteScreen({ title, description, paramLabels = {} }: PendienteScreenProps) {
  const params = useParams();
  const recibidos = Object.entries(paramLabels).flatMap(([name, label]) => {
    const value = params[name];
    return value === undefined ? [] : [{ name, text: `${label} ${value}` }];
  });

  return (
    <Paper component="section" aria-labelledby="pendiente-screen-titulo" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography id="pendiente-screen-titulo" variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        {recibidos.length > 0 && (
          <Stack direction="row" spacing={1} aria-label="Datos de la ruta">
            {recibidos.map(({ name, text }) => (
              <Chip key={name} label={text} variant="outlined" />
            ))}
          </Stack>
        )}
        <Alert severity="info">{AVISO_PENDIENTE}</Alert>
      </Stack>
    </Paper>
  );
}

/** Builds a route-level screen component from its placeholder description, with the MUI theme (see lazyScreen). */
export function pendienteScreen(props: PendienteScreenProps): ComponentType {
  function Pantalla() {
    return (
      <AppThemeProvider>
        <PendienteScreen {...props} />
      </AppThemeProvider>
    );
  }
  Pantalla.displayName = `PendienteScreen(${props.title})`;
  return Pantalla;
}
