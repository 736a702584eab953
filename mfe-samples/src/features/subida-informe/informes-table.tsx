import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { buscarFila, formatearFecha, formatearFechaHora, formatearTamano, type Informe, type InformeConAutor, puedeEliminarInforme, rolTieneFacultad, TIPO_INFORME, type UsuarioSesion } from '@registro-lma/shared/domain';
import { EmptyState } from '@registro-lma/shared/ui';

/** Characters of the SHA-256 shown; the whole fingerprint is in the tooltip. */
const HUELLA_CORTA = 12;

const COLUMNAS = ['Tipo', 'Versión', 'Fecha del informe', 'Archivo', 'Subida', 'Tamaño', 'SHA-256', 'Estado', 'Acciones'] as const;

export interface ListaInformesProps {
  readonly informes: readonly InformeConAutor[];
  readonly usuario: UsuarioSesion | null;
  /** The user may upload to this sample: replacing is offered. */
  readonly puedeSubir: boolean;
  readonly descargando: boolean;
  readonly onDescargar: (informe: Informe) => void;
  readonly onSustituir: (informe: Informe) => void;
  readonly onEliminar: (informe: Informe) => void;
}

function Estado({ informe }: { readonly informe: Informe }) {
  if (informe.activo) return <>Vigente</>;
  return (
    <Stack>
      <span>No vigente</span>
      {informe.motivo_eliminacion && (
        <Typography variant="body2" color="text.secondary">
          {informe.motivo_eliminacion}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The sample's reports with their versions, uploader, dates, size and fingerprint: download, replace (a new version
 * that puts this one out of force) and, for its uploader within 24 h or an ADMIN, withdraw with a reason.
 */
export function ListaInformes({ informes, usuario, puedeSubir, descargando, onDescargar, onSustituir, onEliminar }: ListaInformesProps) {
  if (informes.length === 0) return <EmptyState message="La muestra no tiene informes todavía." />;
  const ahora = Date.now();
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Informes de la muestra">
          <TableHead>
            <TableRow>
              {COLUMNAS.map((columna) => (
                <TableCell key={columna}>{columna}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {informes.map((informe) => (
              <TableRow key={informe.informe_id} sx={informe.activo ? undefined : { '& td': { color: 'text.secondary' } }}>
                <TableCell>{buscarFila(TIPO_INFORME, informe.tipo_informe)?.etiqueta ?? informe.tipo_informe}</TableCell>
                <TableCell>{informe.version}</TableCell>
                <TableCell>{formatearFecha(informe.fecha_informe)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{informe.nombre_archivo}</TableCell>
                <TableCell>{`Subido por ${informe.subido_por_nombre} el ${formatearFechaHora(informe.subido_en)}`}</TableCell>
                <TableCell>{formatearTamano(informe.tamano_bytes)}</TableCell>
                <TableCell>
                  <Tooltip title={informe.sha256}>
                    <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {`${informe.sha256.slice(0, HUELLA_CORTA)}…`}
                    </Typography>
                  </Tooltip>
                </TableCell>
                <TableCell>
                  <Estado informe={informe} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {(informe.activo || (usuario?.rol !== undefined && rolTieneFacultad(usuario.rol, 'ver_informes_retirados'))) && (
                    <IconButton aria-label={`Descargar ${informe.nombre_archivo}`} disabled={descargando} onClick={() => onDescargar(informe)}>
                      <DownloadIcon />
                    </IconButton>
                  )}
                  {informe.activo && puedeSubir && (
                    <IconButton aria-label={`Sustituir ${informe.nombre_archivo}`} onClick={() => onSustituir(informe)}>
                      <SwapHorizIcon />
                    </IconButton>
                  )}
                  {informe.activo && puedeSubir && usuario !== null && puedeEliminarInforme(informe, usuario, ahora) && (
                    <IconButton aria-label={`Eliminar ${informe.nombre_archivo}`} onClick={() => onEliminar(informe)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
