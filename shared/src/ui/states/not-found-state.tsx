import type { ReactNode } from 'react';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { StatePage } from './state-page';

interface NotFoundStateProps {
  /** What was not found, e.g. «Paciente no encontrado.». */
  readonly message?: string;
  readonly action?: ReactNode;
}

/** A record that does not exist (API 404). */
export function NotFoundState({ message = 'No se ha encontrado lo que busca.', action }: NotFoundStateProps) {
  return <StatePage icon={<SearchOffOutlinedIcon fontSize="large" aria-hidden />} title="No encontrado" message={message} action={action} />;
}
