import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Modo } from '@registro-lma/shared/domain';
import type { Guardado } from '@registro-lma/shared/ui';

export interface AccionesPacienteProps {
  readonly guardado: Guardado<Modo>;
  /** Saving is blocked while any field is in error (spec §5). */
  readonly bloqueado: boolean;
  /** A patient past BORRADOR keeps a complete record: the API checks every edit as complete. */
  readonly conBorrador: boolean;
  readonly onCancelar: () => void;
}

/** «Guardar borrador» accepts missing values, «Guardar y completar» requires them (data-dictionary §0.2). */
export function AccionesPaciente({ guardado, bloqueado, conBorrador, onCancelar }: AccionesPacienteProps) {
  const { guardando } = guardado;
  const progreso = guardando ? <CircularProgress size={18} color="inherit" aria-label="Guardando" /> : undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancelar} disabled={guardando}>
        Cancelar
      </Button>
      {conBorrador && (
        <Button variant="outlined" disabled={guardando || bloqueado} onClick={() => void guardado.guardar('borrador')}>
          Guardar borrador
        </Button>
      )}
      <Button variant="contained" disabled={guardando || bloqueado} startIcon={progreso} onClick={() => void guardado.guardar('completo')}>
        {conBorrador ? 'Guardar y completar' : 'Guardar cambios'}
      </Button>
    </Stack>
  );
}
