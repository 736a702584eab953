import { useId, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { EstadoEtapa } from '@registro-lma/shared/domain';
import { EtiquetaEstadoEtapa } from '../../comun/estado-etapa-label';

export interface FilaEtapaProps {
  readonly titulo: string;
  readonly estado: EstadoEtapa;
  readonly abierta: boolean;
  readonly children: ReactNode;
}

/**
 * One row of a repeatable stage as an expandable panel. Its form is built the first time it is opened and then
 * kept, so closing the panel loses nothing typed.
 */
export function FilaEtapa({ titulo, estado, abierta, children }: FilaEtapaProps) {
  const [expandida, setExpandida] = useState(abierta);
  const id = useId();
  return (
    <Accordion expanded={expandida} onChange={(_evento, abrir) => setExpandida(abrir)} slotProps={{ transition: { mountOnEnter: true } }} variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-titulo`} aria-controls={`${id}-contenido`}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>{titulo}</Typography>
          <EtiquetaEstadoEtapa estado={estado} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-contenido`} role="region" aria-labelledby={`${id}-titulo`}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
