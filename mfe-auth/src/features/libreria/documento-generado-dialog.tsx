import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TablaGenerada } from '@registro-lma/shared/domain';
import { ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { obtenerGenerado, type DocumentoGeneradoResumen } from './libreria.resource';

export interface DocumentoGeneradoDialogProps {
  readonly documento: DocumentoGeneradoResumen;
  readonly descargando: boolean;
  readonly onDescargarPdf: () => void;
  readonly onCerrar: () => void;
}

function TablaDocumento({ tabla }: { readonly tabla: TablaGenerada }) {
  return (
    <Stack component="section" spacing={1}>
      <Typography variant="h6" component="h3">
        {tabla.titulo}
      </Typography>
      <Table size="small" aria-label={tabla.titulo}>
        <TableHead>
          <TableRow>
            {tabla.columnas.map((columna) => (
              <TableCell key={columna}>{columna}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tabla.filas.map((fila) => (
            <TableRow key={fila.join('|')}>
              {fila.map((celda, indice) => (
                <TableCell key={tabla.columnas[indice]}>{celda}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {tabla.notas.map((nota) => (
        <Typography key={nota} variant="body2" color="text.secondary">
          {nota}
        </Typography>
      ))}
    </Stack>
  );
}

/** «Ver»: a generated document's tables, as the registry's definitions give them now. */
export function DocumentoGeneradoDialog({ documento, descargando, onDescargarPdf, onCerrar }: DocumentoGeneradoDialogProps) {
  const cargar = useCallback(() => obtenerGenerado(documento.clave), [documento.clave]);
  const contenido = useRemoteData(cargar);

  const cuerpo = () => {
    if (contenido.error !== null) return <ErrorState message={contenido.error} onRetry={contenido.reload} />;
    if (contenido.data === null) return <LoadingState />;
    return (
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {contenido.data.descripcion}
        </Typography>
        {contenido.data.tablas.map((tabla) => (
          <TablaDocumento key={tabla.titulo} tabla={tabla} />
        ))}
      </Stack>
    );
  };

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="documento-generado-titulo" maxWidth="lg" fullWidth scroll="paper">
      <DialogTitle id="documento-generado-titulo">{documento.titulo}</DialogTitle>
      <DialogContent dividers>{cuerpo()}</DialogContent>
      <DialogActions>
        <Button onClick={onDescargarPdf} disabled={descargando}>
          Descargar PDF
        </Button>
        <Button variant="contained" onClick={onCerrar}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
