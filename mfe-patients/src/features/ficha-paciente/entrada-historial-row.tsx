import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { etiquetaAccion, formatearFechaHora, type CatalogosVigentes, type EntradaHistorial as Entrada, type HospitalSelect } from '@registro-lma/shared/domain';
import { bloquesHistorial, type BloqueHistorial } from './lineas-historial-mapper';
import { autorDe, etiquetaTabla } from './valor-historial-format';

export interface EntradaHistorialProps {
  readonly entrada: Entrada;
  /** To name centres by their code. */
  readonly centros: readonly HospitalSelect[];
  /** To name the codes of ⚙ catalogues as the administrator keeps them. */
  readonly vigentes: CatalogosVigentes;
}

// Long free text wraps inside its cell instead of widening the page.
const CELDA = { overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

function TablaCambios({ bloque, nombre }: { readonly bloque: BloqueHistorial; readonly nombre: string }) {
  return (
    <Table size="small" aria-label={nombre} sx={{ mt: 1, tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>Campo</TableCell>
          <TableCell>Antes</TableCell>
          <TableCell>Después</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bloque.lineas.map((linea) => (
          <TableRow key={linea.campo}>
            <TableCell sx={CELDA}>{linea.etiqueta}</TableCell>
            <TableCell sx={CELDA}>{linea.antes}</TableCell>
            <TableCell sx={CELDA}>{linea.despues}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One change of the audit trail: when (Madrid time), who, what, and each changed field before → after. */
export function EntradaHistorial({ entrada, centros, vigentes }: EntradaHistorialProps) {
  const bloques = bloquesHistorial(entrada, centros, vigentes);
  const titulo = `${formatearFechaHora(entrada.fecha)} · ${etiquetaAccion(entrada.accion)} · ${etiquetaTabla(entrada.tabla)}`;
  return (
    <Box component="article" aria-label={titulo} sx={{ py: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {autorDe(entrada)}
      </Typography>
      {entrada.motivo && <Typography variant="body2">{`Motivo: ${entrada.motivo}`}</Typography>}
      {bloques.map((bloque) => (
        <Box key={bloque.titulo ?? ''} sx={{ mt: 1 }}>
          {bloque.titulo !== null && (
            <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
              {bloque.titulo}
            </Typography>
          )}
          <TablaCambios bloque={bloque} nombre={bloque.titulo === null ? `Cambios: ${titulo}` : `${bloque.titulo}: ${titulo}`} />
        </Box>
      ))}
    </Box>
  );
}
