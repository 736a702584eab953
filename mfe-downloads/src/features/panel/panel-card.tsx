import { Suspense, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingState } from '@registro-lma/shared/ui';
import { useCercaDeVista } from './use-cerca-de-vista';

/** The panel's cards, top to bottom, by their headings. */
export const TITULOS_CARD = {
  supervivencia: 'Supervivencia',
  respuesta: 'Respuesta y muerte precoz',
  acumulacion: 'Acumulación',
  completitud: 'Completitud',
  mutaciones: 'Paisaje mutacional',
} as const;

export type CardPanel = keyof typeof TITULOS_CARD;

export const idTituloCard = (card: CardPanel) => `panel-${card}-titulo`;

export interface PanelCardProps {
  readonly card: CardPanel;
  /**
   * A new answer is on its way while the last one stays drawn: a bar over the card says so, and nothing is taken off
   * the page in the meantime (taking the chart away and back cost more than drawing the new answer over it).
   */
  readonly actualizando?: boolean;
  readonly children: ReactNode;
}

/** Whether a card's data is being asked again while it shows the last answer. */
export const actualizandoDe = ({ loading, data }: { readonly loading: boolean; readonly data: unknown }) => loading && data !== null;

/** A card of the panel: a region named by its heading. */
export function PanelCard({ card, actualizando = false, children }: PanelCardProps) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, position: 'relative' }} aria-labelledby={idTituloCard(card)} aria-busy={actualizando}>
      {actualizando && <LinearProgress aria-label={`Actualizando «${TITULOS_CARD[card]}»`} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Stack spacing={2}>
        <Typography id={idTituloCard(card)} variant="h5" component="h2">
          {TITULOS_CARD[card]}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * How far below the viewport a card starts loading: a quarter of a screen, so that a scrolling user finds it drawn,
 * while the cards a visit never reaches (and their charts' code) stay off the first load.
 */
export const MARGEN_CARGA = '0px 0px 25% 0px';

export interface PanelCardDiferidaProps {
  readonly card: CardPanel;
  /** The usual height of the card's body, kept for it until it is drawn so that nothing below jumps. */
  readonly alto: number;
  /** The card itself, a lazy component: drawn (its code and data fetched) once the card comes near the viewport. */
  readonly children: ReactNode;
}

/** A card below the fold: its heading always there (for a reader, a search or a test), its body when it comes near. */
export function PanelCardDiferida({ card, alto, children }: PanelCardDiferidaProps) {
  const reserva = useRef<HTMLDivElement>(null);
  const cerca = useCercaDeVista(reserva, MARGEN_CARGA);
  const esperando = (
    <PanelCard card={card}>
      <Box ref={reserva} sx={{ minHeight: alto }}>
        {cerca && <LoadingState />}
      </Box>
    </PanelCard>
  );
  return cerca ? <Suspense fallback={esperando}>{children}</Suspense> : esperando;
}
