import { memo, useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { RespuestaIndicadores } from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { actualizandoDe, PanelCard } from './panel-card';
import { colorDeGrupo } from './panel-constants';
import { CABECERA_INDICADORES, filasIndicadores } from './panel-csv';
import { ExportarToolbar } from './exportar-toolbar';
import { calculadoEl } from './panel-format';
import { LeyendaGrupos } from './grupos-legend';
import { NumerosTable } from './numeros-table';
import { leerRespuesta, type FiltrosPanel } from './panel.resource';
import { RespuestaTable } from './respuesta-table';

export interface RespuestaCardProps {
  readonly filtros: FiltrosPanel;
  readonly grupo: string;
  readonly onFiltrar: (grupo: string) => void;
  readonly filtrable: (grupo: string) => boolean;
}

/** One answer's chart, table and exports: drawn again only when the answer (or what a click does) changes. */
const RespuestaCuerpo = memo(function RespuestaCuerpo({ data, onFiltrar, filtrable }: { readonly data: RespuestaIndicadores } & Pick<RespuestaCardProps, 'onFiltrar' | 'filtrable'>) {
  const [verTabla, setVerTabla] = useState(false);
  const figura = useRef<HTMLElement>(null);
  if (data.grupos.length === 0) return <EmptyState message="Ningún paciente cumple los filtros: no hay indicadores que mostrar." />;
  const indicadores = data.grupos[0]?.indicadores ?? [];
  const filas = filasIndicadores(data);
  return (
    <Stack spacing={2}>
      <LeyendaGrupos grupos={data.grupos} onFiltrar={onFiltrar} filtrable={filtrable} />
      <Box component="figure" ref={figura} aria-label="Respuesta y muerte precoz por grupo (%)" sx={{ m: 0 }}>
        <BarChart
          height={320}
          skipAnimation
          hideLegend
          xAxis={[{ scaleType: 'band', data: indicadores.map((fila) => fila.etiqueta.replace(/ tras la primera línea| del inicio del tratamiento/, '')) }]}
          yAxis={[{ min: 0, max: 100, label: '% de los pacientes evaluados' }]}
          series={data.grupos.map((g, i) => ({
            id: g.grupo,
            label: g.etiqueta,
            color: colorDeGrupo(i),
            data: g.indicadores.map((fila) => (fila.proporcion === null ? null : fila.proporcion * 100)),
            valueFormatter: (valor: number | null) => (valor === null ? 'oculto (<5)' : `${valor.toLocaleString('es-ES', { maximumFractionDigits: 1 })} %`),
          }))}
        />
      </Box>
      <RespuestaTable grupos={data.grupos} />
      <Typography>
        Intervalos de confianza del 95 % de Wilson · <span>{calculadoEl(data.calculado_en)}</span>
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" onClick={() => setVerTabla((actual) => !actual)} aria-expanded={verTabla}>
          {verTabla ? 'Ocultar tabla' : 'Ver tabla'}
        </Button>
        <ExportarToolbar que="los indicadores" nombre={`panel-respuesta-${data.grupo.replace(':', '-')}`} cabecera={CABECERA_INDICADORES} filas={filas} figura={figura} />
      </Stack>
      {verTabla && <NumerosTable etiqueta="Datos de los indicadores" cabecera={CABECERA_INDICADORES} filas={filas} />}
    </Stack>
  );
});

/** Composite CR, primary refractoriness and 30/60-day mortality per group, with Wilson's 95 % intervals. */
export function RespuestaCard({ filtros, grupo, onFiltrar, filtrable }: RespuestaCardProps) {
  const remoto = useRemoteData(useCallback(() => leerRespuesta(grupo, filtros), [grupo, filtros]));
  const { data, error, status, reload } = remoto;
  return (
    <PanelCard card="respuesta" actualizando={actualizandoDe(remoto)}>
      {error !== null ? <ErrorState message={error} status={status} onRetry={reload} /> : data === null ? <LoadingState /> : <RespuestaCuerpo data={data} onFiltrar={onFiltrar} filtrable={filtrable} />}
    </PanelCard>
  );
}
