import { useState } from 'react';
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
import { type DocumentoReferencia, formatearFechaHora, formatearTamano, MENSAJE_DOCUMENTO_NO_DISPONIBLE, rolTieneFacultad, type VersionDocumentoReferencia } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ErrorState, LoadingState, notify, olvidarDocumentosReferencia, useDescarga, useRemoteData } from '@registro-lma/shared/ui';
import { RUTAS_API } from '@registro-lma/shared/http';
import { DocumentoGeneradoDialog } from './documento-generado-dialog';
import { HistorialDialog } from './historial-dialog';
import { listarDocumentos, listarGenerados, type DocumentoGeneradoResumen } from './libreria.resource';
import { SubirVersionDialog } from './subir-version-dialog';

const MENSAJE_FALLO_DESCARGA = 'No se ha podido descargar el documento.';

function descripcionVersion(version: VersionDocumentoReferencia): string {
  const autor = version.subido_por_nombre === null ? '' : ` por ${version.subido_por_nombre}`;
  return `Versión ${version.version}, publicada el ${formatearFechaHora(version.subido_en)}${autor} · ${formatearTamano(version.tamano_bytes)}`;
}

/** Screen /libreria: the reference documents (ADMIN publishes versions) and the documents the registry generates. */
export function LibreriaScreen() {
  const esAdmin = useSession((estado) => estado.usuario !== null && rolTieneFacultad(estado.usuario.rol, 'administrar'));
  const documentos = useRemoteData(listarDocumentos);
  const generados = useRemoteData(listarGenerados);
  const { descargando, descargar } = useDescarga(MENSAJE_FALLO_DESCARGA);
  const [historial, setHistorial] = useState<DocumentoReferencia | null>(null);
  const [subida, setSubida] = useState<DocumentoReferencia | null>(null);
  const [viendo, setViendo] = useState<DocumentoGeneradoResumen | null>(null);

  const publicada = (version: VersionDocumentoReferencia) => {
    setSubida(null);
    olvidarDocumentosReferencia();
    documentos.reload();
    notify(`Versión ${version.version} publicada.`, { variant: 'success' });
  };

  const descargarPdf = (documento: DocumentoGeneradoResumen) => void descargar(RUTAS_API.pdfDocumentoGenerado(documento.clave), `${documento.clave}.pdf`);

  const tablaDocumentos = () => {
    if (documentos.error !== null) return <ErrorState message={documentos.error} onRetry={documentos.reload} />;
    if (documentos.data === null) return <LoadingState />;
    return (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Documentos de referencia">
          <TableHead>
            <TableRow>
              <TableCell>Documento</TableCell>
              <TableCell>Versión vigente</TableCell>
              <TableCell align="right">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documentos.data.map((documento) => {
              const { vigente } = documento;
              return (
                <TableRow key={documento.clave}>
                  <TableCell>{documento.titulo}</TableCell>
                  <TableCell>{vigente === null ? MENSAJE_DOCUMENTO_NO_DISPONIBLE : descripcionVersion(vigente)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {vigente !== null && (
                        <Button
                          size="small"
                          disabled={descargando}
                          aria-label={`Descargar ${documento.titulo}`}
                          onClick={() => void descargar(RUTAS_API.ficheroDocumentoReferencia(documento.clave), vigente.nombre_archivo)}
                        >
                          Descargar
                        </Button>
                      )}
                      {esAdmin && (
                        <>
                          <Button size="small" aria-label={`Historial de ${documento.titulo}`} onClick={() => setHistorial(documento)}>
                            Historial
                          </Button>
                          <Button size="small" variant="outlined" aria-label={`Nueva versión de ${documento.titulo}`} onClick={() => setSubida(documento)}>
                            Nueva versión
                          </Button>
                        </>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  const tablaGenerados = () => {
    if (generados.error !== null) return <ErrorState message={generados.error} onRetry={generados.reload} />;
    if (generados.data === null) return <LoadingState />;
    return (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Documentos generados por el registro">
          <TableBody>
            {generados.data.map((documento) => (
              <TableRow key={documento.clave}>
                <TableCell>{documento.titulo}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" aria-label={`Ver ${documento.titulo}`} onClick={() => setViendo(documento)}>
                      Ver
                    </Button>
                    <Button size="small" disabled={descargando} aria-label={`Descargar PDF de ${documento.titulo}`} onClick={() => descargarPdf(documento)}>
                      Descargar PDF
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Stack component="section" spacing={3} aria-labelledby="libreria-titulo">
      <Typography id="libreria-titulo" variant="h4" component="h1">
        Librería de referencia
      </Typography>
      <Stack component="section" spacing={1.5} aria-labelledby="libreria-documentos">
        <Typography id="libreria-documentos" variant="h5" component="h2">
          Protocolos, manuales y diagramas
        </Typography>
        {tablaDocumentos()}
      </Stack>
      <Stack component="section" spacing={1.5} aria-labelledby="libreria-generados">
        <Typography id="libreria-generados" variant="h5" component="h2">
          Generados por el registro
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Se generan a partir de los catálogos y las reglas del registro, por lo que siempre están al día.
        </Typography>
        {tablaGenerados()}
      </Stack>
      {historial !== null && (
        <HistorialDialog
          documento={historial}
          descargando={descargando}
          onDescargar={(version) => void descargar(RUTAS_API.ficheroVersionDocumentoReferencia(historial.clave, version.version), version.nombre_archivo)}
          onCerrar={() => setHistorial(null)}
        />
      )}
      {subida !== null && <SubirVersionDialog documento={subida} onCerrar={() => setSubida(null)} onPublicada={publicada} />}
      {viendo !== null && (
        <DocumentoGeneradoDialog documento={viendo} descargando={descargando} onDescargarPdf={() => descargarPdf(viendo)} onCerrar={() => setViendo(null)} />
      )}
    </Stack>
  );
}
