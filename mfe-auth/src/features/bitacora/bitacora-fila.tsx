import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { buscarFila, formatearFechaHora, ROL_USUARIO } from '@registro-lma/shared/domain';
import { peticionLegible, type RegistroBitacora } from './registro-bitacora';

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
  const [abierta, setAbierta] = useState(false);
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: abierta ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={abierta ? 'Ocultar la petición' : 'Ver la petición'}
            aria-expanded={abierta}
            onClick={() => setAbierta(!abierta)}
          >
            {abierta ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(registro.fecha)}</TableCell>
        <TableCell>
          <Identidad verificada={registro.usuario} declarada={registro.usuario_declarado} />
        </TableCell>
        <TableCell>
          <Identidad verificada={etiquetaRol(registro.rol)} declarada={etiquetaRol(registro.rol_declarado)} />
        </TableCell>
        <TableCell sx={{ wordBreak: 'break-all' }}>{registro.url}</TableCell>
        <TableCell sx={{ wordBreak: 'break-word' }}>{registro.response}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNAS} sx={{ py: 0 }}>
          <Collapse in={abierta} unmountOnExit>
            <Box sx={{ py: 2 }}>
              <Typography variant="subtitle2" component="h2">
                Petición
              </Typography>
              <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', overflowX: 'auto', fontSize: '0.8rem' }}>
                {peticionLegible(registro.request)}
              </Box>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
