import TableCell from '@mui/material/TableCell';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import {
  ESTADO_ALICUOTA,
  etiquetaCatalogo,
  formatearFecha,
  SIN_VALOR,
  TEMPERATURA_ALMACENAMIENTO,
  TIPO_ALICUOTA,
  type CatalogoFila,
  type RegistroBiobanco,
} from '@registro-lma/shared/domain';

const texto = (valor: unknown): string => (typeof valor === 'string' && valor !== '' ? valor : typeof valor === 'number' ? String(valor) : SIN_VALOR);

/** What a technician reads of a record, in the columns' order (CABECERAS_BIOBANCO). */
export const CABECERAS_BIOBANCO = ['Registro', 'UPN', 'Muestra de origen', 'Código en el biobanco', 'Biobanco', 'Tipo de alícuota', 'Nº', 'Temperatura', 'Ubicación', 'Entrada', 'Estado'];

/** The cells of a record under CABECERAS_BIOBANCO, its biobank named from `biolabs` (those in force); the identifier opens it. */
export function CeldasBiobanco({ registro, biolabs }: { readonly registro: RegistroBiobanco; readonly biolabs: readonly CatalogoFila[] }) {
  const { datos } = registro;
  return (
    <>
      <TableCell>
        <Link component={RouterLink} to={RUTAS.biobanco.href({ upn: registro.upn, id: registro.biobanco_id })}>
          {registro.identificador}
        </Link>
      </TableCell>
      <TableCell>{registro.upn}</TableCell>
      <TableCell>{registro.codigo_muestra ?? SIN_VALOR}</TableCell>
      <TableCell>{texto(datos.codigo_biobanco)}</TableCell>
      <TableCell>{etiquetaCatalogo(biolabs, datos.biolab)}</TableCell>
      <TableCell>{etiquetaCatalogo(TIPO_ALICUOTA, datos.tipo_alicuota)}</TableCell>
      <TableCell align="right">{texto(datos.n_alicuotas)}</TableCell>
      <TableCell>{etiquetaCatalogo(TEMPERATURA_ALMACENAMIENTO, datos.temperatura_almacenamiento)}</TableCell>
      <TableCell>{texto(datos.ubicacion)}</TableCell>
      <TableCell>{typeof datos.fecha_entrada === 'string' ? formatearFecha(datos.fecha_entrada) : SIN_VALOR}</TableCell>
      <TableCell>{etiquetaCatalogo(ESTADO_ALICUOTA, datos.estado_alicuota)}</TableCell>
    </>
  );
}
