import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Campo } from '@registro-lma/shared/domain';
import { ConsultaCampo } from './consulta-campo-button';

export interface CampoConConsultaProps {
  readonly formulario: string;
  /** The stored record; null for one not saved yet (it can have no query). */
  readonly registroId: number | null;
  readonly campo: Pick<Campo, 'name' | 'label'>;
  /** The field's input. */
  readonly children: ReactNode;
}

/** A form's input with, beside it, the badge of its query not closed (if any). */
export function CampoConConsulta({ formulario, registroId, campo, children }: CampoConConsultaProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {registroId !== null && <ConsultaCampo formulario={formulario} registroId={registroId} campo={campo.name} etiqueta={campo.label} />}
    </Stack>
  );
}
