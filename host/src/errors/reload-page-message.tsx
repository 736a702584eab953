import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ReloadPageMessageProps {
  title: string;
  text: string;
  actionLabel: string;
}

/** A whole-page message whose only way forward is loading the page again. */
export function ReloadPageMessage({ title, text, actionLabel }: ReloadPageMessageProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={3} role="alert" sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {actionLabel}
        </Button>
      </Stack>
    </Container>
  );
}
