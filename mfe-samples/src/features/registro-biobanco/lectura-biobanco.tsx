import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { buscarFila, CAMPOS_BIOBANCO, esVisible, formatearFecha, type Campo, type RegistroBiobanco } from '@registro-lma/shared/domain';

function valorVisible(campo: Campo, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (campo.kind === 'boolean') return valor === true ? 'Sí' : 'No';
  if (campo.kind === 'date' && typeof valor === 'string') return formatearFecha(valor);
  if (campo.kind === 'enum' && campo.catalogo && typeof valor === 'string') return buscarFila(campo.catalogo, valor)?.etiqueta ?? valor;
  const texto = String(valor);
  return campo.kind === 'decimal' ? `${texto.replace('.', ',')} ${campo.unidad ?? ''}`.trim() : texto;
}

/** A biobank record for the roles that only read it (COORDINADOR, LECTURA, CLINICO of the patient's centre). */
export function LecturaBiobanco({ registro }: { readonly registro: RegistroBiobanco }) {
  const filas: [string, string][] = [
    ['UPN', registro.upn],
    ['Código de la muestra de origen', registro.codigo_muestra ?? '—'],
    ...CAMPOS_BIOBANCO.filter((campo) => campo.name !== 'muestra_id' && esVisible(campo, registro.datos)).map(
      (campo): [string, string] => [campo.label, valorVisible(campo, registro.datos[campo.name])],
    ),
  ];
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={`Registro ${registro.identificador}`}>
        <TableBody>
          {filas.map(([etiqueta, valor]) => (
            <TableRow key={etiqueta}>
              <TableCell component="th" scope="row" sx={{ width: '40%', fontWeight: 600 }}>
                {etiqueta}
              </TableCell>
              <TableCell>{valor}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
