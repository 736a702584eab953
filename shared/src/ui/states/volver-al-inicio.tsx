import Button from '@mui/material/Button';
import { Link as RouterLink } from '../../routes/router';
import { RUTAS } from '../../routes/ruta-table';

/** The way on from a page that cannot be shown (no permission, not found). */
export function VolverAlInicio() {
  return (
    <Button component={RouterLink} to={RUTAS.inicio.href()} variant="outlined">
      Volver al inicio
    </Button>
  );
}
