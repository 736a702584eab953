import type { ReactNode } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a sample screen shows of its patient: never more than a laboratory may see (data-dictionary §2.3). */
export interface PacienteCabecera {
  readonly paciente_id: number;
  readonly upn: string;
  /** The centre's code, with its name when known. */
  readonly centro: string;
}

export interface CabeceraPacienteMuestraProps {
  readonly paciente: PacienteCabecera;
  /** Only a role that sees clinical data is taken back to the patient view. */
  readonly conEnlace?: boolean;
  readonly children?: ReactNode;
}

/** The patient of a sample screen: UPN, centre and the way back to the patient view. */
export function CabeceraPacienteMuestra({ paciente, conEnlace = true, children }: CabeceraPacienteMuestraProps) {
  return (
    <Paper variant="outlined" aria-label="Paciente de la muestra" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          <Typography>{`UPN ${paciente.upn}`}</Typography>
          <Typography>{`Centro ${paciente.centro}`}</Typography>
          {children}
        </Stack>
        {conEnlace && (
          <Button component={RouterLink} to={RUTAS.paciente.href({ id: paciente.paciente_id })} variant="outlined" size="small">
            Volver al paciente
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
