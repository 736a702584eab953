import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ESTADOS_DESCARGA_ACTIVOS, type DescargaVista } from '@registro-lma/shared/domain';

const FILAS = new Intl.NumberFormat('es-ES');

/** A running extract's real progress: rows done out of rows to do (indeterminate while they are being counted). */
export function ProgresoDescarga({ descarga }: { readonly descarga: DescargaVista }) {
  if (!ESTADOS_DESCARGA_ACTIVOS.includes(descarga.estado)) return null;
  const texto =
    descarga.filas_total === null
      ? 'Contando filas…'
      : `${FILAS.format(descarga.filas_hechas)} de ${FILAS.format(descarga.filas_total)} filas (${descarga.progreso_pct ?? 0} %)`;
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant={descarga.progreso_pct === null ? 'indeterminate' : 'determinate'}
        value={descarga.progreso_pct ?? 0}
        aria-label={`Progreso de la descarga: ${texto}`}
      />
      <Typography variant="caption" color="text.secondary">
        {texto}
      </Typography>
    </Box>
  );
}
