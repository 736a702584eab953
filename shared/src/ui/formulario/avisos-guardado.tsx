import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Guardado } from './use-guardado';

/** The save failures that belong to no input: a general message, or a conflict with «Recargar» when it can be reloaded. */
export function AvisosGuardado({ guardado, onRecargar }: { readonly guardado: Guardado; readonly onRecargar?: () => void }) {
  return (
    <>
      {guardado.conflicto && (
        <Alert
          severity="warning"
          action={
            onRecargar && (
              <Button color="inherit" size="small" onClick={onRecargar}>
                Recargar
              </Button>
            )
          }
        >
          {guardado.conflicto}
        </Alert>
      )}
      {guardado.fallo && <Alert severity="error">{guardado.fallo}</Alert>}
    </>
  );
}
