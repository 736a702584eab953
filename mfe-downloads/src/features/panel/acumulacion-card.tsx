import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { actualizandoDe, PanelCard } from './panel-card';
import { AcumulacionChart } from './acumulacion-chart';
import { CABECERA_ACUMULACION, filasAcumulacion } from './acumulacion-series';
import { calculadoEl } from './panel-format';
import { NumerosTable } from './numeros-table';
import { leerAcumulacion, type FiltrosPanel } from './panel.resource';

export interface AcumulacionCardProps {
  readonly filtros: FiltrosPanel;
}

/** Registrations per month and centre, diagnoses per year, states and samples per month and laboratory. */
export function AcumulacionCard({ filtros }: AcumulacionCardProps) {
  const [verTabla, setVerTabla] = useState(false);
  const remoto = useRemoteData(useCallback(() => leerAcumulacion(filtros), [filtros]));
  const { data, error, status, reload } = remoto;

  const contenido = () => {
    if (error !== null) return <ErrorState message={error} status={status} onRetry={reload} />;
    if (data === null) return <LoadingState />;
    const filas = filasAcumulacion(data);
    return (
      <Stack spacing={3}>
        {data.series.map((serie) => (
          <AcumulacionChart key={serie.serie} respuesta={data} serie={serie} forma={serie.serie === 'MUESTRAS_MES' ? 'lineas' : 'barras'} />
        ))}
        <Typography>
          Pacientes del panel (sin borradores ni excluidos) por mes de registro, año de diagnóstico y estado; sus muestras no eliminadas por mes de
          extracción y laboratorio de destino · <span>{calculadoEl(data.calculado_en)}</span>
        </Typography>
        <Button size="small" onClick={() => setVerTabla((actual) => !actual)} aria-expanded={verTabla} sx={{ alignSelf: 'flex-start' }}>
          {verTabla ? 'Ocultar tabla' : 'Ver tabla'}
        </Button>
        {verTabla && <NumerosTable etiqueta="Datos de la acumulación" cabecera={CABECERA_ACUMULACION} filas={filas} />}
      </Stack>
    );
  };

  return (
    <PanelCard card="acumulacion" actualizando={actualizandoDe(remoto)}>
      {contenido()}
    </PanelCard>
  );
}
