import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message?: string;
  /** An optional next step, such as a «Registrar paciente» button. */
  action?: ReactNode;
}

export function EmptyState({ message = 'No hay datos que mostrar.', action }: EmptyStateProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}>
      <InboxOutlinedIcon fontSize="large" aria-hidden />
      <Typography>{message}</Typography>
      {action}
    </Box>
  );
}
