import TableCell from '@mui/material/TableCell';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/rutas';
import {
  BIOLAB,
  buscarFila,
  ESTADO_ALICUOTA,
  formatearFecha,
  TEMPERATURA_ALMACENAMIENTO,
  TIPO_ALICUOTA,
  type CatalogoFila,
  type RegistroBiobanco,
} from '@registro-lma/shared/domain';

/** The label of a stored code; «—» when not answered, the code itself if the catalogue lost it. */
export function etiqueta(catalogo: readonly CatalogoFila[], codigo: unknown): string {
  if (typeof codigo !== 'string' || codigo === '') return '—';
  return buscarFila(catalogo, codigo)?.etiqueta ?? codigo;
}

const texto = (valor: unknown): string => (typeof valor === 'string' && valor !== '' ? valor : typeof valor === 'number' ? String(valor) : '—');

/** What a technician reads of a record, in the columns' order (CABECERAS_BIOBANCO). */
export const CABECERAS_BIOBANCO = ['Registro', 'UPN', 'Muestra de origen', 'Código en el biobanco', 'Biobanco', 'Tipo de alícuota', 'Nº', 'Temperatura', 'Ubicación', 'Entrada', 'Estado'];

/** The cells of a record under CABECERAS_BIOBANCO; the identifier opens it. */
export function CeldasBiobanco({ registro }: { readonly registro: RegistroBiobanco }) {
  const { datos } = registro;
  return (
    <>
      <TableCell>
        <Link component={RouterLink} to={RUTAS.biobanco.href({ upn: registro.upn, id: registro.biobanco_id })}>
          {registro.identificador}
        </Link>
      </TableCell>
      <TableCell>{registro.upn}</TableCell>
      <TableCell>{registro.codigo_muestra ?? '—'}</TableCell>
      <TableCell>{texto(datos.codigo_biobanco)}</TableCell>
      <TableCell>{etiqueta(BIOLAB, datos.biolab)}</TableCell>
      <TableCell>{etiqueta(TIPO_ALICUOTA, datos.tipo_alicuota)}</TableCell>
      <TableCell align="right">{texto(datos.n_alicuotas)}</TableCell>
      <TableCell>{etiqueta(TEMPERATURA_ALMACENAMIENTO, datos.temperatura_almacenamiento)}</TableCell>
      <TableCell>{texto(datos.ubicacion)}</TableCell>
      <TableCell>{typeof datos.fecha_entrada === 'string' ? formatearFecha(datos.fecha_entrada) : '—'}</TableCell>
      <TableCell>{etiqueta(ESTADO_ALICUOTA, datos.estado_alicuota)}</TableCell>
    </>
  );
}
