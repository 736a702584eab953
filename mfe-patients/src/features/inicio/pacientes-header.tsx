import TableCell from '@mui/material/TableCell';
import { SortableHeaderCell, type SortState } from '@registro-lma/shared/ui';

/** The columns of the home list; those the API sorts by (`orden`) are sortable. */
const COLUMNAS: readonly { readonly etiqueta: string; readonly orden?: string }[] = [
  { etiqueta: 'UPN', orden: 'upn' },
  { etiqueta: 'Centro' },
  { etiqueta: 'Sexo' },
  { etiqueta: 'Edad al diagnóstico', orden: 'edad_diagnostico' },
  { etiqueta: 'Entidad' },
  { etiqueta: 'Estado', orden: 'estado' },
  { etiqueta: 'Completitud de datos esenciales' },
  { etiqueta: 'Última modificación', orden: 'modificado_en' },
];

export function CabeceraPacientes({ orden, onOrdenar }: { readonly orden: SortState; readonly onOrdenar: (orden: SortState) => void }) {
  return COLUMNAS.map((columna) =>
    columna.orden === undefined ? (
      <TableCell key={columna.etiqueta}>{columna.etiqueta}</TableCell>
    ) : (
      <SortableHeaderCell key={columna.etiqueta} label={columna.etiqueta} field={columna.orden} sort={orden} onSort={onOrdenar} />
    ),
  );
}
