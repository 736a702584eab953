import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { catalogoMomentosDe, type FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { TablaCatalogo } from './catalogo-table';

export interface MomentosEnsayoDialogProps {
  /** A trial with its own moment list (catalogues.md §1.2). */
  readonly ensayo: FilaCatalogoAdmin;
  readonly onCerrar: () => void;
}

/** A trial's protocol moments, edited in order like any catalogue. */
export function MomentosEnsayoDialog({ ensayo, onCerrar }: MomentosEnsayoDialogProps) {
  const titulo = `Momentos de ${ensayo.etiqueta}`;
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="momentos-ensayo-titulo" maxWidth="lg" fullWidth>
      <DialogTitle id="momentos-ensayo-titulo">{titulo}</DialogTitle>
      <DialogContent dividers>
        <TablaCatalogo catalogo={catalogoMomentosDe(ensayo.codigo) ?? ''} titulo={titulo} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
