import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Modo } from '@registro-lma/shared/domain';
import { AccionesGuardado, type Guardado } from '@registro-lma/shared/ui';

export interface AccionesPacienteProps {
  readonly guardado: Guardado<Modo>;
  /** Saving is blocked while any field is in error (spec §5). */
  readonly bloqueado: boolean;
  /** A patient past BORRADOR keeps a complete record: the API checks every edit as complete. */
  readonly conBorrador: boolean;
  readonly onCancelar: () => void;
}

/** «Cancelar», then «Guardar borrador» and «Guardar y completar» («Guardar cambios» for a complete patient). */
export function AccionesPaciente({ guardado, bloqueado, conBorrador, onCancelar }: AccionesPacienteProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancelar} disabled={guardado.guardando}>
        Cancelar
      </Button>
      <AccionesGuardado
        guardado={guardado}
        bloqueado={bloqueado}
        conBorrador={conBorrador}
        textoCompleto={conBorrador ? 'Guardar y completar' : 'Guardar cambios'}
      />
    </Stack>
  );
}
