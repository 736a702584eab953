import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { EmptyState, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { actualizandoDe, PanelCard } from './panel-card';
import { colorDeGrupo } from './panel-constants';
import { ExportarToolbar } from './exportar-toolbar';
import { calculadoEl, recuento } from './panel-format';
import { CABECERA_GENES, CABECERA_ONCOPRINT, CABECERA_PARES, filasGenes, filasOncoprint, filasPares } from './mutaciones-csv';
import { GenesTable, ParesTable } from './mutaciones-table';
import { NumerosTable } from './numeros-table';
import { OncoprintChart } from './oncoprint-chart';
import { leerMutaciones, type FiltrosPanel } from './panel.resource';
import { VafChart } from './vaf-chart';

export interface MutacionesCardProps {
  readonly filtros: FiltrosPanel;
  /** A gene chosen in a chart: the survival curves split by it (mutated against wild type). */
  readonly onGen: (gen: string) => void;
}

/** The mutation landscape: OncoPrint, frequency per gene, co-occurrence and exclusivity, VAF per gene. */
export function MutacionesCard({ filtros, onGen }: MutacionesCardProps) {
  const [vus, setVus] = useState(false);
  const oncoprint = useRef<HTMLElement>(null);
  const frecuencia = useRef<HTMLElement>(null);
  const vaf = useRef<HTMLElement>(null);
  const remoto = useRemoteData(useCallback(() => leerMutaciones(vus, filtros), [vus, filtros]));
  const { data, error, status, reload } = remoto;

  const contenido = () => {
    if (error !== null) return <ErrorState message={error} status={status} onRetry={reload} />;
    if (data === null) return <LoadingState />;
    if (data.genes.length === 0) return <EmptyState message="Ningún paciente con estos filtros tiene variantes NGS que contar." />;
    const genes = filasGenes(data);
    return (
      <Stack spacing={2}>
        <Typography component="h3" variant="h6">OncoPrint</Typography>
        {data.oncoprint === null ? (
          <Typography role="note">El OncoPrint muestra pacientes uno a uno: no se muestra a quien no puede ver recuentos pequeños.</Typography>
        ) : (
          <Box component="figure" ref={oncoprint} aria-label="OncoPrint" sx={{ m: 0 }}>
            <OncoprintChart oncoprint={data.oncoprint} onGen={onGen} />
          </Box>
        )}
        <ExportarToolbar que="los genes del OncoPrint" nombre="panel-oncoprint" cabecera={CABECERA_ONCOPRINT} filas={filasOncoprint(data)} figura={oncoprint} />
        {data.oncoprint !== null && <NumerosTable etiqueta="Pacientes por gen y tipo de variante" cabecera={CABECERA_ONCOPRINT} filas={filasOncoprint(data)} />}
        <Typography component="h3" variant="h6">Frecuencia por gen</Typography>
        <Box component="figure" ref={frecuencia} aria-label="Pacientes mutados por gen (%)" sx={{ m: 0 }}>
          <BarChart
            height={60 + 22 * data.genes.length}
            skipAnimation
            hideLegend
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: data.genes.map((g) => g.gen), width: 70 }]}
            xAxis={[{ min: 0, max: 100, label: '% de los pacientes que estudiaron el gen' }]}
            series={[
              {
                id: 'frecuencia',
                label: 'Mutados',
                color: colorDeGrupo(0),
                data: data.genes.map((g) => (g.frecuencia === null ? null : g.frecuencia * 100)),
                valueFormatter: (v: number | null) => (v === null ? 'oculto (<5)' : `${v.toLocaleString('es-ES', { maximumFractionDigits: 1 })} %`),
              },
            ]}
            onItemClick={(_evento, { dataIndex }) => {
              const gen = data.genes[dataIndex];
              if (gen !== undefined) onGen(gen.gen);
            }}
          />
        </Box>
        <Typography component="h3" variant="h6">VAF por gen</Typography>
        <Box component="figure" ref={vaf} aria-label="Distribución de la VAF por gen" sx={{ m: 0 }}>
          <VafChart genes={data.genes} />
        </Box>
        <GenesTable respuesta={data} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportarToolbar que="la frecuencia por gen" nombre="panel-frecuencia-genes" cabecera={CABECERA_GENES} filas={genes} figura={frecuencia} />
          <ExportarToolbar que="la VAF por gen" nombre="panel-vaf-genes" cabecera={CABECERA_GENES} filas={genes} figura={vaf} />
        </Stack>
        <Typography component="h3" variant="h6">Coocurrencia y exclusión mutua</Typography>
        <ParesTable respuesta={data} />
        <ExportarToolbar que="los pares de genes" nombre="panel-pares-genes" cabecera={CABECERA_PARES} filas={filasPares(data)} figura={frecuencia} />
        <Typography>
          {`${recuento(data.pacientes)} pacientes con un resultado NGS; variantes patogénicas y probablemente patogénicas${data.incluye_vus ? ' y de significado incierto' : ''}. `}
          Frecuencia sobre los pacientes cuyo panel estudió el gen; pares de los 10 genes más mutados entre los que estudiaron ambos, con la prueba exacta de
          Fisher bilateral y q de Benjamini–Hochberg; OncoPrint ordenado como cBioPortal. Pulse un gen para ver las curvas de mutados frente a no mutados ·{' '}
          <span>{calculadoEl(data.calculado_en)}</span>
        </Typography>
      </Stack>
    );
  };

  return (
    <PanelCard card="mutaciones" actualizando={actualizandoDe(remoto)}>
      <FormControlLabel control={<Switch checked={vus} onChange={(evento) => setVus(evento.target.checked)} />} label="Incluir variantes de significado incierto" />
      {contenido()}
    </PanelCard>
  );
}
