import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A sample screen: a section named by its heading, then its content. */
export function MuestraLayout({ titulo, children }: { readonly titulo: string; readonly children: ReactNode }) {
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
