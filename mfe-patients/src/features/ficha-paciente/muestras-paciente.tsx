import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/rutas';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@registro-lma/shared/ui';

export interface MuestrasPacienteProps {
  readonly pacienteId: number;
  /** Registering samples: ADMIN and the patient's clinicians. */
  readonly puedeRegistrar: boolean;
}

/** The patient's samples. The samples API arrives with its own release: until then the area invites the first one. */
export function MuestrasPaciente({ pacienteId, puedeRegistrar }: MuestrasPacienteProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="muestras-titulo" sx={{ p: 2 }}>
      <Typography id="muestras-titulo" variant="h6" component="h2">
        Muestras
      </Typography>
      <EmptyState
        message="Sin muestras registradas."
        action={
          puedeRegistrar && (
            <Button component={RouterLink} to={RUTAS.registrarMuestraPaciente.href({ id: pacienteId })} variant="outlined">
              Registrar muestra
            </Button>
          )
        }
      />
    </Paper>
  );
}
