import { Link as RouterLink, useNavigate } from '@registro-lma/shared/router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  ESTADO_MUESTRA,
  etiquetaCatalogo,
  formatearFecha,
  SIN_VALOR,
  textoMaterialMuestra,
  textoMomentoMuestra,
  type CatalogosVigentes,
  type EstadoMuestra,
  type Muestra,
  type OrdenListaMuestras,
} from '@registro-lma/shared/domain';
import { rutaDeTrabajo } from './muestras-laboratorio.resource';

const COLOR_ESTADO: Readonly<Record<EstadoMuestra, 'default' | 'warning' | 'info' | 'success' | 'error'>> = {
  REGISTRADA: 'default',
  ENVIADA: 'warning',
  RECIBIDA: 'info',
  RECHAZADA: 'error',
  EN_PROCESO: 'info',
  INFORMADA: 'success',
  ANULADA: 'default',
};

/** A stored `YYYY-MM-DD` as DD/MM/AAAA; «—» when there is none. */
const fecha = (valor: unknown): string => (typeof valor === 'string' && valor !== '' ? formatearFecha(valor) : SIN_VALOR);

/** The worklist's columns, each sorted server-side by its own key. */
export const COLUMNAS_MUESTRA: readonly { readonly etiqueta: string; readonly orden: OrdenListaMuestras }[] = [
  { etiqueta: 'Código', orden: 'codigo_muestra' },
  { etiqueta: 'UPN', orden: 'upn' },
  { etiqueta: 'Centro', orden: 'centro' },
  { etiqueta: 'Momento', orden: 'momento' },
  { etiqueta: 'Material', orden: 'material' },
  { etiqueta: 'Extracción', orden: 'fecha_extraccion' },
  { etiqueta: 'Envío', orden: 'fecha_envio' },
  { etiqueta: 'Recepción', orden: 'fecha_recepcion' },
  { etiqueta: 'Estado', orden: 'estado' },
];

/** One sample of the worklist; the whole row opens it where the laboratory works on it (the code is also a link). */
export function MuestraFila({ muestra, vigentes }: { readonly muestra: Muestra; readonly vigentes: CatalogosVigentes }) {
  const navigate = useNavigate();
  const ruta = rutaDeTrabajo(muestra);
  return (
    <TableRow hover onClick={() => navigate(ruta)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link component={RouterLink} to={ruta} onClick={(evento) => evento.stopPropagation()}>
          {muestra.codigo_muestra}
        </Link>
      </TableCell>
      <TableCell>{muestra.paciente.upn}</TableCell>
      <TableCell>{muestra.paciente.hospital_codigo}</TableCell>
      <TableCell>{textoMomentoMuestra(muestra.datos, vigentes)}</TableCell>
      <TableCell>{textoMaterialMuestra(muestra.datos)}</TableCell>
      <TableCell>{fecha(muestra.datos.fecha_extraccion)}</TableCell>
      <TableCell>{fecha(muestra.datos.fecha_envio)}</TableCell>
      <TableCell>{fecha(muestra.confirmacion?.datos.fecha_recepcion)}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={COLOR_ESTADO[muestra.estado]} label={etiquetaCatalogo(ESTADO_MUESTRA, muestra.estado)} />
      </TableCell>
    </TableRow>
  );
}
