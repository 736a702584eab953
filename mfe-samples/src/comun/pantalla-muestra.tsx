import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/rutas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAJE_RECURSO_NO_ENCONTRADO, MENSAJE_SIN_PERMISOS } from '@registro-lma/shared/domain';
import { ForbiddenState, NotFoundState } from '@registro-lma/shared/ui';

/** A sample screen: a section named by its heading, then its content. */
export function PantallaMuestra({ titulo, children }: { readonly titulo: string; readonly children: ReactNode }) {
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

function VolverAlInicio() {
  return (
    <Button component={RouterLink} to={RUTAS.inicio.href()} variant="outlined">
      Volver al inicio
    </Button>
  );
}

/** Why a sample (or its patient) cannot be shown: no permission (403) or no such record (404). */
export function MuestraInaccesible({ estado, mensaje }: { readonly estado: 403 | 404; readonly mensaje?: string }) {
  return estado === 403 ? (
    <ForbiddenState message={mensaje ?? MENSAJE_SIN_PERMISOS} action={<VolverAlInicio />} />
  ) : (
    <NotFoundState message={mensaje ?? MENSAJE_RECURSO_NO_ENCONTRADO} action={<VolverAlInicio />} />
  );
}
