import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Modo } from '@registro-lma/shared/domain';
import { AccionesGuardado, type Guardado } from '@registro-lma/shared/ui';
import type { AccionesPermitidas } from './acciones-permitidas-policy';

export interface AccionesEtapaProps {
  readonly permitidas: AccionesPermitidas;
  readonly guardado: Guardado<Modo>;
  /** Saving is blocked while any field is in error (spec §5). */
  readonly bloqueado: boolean;
  /** Validating acts on the stored record: not while there are unsaved changes. */
  readonly cambiado: boolean;
  readonly validando: boolean;
  readonly onValidar: () => void;
  readonly onDesbloquear: () => void;
  readonly onEliminar: () => void;
  /** A new row not saved yet can be given up. */
  readonly onDescartar?: () => void;
}

/** Discard, delete, unlock and validate a stage record, then «Guardar borrador» and «Marcar como completo». */
export function AccionesEtapa({ permitidas, guardado, bloqueado, cambiado, validando, onValidar, onDesbloquear, onEliminar, onDescartar }: AccionesEtapaProps) {
  const ocupado = guardado.guardando || validando;
  const { editar, validar, desbloquear, eliminar } = permitidas;
  if (!editar && !validar && !desbloquear && !eliminar && onDescartar === undefined) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {onDescartar && (
        <Button onClick={onDescartar} disabled={ocupado}>
          Descartar
        </Button>
      )}
      {eliminar && (
        <Button color="error" onClick={onEliminar} disabled={ocupado}>
          Eliminar
        </Button>
      )}
      {desbloquear && (
        <Button variant="outlined" onClick={onDesbloquear} disabled={ocupado}>
          Desbloquear
        </Button>
      )}
      {validar && (
        <Button variant="outlined" onClick={onValidar} disabled={ocupado || cambiado}>
          Validar
        </Button>
      )}
      {editar && <AccionesGuardado guardado={guardado} ocupado={validando} bloqueado={bloqueado} />}
    </Stack>
  );
}
