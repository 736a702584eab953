import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type DocumentoReferencia, formatearFechaHora, formatearTamano, type VersionDocumentoReferencia } from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { obtenerHistorial } from './libreria.resource';

export interface HistorialDialogProps {
  readonly documento: DocumentoReferencia;
  readonly descargando: boolean;
  readonly onDescargar: (version: VersionDocumentoReferencia) => void;
  readonly onCerrar: () => void;
}

/** Every published version of a reference document, newest first, each one downloadable. */
export function HistorialDialog({ documento, descargando, onDescargar, onCerrar }: HistorialDialogProps) {
  const cargar = useCallback(() => obtenerHistorial(documento.clave), [documento.clave]);
  const historial = useRemoteData(cargar);

  const cuerpo = () => {
    if (historial.error !== null) return <ErrorState message={historial.error} onRetry={historial.reload} />;
    if (historial.data === null) return <LoadingState />;
    if (historial.data.versiones.length === 0) return <EmptyState message="Aún no se ha publicado ninguna versión." />;
    return (
      <Table size="small" aria-label={`Versiones de ${documento.titulo}`}>
        <TableHead>
          <TableRow>
            <TableCell>Versión</TableCell>
            <TableCell>Publicada</TableCell>
            <TableCell>Por</TableCell>
            <TableCell>Archivo</TableCell>
            <TableCell>Tamaño</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {historial.data.versiones.map((version) => (
            <TableRow key={version.version}>
              <TableCell>{version.activo ? `${version.version} (vigente)` : version.version}</TableCell>
              <TableCell>{formatearFechaHora(version.subido_en)}</TableCell>
              <TableCell>{version.subido_por_nombre ?? '—'}</TableCell>
              <TableCell>{version.nombre_archivo}</TableCell>
              <TableCell>{formatearTamano(version.tamano_bytes)}</TableCell>
              <TableCell align="right">
                <Button size="small" disabled={descargando} onClick={() => onDescargar(version)} aria-label={`Descargar la versión ${version.version}`}>
                  Descargar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="historial-titulo" maxWidth="md" fullWidth>
      <DialogTitle id="historial-titulo">Historial de {documento.titulo}</DialogTitle>
      <DialogContent dividers>{cuerpo()}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onCerrar}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
