import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** After a version conflict reloaded the record: what the user typed is kept and offered back. */
export function AvisoRecuperarEscrito({ mensaje, onRecuperar }: { readonly mensaje: string; readonly onRecuperar: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onRecuperar}>
          Recuperar lo que escribió
        </Button>
      }
    >
      {mensaje}
    </Alert>
  );
}
