import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatearFecha, SIN_VALOR, textoMaterialMuestra, type Muestra } from '@registro-lma/shared/domain';

const COLUMNAS = ['Código', 'UPN', 'Centro', 'Material', 'Extracción', 'Envío', 'Tubos', 'Acciones'] as const;

const fecha = (valor: unknown): string => (typeof valor === 'string' && valor !== '' ? formatearFecha(valor) : SIN_VALOR);

export interface BandejaRecepcionProps {
  readonly tubos: readonly Muestra[];
  /** What the last attempt to receive the tray said of a tube, by its code. */
  readonly errores: Readonly<Record<string, string>>;
  readonly onIncidencia: (muestra: Muestra) => void;
  readonly onQuitar: (muestra: Muestra) => void;
}

/** The tray under review: each tube as it was sent, what went wrong with it, and the way out of the tray. */
export function BandejaRecepcion({ tubos, errores, onIncidencia, onQuitar }: BandejaRecepcionProps) {
  if (tubos.length === 0) return <Typography color="text.secondary">La bandeja está vacía: escanee los tubos que han llegado.</Typography>;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Bandeja de recepción">
          <TableHead>
            <TableRow>
              {COLUMNAS.map((columna) => (
                <TableCell key={columna}>{columna}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {tubos.map((tubo) => {
              const error = errores[tubo.codigo_muestra];
              return (
                <TableRow key={tubo.muestra_id} selected={error !== undefined}>
                  <TableCell>
                    {tubo.codigo_muestra}
                    {error !== undefined && (
                      <Typography variant="body2" color="error" role="alert">
                        {error}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{tubo.paciente.upn}</TableCell>
                  <TableCell>{tubo.paciente.hospital_codigo}</TableCell>
                  <TableCell>{textoMaterialMuestra(tubo.datos)}</TableCell>
                  <TableCell>{fecha(tubo.datos.fecha_extraccion)}</TableCell>
                  <TableCell>{fecha(tubo.datos.fecha_envio)}</TableCell>
                  <TableCell>{typeof tubo.datos.n_tubos === 'number' ? tubo.datos.n_tubos : SIN_VALOR}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => onIncidencia(tubo)} aria-label={`Incidencia en ${tubo.codigo_muestra}`}>
                        Incidencia
                      </Button>
                      <Button size="small" color="inherit" onClick={() => onQuitar(tubo)} aria-label={`Quitar ${tubo.codigo_muestra}`}>
                        Quitar
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
