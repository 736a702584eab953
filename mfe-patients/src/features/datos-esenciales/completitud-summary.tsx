import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DatosIniciales } from '@registro-lma/shared/domain';

/** «Completitud de datos esenciales» and, 90 days after diagnosis, which items are still missing. */
export function ResumenCompletitud({ datos }: { readonly datos: DatosIniciales }) {
  const texto = `Completitud de datos esenciales: ${datos.de_completitud_pct} % (${datos.de_items_completos} de ${datos.de_items_aplicables})`;
  return (
    <Stack spacing={1}>
      <Typography id="completitud-titulo">{texto}</Typography>
      <LinearProgress
        variant="determinate"
        value={datos.de_completitud_pct}
        color={datos.de_completo ? 'success' : 'warning'}
        aria-labelledby="completitud-titulo"
      />
      {datos.aviso && <Alert severity="warning">{datos.aviso}</Alert>}
    </Stack>
  );
}
