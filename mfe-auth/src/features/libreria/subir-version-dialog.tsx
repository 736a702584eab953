import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DocumentoReferencia, formatearTamano, type VersionDocumentoReferencia } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { subirVersion } from './libreria.resource';

export interface SubirVersionDialogProps {
  readonly documento: DocumentoReferencia;
  readonly onCerrar: () => void;
  readonly onPublicada: (version: VersionDocumentoReferencia) => void;
}

const MENSAJE_FALLO = 'No se ha podido publicar la versión.';

const admite = (tipos: readonly string[]) => (tipos.some((tipo) => tipo.startsWith('image/')) ? 'un PDF o una imagen PNG o JPEG' : 'un PDF');

/** ADMIN: publishes a file as the next version of a reference document, with the upload's progress and the server's refusal. */
export function SubirVersionDialog({ documento, onCerrar, onPublicada }: SubirVersionDialogProps) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progreso, setProgreso] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subiendo = progreso !== null;

  const elegir = (evento: ChangeEvent<HTMLInputElement>) => {
    setArchivo(evento.target.files?.[0] ?? null);
    setError(null);
  };

  const publicar = async () => {
    if (archivo === null) return;
    setError(null);
    setProgreso(0);
    try {
      onPublicada(await subirVersion(documento.clave, archivo, setProgreso));
    } catch (fallo) {
      setError(fallo instanceof HttpError ? fallo.message : MENSAJE_FALLO);
      setProgreso(null);
    }
  };

  return (
    <Dialog open onClose={subiendo ? undefined : onCerrar} aria-labelledby="subir-version-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="subir-version-titulo">Nueva versión de {documento.titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Suba {admite(documento.tipos)} de 20 MB como máximo. Pasará a ser la versión vigente; las anteriores quedan en el historial.
          </Typography>
          <Button component="label" variant="outlined" disabled={subiendo}>
            Elegir archivo
            <input hidden type="file" accept={documento.tipos.join(',')} onChange={elegir} aria-label="Archivo" />
          </Button>
          {archivo !== null && (
            <Typography variant="body2">
              {archivo.name} ({formatearTamano(archivo.size)})
            </Typography>
          )}
          {progreso !== null && <LinearProgress variant="determinate" value={Math.round(progreso * 100)} aria-label="Progreso de la subida" />}
          {error !== null && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar} disabled={subiendo}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void publicar()} disabled={archivo === null || subiendo}>
          Publicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
