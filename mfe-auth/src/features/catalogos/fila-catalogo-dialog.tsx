import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { FormularioFilaCatalogo } from './fila-catalogo-form';

export interface FilaCatalogoDialogProps {
  readonly catalogo: string;
  /** The catalogue's name in the title («Nuevo código: Laboratorios»). */
  readonly titulo: string;
  /** null creates a new code; a row is edited with the version the list read. */
  readonly fila: FilaCatalogoAdmin | null;
  readonly onCerrar: () => void;
  readonly onGuardado: () => void;
}

export function FilaCatalogoDialog({ catalogo, titulo, fila, onCerrar, onGuardado }: FilaCatalogoDialogProps) {
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="fila-catalogo-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="fila-catalogo-titulo">{fila === null ? `Nuevo código: ${titulo}` : `Editar ${fila.codigo}`}</DialogTitle>
      <FormularioFilaCatalogo catalogo={catalogo} fila={fila} onCancelar={onCerrar} onGuardado={onGuardado} />
    </Dialog>
  );
}
