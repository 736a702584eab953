import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ScreenLayoutProps {
  readonly titulo: string;
  /** A line under the title naming what the screen is about; none while it is not known. */
  readonly subtitulo?: string | undefined;
  /** The screen's main action, beside the title (e.g. «Registrar paciente»). */
  readonly accion?: ReactNode;
  readonly children: ReactNode;
}

/** A screen of a remote: a section named by its level-1 heading, then its content. */
export function ScreenLayout({ titulo, subtitulo, accion, children }: ScreenLayoutProps) {
  const tituloId = useId();
  const encabezado = (
    <Typography id={tituloId} variant="h4" component="h1">
      {titulo}
    </Typography>
  );
  const titulos = subtitulo ? (
    <div>
      {encabezado}
      <Typography variant="subtitle1" color="text.secondary">
        {subtitulo}
      </Typography>
    </div>
  ) : (
    encabezado
  );
  return (
    <Stack component="section" spacing={3} aria-labelledby={tituloId}>
      {accion === undefined ? (
        titulos
      ) : (
        <Stack direction="row" sx={{ alignItems: subtitulo ? 'flex-start' : 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          {titulos}
          {accion}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
