import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { CAMPOS_BIOBANCO, CATALOGOS_BIOBANCO, conCatalogosVigentes, esVisible, SIN_VALOR, textoCampo, type RegistroBiobanco } from '@registro-lma/shared/domain';
import { useCatalogosVigentes } from '@registro-lma/shared/ui';

/** A biobank record for the roles that only read it (COORDINADOR, LECTURA, CLINICO of the patient's centre). */
export function LecturaBiobanco({ registro }: { readonly registro: RegistroBiobanco }) {
  const vigentes = useCatalogosVigentes(CATALOGOS_BIOBANCO);
  const campos = useMemo(() => conCatalogosVigentes(CAMPOS_BIOBANCO, vigentes), [vigentes]);
  const filas: [string, string][] = [
    ['UPN', registro.upn],
    ['Código de la muestra de origen', registro.codigo_muestra ?? SIN_VALOR],
    ...campos.filter((campo) => campo.name !== 'muestra_id' && esVisible(campo, registro.datos)).map(
      (campo): [string, string] => [campo.label, textoCampo(campo, registro.datos[campo.name])],
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
