import { Link as RouterLink } from '@registro-lma/shared/router';
import Button from '@mui/material/Button';

/** The way on from a page that cannot be shown (no permission, not found). */
export function VolverAlInicio() {
  return (
    <Button component={RouterLink} to="/" variant="outlined">
      Volver al inicio
    </Button>
  );
}
