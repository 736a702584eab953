import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_PATH } from '../routes/route-table';

export const ENLACE_VOLVER_INICIO = 'Volver al inicio';

interface StatusPageProps {
  code: string;
  title: string;
  children: ReactNode;
}

/** The common look of the 404 and 403 pages: status code, title, explanation and the way back home. */
export function StatusPage({ code, title, children }: StatusPageProps) {
  return (
    <Paper component="section" aria-labelledby="status-page-title" sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="overline" color="text.secondary">
          {code}
        </Typography>
        <Typography id="status-page-title" variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          {ENLACE_VOLVER_INICIO}
        </Button>
      </Stack>
    </Paper>
  );
}
