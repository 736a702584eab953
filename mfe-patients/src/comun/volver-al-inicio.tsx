import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/rutas';
import Button from '@mui/material/Button';

/** The way on from a page that cannot be shown (no permission, not found). */
export function VolverAlInicio() {
  return (
    <Button component={RouterLink} to={RUTAS.inicio.href()} variant="outlined">
      Volver al inicio
    </Button>
  );
}
