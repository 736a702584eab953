import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Muestra } from '@registro-lma/shared/domain';
import { FormularioConfirmacion } from './confirmacion-form';

export interface IncidenciaRecepcionDialogProps {
  readonly muestra: Muestra;
  readonly onRecibida: (muestra: Muestra) => void;
  /** Back to the tray as it was. */
  readonly onDevolver: () => void;
  /** The sample changed since it was scanned: it leaves the tray, to be scanned again. */
  readonly onConflicto: () => void;
}

/** A tube taken out of the tray for an incident: its own reception form, with nothing assumed (§5.2). */
export function IncidenciaRecepcionDialog({ muestra, onRecibida, onDevolver, onConflicto }: IncidenciaRecepcionDialogProps) {
  const titulo = `Incidencia en ${muestra.codigo_muestra}`;
  return (
    // The screen puts the focus back in its scan box: the button that opened this has left the tray.
    <Dialog open onClose={onDevolver} maxWidth="md" fullWidth aria-label={titulo} disableRestoreFocus>
      <DialogTitle>{titulo}</DialogTitle>
      <DialogContent>
        <FormularioConfirmacion
          muestra={muestra}
          editable
          claveBorrador={null}
          escritoAntes={null}
          onConflicto={onConflicto}
          onConfirmada={onRecibida}
          onSiguiente={onRecibida}
          conIncidencia
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDevolver}>Devolver a la bandeja</Button>
      </DialogActions>
    </Dialog>
  );
}
