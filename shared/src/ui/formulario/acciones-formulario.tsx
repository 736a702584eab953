import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

export interface AccionesFormularioProps {
  readonly guardando: boolean;
  /** Saving is blocked while any field is in error (spec §5). */
  readonly bloqueado: boolean;
  readonly onCancelar: () => void;
  readonly textoGuardar?: string;
}

/** «Cancelar» and the submit button of a form dialog; the button shows progress while saving. */
export function AccionesFormulario({ guardando, bloqueado, onCancelar, textoGuardar = 'Guardar' }: AccionesFormularioProps) {
  return (
    <DialogActions>
      <Button onClick={onCancelar} disabled={guardando}>
        Cancelar
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={guardando || bloqueado}
        startIcon={guardando ? <CircularProgress size={18} color="inherit" aria-label="Guardando" /> : undefined}
      >
        {textoGuardar}
      </Button>
    </DialogActions>
  );
}
