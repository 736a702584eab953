import { useRef } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { RespuestaAcumulacion } from '@registro-lma/shared/domain';
import { CABECERA_ACUMULACION, filasAcumulacion, serieDibujable } from './acumulacion-series';
import { colorDeGrupo } from './panel-constants';
import { ExportarToolbar } from './exportar-toolbar';

export interface AcumulacionChartProps {
  readonly respuesta: RespuestaAcumulacion;
  readonly serie: RespuestaAcumulacion['series'][number];
  /** Stacked bars (counts that add up), or one line per group (samples per laboratory over time). */
  readonly forma: 'barras' | 'lineas';
}

const valor = (n: number | null) => (n === null ? 'oculto (<5)' : n.toLocaleString('es-ES'));

/** One accrual series as a chart, with its own CSV, SVG and PNG. */
export function AcumulacionChart({ respuesta, serie, forma }: AcumulacionChartProps) {
  const figura = useRef<HTMLElement>(null);
  const { etiquetasX, grupos } = serieDibujable(serie.puntos);
  const series = grupos.map((g, i) => ({ id: g.grupo, label: g.etiqueta, color: colorDeGrupo(i), data: g.data, valueFormatter: valor }));
  const comun = { height: 260, skipAnimation: true, hideLegend: grupos.length < 2, yAxis: [{ min: 0, label: 'Número' }] };
  const titulo = `panel-acumulacion-${serie.serie.toLowerCase()}`;
  return (
    <Stack spacing={1} component="section" aria-labelledby={titulo}>
      <Typography id={titulo} variant="h6" component="h3">
        {serie.etiqueta}
      </Typography>
      {serie.puntos.length === 0 ? (
        <Typography color="text.secondary">Sin datos con estos filtros.</Typography>
      ) : (
        <Box component="figure" ref={figura} aria-label={serie.etiqueta} sx={{ m: 0 }}>
          {forma === 'barras' ? (
            <BarChart {...comun} xAxis={[{ scaleType: 'band', data: [...etiquetasX] }]} series={series.map((s) => ({ ...s, stack: 'total' }))} />
          ) : (
            <LineChart {...comun} xAxis={[{ scaleType: 'point', data: [...etiquetasX] }]} series={series.map((s) => ({ ...s, showMark: false }))} />
          )}
        </Box>
      )}
      <ExportarToolbar que={serie.etiqueta.toLowerCase()} nombre={titulo} cabecera={CABECERA_ACUMULACION} filas={filasAcumulacion(respuesta, serie.serie)} figura={figura} />
    </Stack>
  );
}
