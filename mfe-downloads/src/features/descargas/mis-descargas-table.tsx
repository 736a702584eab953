import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  areaDescarga,
  buscarFila,
  ESTADOS_DESCARGA_ACTIVOS,
  ETIQUETA_ESTADO_DESCARGA,
  formatearFechaHora,
  formatearTamano,
  FORMATO_DESCARGA,
  rasgosDescarga,
  type DescargaVista,
  type EstadoDescarga,
} from '@registro-lma/shared/domain';
import { EmptyState, useDescarga } from '@registro-lma/shared/ui';
import { RUTAS_API } from '@registro-lma/shared/http';
import { ProgresoDescarga } from './progreso-descarga-state';

export interface MisDescargasProps {
  readonly descargas: readonly DescargaVista[];
  readonly onCancelar: (descarga: DescargaVista) => void;
}

const COLOR_ESTADO: Readonly<Record<EstadoDescarga, 'default' | 'info' | 'success' | 'error' | 'warning'>> = {
  PENDIENTE: 'default',
  EN_CURSO: 'info',
  LISTA: 'success',
  FALLIDA: 'error',
  CANCELADA: 'default',
  CADUCADA: 'warning',
  DENEGADA: 'error',
};

/** States whose reason the owner reads: a failure, or a file refused under their current rights. */
const CON_MOTIVO: readonly EstadoDescarga[] = ['FALLIDA', 'DENEGADA'];

/**
 * The user's extracts, newest first: area with format, mode, labels, trial and file name, state (with the reason of a
 * failure or refusal), date, size, expiry, and download or cancel.
 */
export function MisDescargas({ descargas, onCancelar }: MisDescargasProps) {
  const descarga = useDescarga('No se ha podido descargar el fichero.');
  if (descargas.length === 0) return <EmptyState message="Aún no ha generado ninguna descarga." />;
  return (
    <Table size="small" aria-label="Mis descargas">
      <TableHead>
        <TableRow>
          <TableCell>Área</TableCell>
          <TableCell>Estado</TableCell>
          <TableCell>Solicitada</TableCell>
          <TableCell>Tamaño</TableCell>
          <TableCell>Caduca</TableCell>
          <TableCell>Acciones</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {descargas.map((fila) => {
          const titulo = areaDescarga(fila.area).titulo;
          const rasgos = rasgosDescarga(fila).join(' · ');
          // Two extracts of one area are told apart by their options and the time they were asked for.
          const nombre = `${titulo} (${rasgos}, ${formatearFechaHora(fila.creada_en)})`;
          return (
            <TableRow key={fila.descarga_id}>
              <TableCell>
                {titulo}
                <Typography variant="caption" component="div" color="text.secondary">
                  {buscarFila(FORMATO_DESCARGA, fila.formato)?.etiqueta}
                </Typography>
                <Typography variant="caption" component="div" color="text.secondary">
                  {rasgos.charAt(0).toUpperCase() + rasgos.slice(1)}
                </Typography>
                {fila.nombre_archivo !== null && (
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {fila.nombre_archivo}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack spacing={0.5}>
                  <Chip size="small" label={ETIQUETA_ESTADO_DESCARGA[fila.estado]} color={COLOR_ESTADO[fila.estado]} />
                  <ProgresoDescarga descarga={fila} />
                  {CON_MOTIVO.includes(fila.estado) && fila.error !== null && (
                    <Typography variant="caption" color="error">
                      {fila.error}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>{formatearFechaHora(fila.creada_en)}</TableCell>
              <TableCell>{formatearTamano(fila.tamano_bytes)}</TableCell>
              <TableCell>{formatearFechaHora(fila.caduca_en)}</TableCell>
              <TableCell>
                {fila.estado === 'LISTA' && fila.nombre_archivo !== null && (
                  <Button
                    size="small"
                    disabled={descarga.descargando}
                    onClick={() => void descarga.descargar(RUTAS_API.ficheroDescarga(fila.descarga_id), fila.nombre_archivo ?? 'descarga.zip')}
                    aria-label={`Descargar ${nombre}`}
                  >
                    Descargar
                  </Button>
                )}
                {ESTADOS_DESCARGA_ACTIVOS.includes(fila.estado) && (
                  <Button size="small" color="warning" onClick={() => onCancelar(fila)} aria-label={`Cancelar ${nombre}`}>
                    Cancelar
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
