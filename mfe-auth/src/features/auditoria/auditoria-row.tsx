import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ACCIONES_DE_CONSULTA,
  autorAuditoria,
  buscarFila,
  campoAuditado,
  etiquetaAccion,
  etiquetaDatoAuditado,
  formatearFechaHora,
  ROL_USUARIO,
  textoValorAuditoria,
  type RegistroAuditoria,
} from '@registro-lma/shared/domain';
import { FilaDesplegable } from '@registro-lma/shared/ui';

export const CABECERAS_AUDITORIA = ['Detalle', 'Fecha y hora', 'Usuario', 'Rol', 'Acción', 'Tabla', 'Paciente', 'Cambios'];
const COLUMNAS = CABECERAS_AUDITORIA.length;

export interface AuditoriaFilaProps {
  readonly registro: RegistroAuditoria;
  /** The table's name as users read it (from `/auditoria/tablas`). */
  readonly etiquetaTabla: string;
}

const esConsulta = (registro: RegistroAuditoria) => (ACCIONES_DE_CONSULTA as ReadonlySet<string>).has(registro.accion);

/** «1 campo», «12 campos» («datos» for an access): a creation or a deletion lists every field, so the row only counts them. */
function resumenCambios(registro: RegistroAuditoria): string {
  const total = registro.cambios.length;
  if (total === 0) return '—';
  const [uno, varios] = esConsulta(registro) ? ['dato', 'datos'] : ['campo', 'campos'];
  return `${total} ${total === 1 ? uno : varios}`;
}

/** One audit row: who did what, when, to which record; the changes field by field unfold below it. */
export function AuditoriaFila({ registro, etiquetaTabla }: AuditoriaFilaProps) {
  const campo = (nombre: string) => campoAuditado(registro.tabla, nombre);
  const consulta = esConsulta(registro);
  const conDetalle = registro.cambios.length > 0 || registro.motivo !== null;
  return (
    <FilaDesplegable
      columnas={COLUMNAS}
      etiquetas={{ ver: 'Ver los cambios', ocultar: 'Ocultar los cambios' }}
      celdas={
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(registro.fecha)}</TableCell>
          <TableCell title={registro.usuario?.email}>{autorAuditoria(registro.usuario)}</TableCell>
          <TableCell>{registro.rol === null ? '—' : (buscarFila(ROL_USUARIO, registro.rol)?.etiqueta ?? registro.rol)}</TableCell>
          <TableCell>{etiquetaAccion(registro.accion)}</TableCell>
          <TableCell>{etiquetaTabla}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{registro.paciente?.upn ?? '—'}</TableCell>
          <TableCell>{resumenCambios(registro)}</TableCell>
        </>
      }
      detalle={
        conDetalle ? (
          <>
            {registro.motivo !== null && <Typography variant="body2">{`Motivo: ${registro.motivo}`}</Typography>}
            {registro.cambios.length > 0 && (
              <Table
                size="small"
                aria-label={`${consulta ? 'Datos de la consulta' : 'Cambios'} del registro ${registro.registro_id} de ${etiquetaTabla}`}
              >
                <TableHead>
                  {consulta ? (
                    <TableRow>
                      <TableCell>Dato</TableCell>
                      <TableCell>Valor</TableCell>
                    </TableRow>
                  ) : (
                    <TableRow>
                      <TableCell>Campo</TableCell>
                      <TableCell>Antes</TableCell>
                      <TableCell aria-hidden />
                      <TableCell>Después</TableCell>
                    </TableRow>
                  )}
                </TableHead>
                <TableBody>
                  {registro.cambios.map((cambio) => (
                    <TableRow key={cambio.campo}>
                      <TableCell>{etiquetaDatoAuditado(registro.tabla, cambio.campo)}</TableCell>
                      {!consulta && <TableCell sx={{ wordBreak: 'break-word' }}>{textoValorAuditoria(cambio.antes, campo(cambio.campo))}</TableCell>}
                      {!consulta && <TableCell aria-hidden>→</TableCell>}
                      <TableCell sx={{ wordBreak: 'break-word' }}>{textoValorAuditoria(cambio.despues, campo(cambio.campo))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        ) : null
      }
    />
  );
}
