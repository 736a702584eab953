import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  /** The failed request's HTTP status: a permission refusal (403) is not offered «Reintentar», the answer would not change. */
  status?: number | null;
}

export function ErrorState({ message = 'No se pudieron cargar los datos.', onRetry, status = null }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry &&
        status !== 403 && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
