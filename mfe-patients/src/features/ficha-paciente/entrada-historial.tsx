import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { etiquetaAccion, formatearFechaHora, type CatalogosVigentes, type EntradaHistorial as Entrada, type HospitalSelect } from '@registro-lma/shared/domain';
import { autorDe, etiquetaCampo, etiquetaTabla, mostrarCambio, valorHistorial } from './valor-historial';

export interface EntradaHistorialProps {
  readonly entrada: Entrada;
  /** To name centres by their code. */
  readonly centros: readonly HospitalSelect[];
  /** To name the codes of ⚙ catalogues as the administrator keeps them. */
  readonly vigentes: CatalogosVigentes;
}

/** One change of the audit trail: when, who, what, and each field before → after. */
export function EntradaHistorial({ entrada, centros, vigentes }: EntradaHistorialProps) {
  const cambios = entrada.cambios.filter((cambio) => mostrarCambio(cambio.campo));
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
      {cambios.length > 0 && (
        <Table size="small" aria-label={`Cambios: ${titulo}`} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Campo</TableCell>
              <TableCell>Antes</TableCell>
              <TableCell>Después</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cambios.map((cambio) => (
              <TableRow key={cambio.campo}>
                <TableCell>{etiquetaCampo(cambio.campo)}</TableCell>
                <TableCell>{valorHistorial(cambio.campo, cambio.antes, centros, vigentes)}</TableCell>
                <TableCell>{valorHistorial(cambio.campo, cambio.despues, centros, vigentes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
