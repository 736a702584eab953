import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A screen of a remote: a section named by its level-1 heading, then its content. */
export function ScreenLayout({ titulo, children }: { readonly titulo: string; readonly children: ReactNode }) {
  const tituloId = useId();
  return (
    <Stack component="section" spacing={3} aria-labelledby={tituloId}>
      <Typography id={tituloId} variant="h4" component="h1">
        {titulo}
      </Typography>
      {children}
    </Stack>
  );
}
