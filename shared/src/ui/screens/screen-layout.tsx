import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ScreenLayoutProps {
  readonly titulo: string;
  /** A line under the title naming the record the screen is about; none while it is not known. */
  readonly subtitulo?: string | undefined;
  readonly children: ReactNode;
}

/** A screen of a remote: a section named by its level-1 heading, then its content. */
export function ScreenLayout({ titulo, subtitulo, children }: ScreenLayoutProps) {
  const tituloId = useId();
  const encabezado = (
    <Typography id={tituloId} variant="h4" component="h1">
      {titulo}
    </Typography>
  );
  return (
    <Stack component="section" spacing={3} aria-labelledby={tituloId}>
      {subtitulo ? (
        <div>
          {encabezado}
          <Typography variant="subtitle1" color="text.secondary">
            {subtitulo}
          </Typography>
        </div>
      ) : (
        encabezado
      )}
      {children}
    </Stack>
  );
}
