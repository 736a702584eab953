import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';

export interface RecordActionsCellProps {
  /** Ends the buttons' accessible names («Editar HUVR», «Desactivar ana@…»): what identifies the row. */
  readonly recordLabel: string;
  /** Records are deactivated, never deleted: an inactive one is reactivated by editing it. */
  readonly active: boolean;
  readonly deactivateIcon: ReactNode;
  readonly onEdit: () => void;
  readonly onDeactivate: () => void;
}

/** The «Editar» and «Desactivar» buttons of a row in an administration list. */
export function RecordActionsCell({ recordLabel, active, deactivateIcon, onEdit, onDeactivate }: RecordActionsCellProps) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title="Editar">
        <IconButton aria-label={`Editar ${recordLabel}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {active && (
        <Tooltip title="Desactivar">
          <IconButton aria-label={`Desactivar ${recordLabel}`} onClick={onDeactivate}>
            {deactivateIcon}
          </IconButton>
        </Tooltip>
      )}
    </TableCell>
  );
}
