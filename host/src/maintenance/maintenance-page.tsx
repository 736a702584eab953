import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import underConstructionUrl from './under-construction.svg';

export const TITULO_MANTENIMIENTO = 'Mantenimiento en curso';
export const TEXTO_MANTENIMIENTO = 'Estamos realizando actualizaciones importantes. La plataforma estará disponible pronto.';
export const ALT_ILUSTRACION_MANTENIMIENTO = 'Dos personas construyendo una página web';

/** Replaces the whole application while the runtime config says `maintenance: true` (spec §2). */
export function MaintenancePage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Box component="img" src={underConstructionUrl} alt={ALT_ILUSTRACION_MANTENIMIENTO} sx={{ width: '100%', maxWidth: 420, mb: 4 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {TITULO_MANTENIMIENTO}
      </Typography>
      <Typography color="text.secondary">{TEXTO_MANTENIMIENTO}</Typography>
    </Container>
  );
}
