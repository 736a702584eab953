import type { ReactNode } from 'react';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { StatePage } from './state-page';

interface ForbiddenStateProps {
  /** What may not be seen or done, e.g. «No tiene permisos para ver este paciente.». */
  readonly message?: string;
  readonly action?: ReactNode;
}

/** A screen the user's role or centres do not reach (API 403): a page of its own, not just a notification. */
export function ForbiddenState({ message = 'No tiene permisos para ver este contenido.', action }: ForbiddenStateProps) {
  return <StatePage icon={<LockOutlinedIcon fontSize="large" aria-hidden />} title="Acceso no permitido" message={message} action={action} />;
}
