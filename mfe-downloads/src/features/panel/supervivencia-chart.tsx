import { memo } from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { DESENLACE_PANEL, type DesenlacePanel } from '@registro-lma/shared/domain';
import { colorDeGrupo } from './panel-constants';
import type { DatosCurvas } from './curvas-series';
import { ETIQUETA_UNIDAD, type UnidadTiempo } from './panel-format';

export interface SupervivenciaChartProps {
  readonly datos: DatosCurvas;
  readonly desenlace: DesenlacePanel;
  readonly unidad: UnidadTiempo;
  /** Each drawn group's index in the answer, for its colour. */
  readonly indices: readonly number[];
  /** The x axis' ticks, in the unit (the number-at-risk table's columns). */
  readonly marcas: readonly number[];
  /** What the chart does not draw (LECTURA: groups under 10 patients), written on it so an exported figure says it too. */
  readonly nota?: string | undefined;
}

/** The 95 % band of each curve: a step polygon from the lower to the upper limit, under the curves. */
function BandasConfianza({ datos, indices }: Pick<SupervivenciaChartProps, 'datos' | 'indices'>) {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  return (
    <g aria-hidden>
      {datos.series.map((serie, orden) => {
        const arriba: string[] = [];
        const abajo: string[] = [];
        datos.x.forEach((valor, i) => {
          const s = serie.li[i];
          const banda = serie.banda[i];
          if (s === null || s === undefined || banda === null || banda === undefined) return;
          const siguiente = datos.x[i + 1] ?? valor;
          const fin = serie.s[i + 1] === null || serie.s[i + 1] === undefined ? valor : siguiente;
          arriba.push(`${x(valor)},${y(s + banda)}`, `${x(fin)},${y(s + banda)}`);
          abajo.unshift(`${x(fin)},${y(s)}`, `${x(valor)},${y(s)}`);
        });
        return <polygon key={serie.grupo.grupo} points={[...arriba, ...abajo].join(' ')} fill={colorDeGrupo(indices[orden]!)} fillOpacity={0.12} stroke="none" />;
      })}
    </g>
  );
}

/** Half the arm of a censoring «+», in pixels. */
const BRAZO_MARCA = 4;

/**
 * Each curve's censored times as «+», one path per curve: the chart's own marks are an element (and a component) per
 * point, which at hundreds of censored times was most of a redraw.
 */
function MarcasCensura({ datos, indices }: Pick<SupervivenciaChartProps, 'datos' | 'indices'>) {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  return (
    <g aria-hidden>
      {datos.series.map((serie, orden) => {
        const trazos = datos.x.flatMap((valor, i) => {
          const s = serie.s[i];
          return serie.censurado[i] === true && s !== null && s !== undefined ? [`M${x(valor) - BRAZO_MARCA},${y(s)}h${2 * BRAZO_MARCA}m${-BRAZO_MARCA},${-BRAZO_MARCA}v${2 * BRAZO_MARCA}`] : [];
        });
        return <path key={serie.grupo.grupo} d={trazos.join('')} stroke={colorDeGrupo(indices[orden]!)} strokeWidth={1.5} fill="none" />;
      })}
    </g>
  );
}

function NotaGrafico({ texto }: { texto: string }) {
  const { left, top, width } = useDrawingArea();
  return (
    <text x={left + width - 8} y={top + 16} textAnchor="end" fontSize={12} fill="#424242">
      {texto}
    </text>
  );
}

/**
 * Kaplan–Meier step curves with their censored times marked «+» and the 95 % band; the legend is the page's. Drawn
 * again only when its props change: a filter's click re-renders the screen before its answer is even asked for.
 */
export const SupervivenciaChart = memo(function SupervivenciaChart({ datos, desenlace, unidad, indices, marcas, nota }: SupervivenciaChartProps) {
  const titulo = DESENLACE_PANEL.find((fila) => fila.codigo === desenlace)?.etiqueta ?? desenlace;
  return (
    <Box component="figure" aria-label={`${titulo}: curvas de Kaplan–Meier`} sx={{ m: 0 }}>
      <LineChart
        height={380}
        skipAnimation
        hideLegend
        xAxis={[
          {
            data: datos.x,
            scaleType: 'linear',
            min: 0,
            max: marcas.at(-1) ?? 0,
            tickInterval: [...marcas],
            label: `Tiempo desde el diagnóstico (${ETIQUETA_UNIDAD[unidad]})`,
            valueFormatter: (valor: number) => valor.toLocaleString('es-ES', { maximumFractionDigits: 1 }),
          },
        ]}
        yAxis={[{ min: 0, max: 1, label: 'Probabilidad', valueFormatter: (valor: number) => `${Math.round(valor * 100)} %` }]}
        series={datos.series.map((serie, orden) => ({
          id: serie.grupo.grupo,
          label: serie.grupo.etiqueta,
          data: serie.s,
          curve: 'stepAfter',
          color: colorDeGrupo(indices[orden]!),
          showMark: false,
          valueFormatter: (valor) => (valor === null ? null : `${(valor * 100).toLocaleString('es-ES', { maximumFractionDigits: 1 })} %`),
        }))}
      >
        <BandasConfianza datos={datos} indices={indices} />
        <MarcasCensura datos={datos} indices={indices} />
        {nota !== undefined && <NotaGrafico texto={nota} />}
      </LineChart>
    </Box>
  );
});
