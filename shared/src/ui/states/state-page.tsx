import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatePageProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly message: string;
  /** A way on, such as a «Volver al inicio» link. */
  readonly action?: ReactNode;
}

/** A whole screen replaced by one designed state: icon, heading, what happened and what to do next. */
export function StatePage({ icon, title, message, action }: StatePageProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="estado-pantalla-titulo" sx={{ p: 5 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', color: 'text.secondary' }}>
        {icon}
        <Typography id="estado-pantalla-titulo" variant="h5" component="h1" color="text.primary">
          {title}
        </Typography>
        <Typography>{message}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}
