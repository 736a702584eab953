import { Link as RouterLink } from '@registro-lma/shared/router';
import Button from '@mui/material/Button';
import { RUTAS } from '@registro-lma/shared/routes';

/** The way back from a screen of one patient (a stage, the essential data) to the patient view. */
export function EnlaceFichaPaciente({ pacienteId }: { readonly pacienteId: number }) {
  return (
    <Button component={RouterLink} to={RUTAS.paciente.href({ id: pacienteId })} variant="outlined">
      Ver ficha del paciente
    </Button>
  );
}
