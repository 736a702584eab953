import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { CampoEnError } from './tipos-formulario';

/** The fields in error, above the save button: each entry takes the focus to its input. */
export function ListaErrores({ errores }: { readonly errores: readonly CampoEnError[] }) {
  if (errores.length === 0) return null;
  return (
    <Alert severity="error" role="alert" aria-label="Campos con errores">
      <AlertTitle>Revise los campos marcados antes de guardar</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {errores.map((error) => (
          <li key={error.id}>
            <Link component="button" type="button" onClick={() => document.getElementById(error.id)?.focus()}>
              {error.label}
            </Link>
            {`: ${error.mensaje}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
