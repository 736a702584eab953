import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { buscarFila, formatearFechaHora, ROL_USUARIO } from '@registro-lma/shared/domain';
import { FilaDesplegable } from '@registro-lma/shared/ui';
import { peticionLegible, type RegistroBitacora } from './registro-bitacora-view';

export const CABECERAS_BITACORA = ['Detalle', 'Fecha', 'Usuario', 'Rol', 'Dirección', 'Respuesta'];
const COLUMNAS = CABECERAS_BITACORA.length;

function etiquetaRol(rol: string | null | undefined): string | null {
  return rol ? (buscarFila(ROL_USUARIO, rol)?.etiqueta ?? rol) : null;
}

/** The signed-in user's value, or what a caller without a valid token claimed, marked as such. */
function Identidad({ verificada, declarada }: { readonly verificada: string | null | undefined; readonly declarada: string | null }) {
  if (verificada) return verificada;
  if (declarada === null) return '—';
  return (
    <>
      {declarada}
      <Chip size="small" label="declarado" variant="outlined" sx={{ ml: 1 }} />
    </>
  );
}

/** One log entry; the stored request unfolds below it. */
export function BitacoraFila({ registro }: { readonly registro: RegistroBitacora }) {
  return (
    <FilaDesplegable
      columnas={COLUMNAS}
      etiquetas={{ ver: 'Ver la petición', ocultar: 'Ocultar la petición' }}
      celdas={
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(registro.fecha)}</TableCell>
          <TableCell>
            <Identidad verificada={registro.usuario} declarada={registro.usuario_declarado} />
          </TableCell>
          <TableCell>
            <Identidad verificada={etiquetaRol(registro.rol)} declarada={etiquetaRol(registro.rol_declarado)} />
          </TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{registro.url}</TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>{registro.response}</TableCell>
        </>
      }
      detalle={
        <>
          <Typography variant="subtitle2" component="h2">
            Petición
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', overflowX: 'auto', fontSize: '0.8rem' }}>
            {peticionLegible(registro.request)}
          </Box>
        </>
      }
    />
  );
}
