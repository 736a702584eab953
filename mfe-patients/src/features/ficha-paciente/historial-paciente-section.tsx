import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HospitalSelect } from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useCatalogosVigentes, useRemoteData } from '@registro-lma/shared/ui';
import { historialPaciente, listarHospitalesSelect } from '../../comun/pacientes.resource';
import { EntradaHistorial } from './entrada-historial-row';
import { CATALOGOS_HISTORIAL } from './valor-historial-format';

/** Entries shown at first and added by each «Mostrar más». */
const POR_TANDA = 10;

export interface HistorialPacienteProps {
  readonly pacienteId: number;
  /** The patient's centre, known even when the centres list cannot be read. */
  readonly centro: HospitalSelect;
}

/** «Historial de cambios»: the patient's audit trail, newest first, a few entries at a time. */
export function HistorialPaciente({ pacienteId, centro }: HistorialPacienteProps) {
  const cargar = useCallback(() => historialPaciente(pacienteId), [pacienteId]);
  const historial = useRemoteData(cargar);
  const centrosActivos = useRemoteData(listarHospitalesSelect);
  const vigentes = useCatalogosVigentes(CATALOGOS_HISTORIAL);
  const [visibles, setVisibles] = useState(POR_TANDA);
  const centros = [centro, ...(centrosActivos.data ?? [])];

  const contenido = () => {
    if (historial.error !== null) return <ErrorState message={historial.error} status={historial.status} onRetry={historial.reload} />;
    if (historial.data === null) return <LoadingState message="Cargando el historial…" />;
    if (historial.data.length === 0) return <EmptyState message="Sin cambios registrados." />;
    const restantes = historial.data.length - visibles;
    return (
      <Stack divider={<Divider flexItem />}>
        {historial.data.slice(0, visibles).map((entrada) => (
          <EntradaHistorial key={entrada.auditoria_id} entrada={entrada} centros={centros} vigentes={vigentes} />
        ))}
        {restantes > 0 && (
          <Button onClick={() => setVisibles((actuales) => actuales + POR_TANDA)} sx={{ alignSelf: 'flex-start', mt: 1 }}>
            {`Mostrar más (${restantes})`}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="historial-titulo" sx={{ p: 2 }}>
      <Typography id="historial-titulo" variant="h6" component="h2">
        Historial de cambios
      </Typography>
      {contenido()}
    </Paper>
  );
}
