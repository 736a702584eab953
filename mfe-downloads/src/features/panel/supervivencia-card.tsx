import { memo, useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DESENLACE_PANEL, MINIMO_CURVA, type DesenlacePanel, type RespuestaSupervivencia } from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { actualizandoDe, PanelCard } from './panel-card';
import { CABECERA_CURVA, filasCurva } from './panel-csv';
import { datosCurvas } from './curvas-series';
import { ExportarToolbar } from './exportar-toolbar';
import { calculadoEl, marcasEje, valorP, type UnidadTiempo } from './panel-format';
import { LeyendaGrupos } from './grupos-legend';
import { NumerosTable } from './numeros-table';
import { leerSupervivencia, type FiltrosPanel } from './panel.resource';
import { RiesgoTable } from './riesgo-table';
import { SupervivenciaChart } from './supervivencia-chart';
import { SupervivenciaTable } from './supervivencia-table';

export interface SupervivenciaCardProps {
  readonly filtros: FiltrosPanel;
  /** The API's `grupo`. */
  readonly grupo: string;
  readonly onFiltrar: (grupo: string) => void;
  readonly filtrable: (grupo: string) => boolean;
}

/**
 * About the height of the curves, the number at risk and the summary: kept whatever the card shows (loading, an error,
 * no patients, one small group), so that the cards below do not jump, nor come near the viewport (and load, and then
 * load again with every filter) only because this one is shorter for a moment.
 */
const ALTO_CUERPO = 700;

/** What an answer draws, worked out once per answer and unit (the chart redraws only when they change). */
function vistaDe(data: RespuestaSupervivencia, unidad: UnidadTiempo) {
  const datos = datosCurvas(data.grupos, unidad);
  const ocultos = data.grupos.filter((g) => g.curva === null);
  const nota = ocultos.length === 0 ? undefined : `No se dibuja${ocultos.length > 1 ? 'n' : ''} ${ocultos.map((g) => `«${g.etiqueta}»`).join(', ')}: menos de ${MINIMO_CURVA} pacientes.`;
  return {
    datos,
    indices: data.grupos.flatMap((g, i) => (g.curva === null ? [] : [i])),
    nota,
    marcas: marcasEje(datos.x, unidad),
    filas: filasCurva(data),
    nombre: `panel-${data.desenlace.toLowerCase()}-${data.grupo.replace(':', '-')}`,
  };
}

type Vista = ReturnType<typeof vistaDe>;

/** One answer's curves, tables and exports: drawn again only when the answer, the unit or what a click does changes. */
const SupervivenciaCuerpo = memo(function SupervivenciaCuerpo({
  data,
  vista,
  unidad,
  onFiltrar,
  filtrable,
}: { readonly data: RespuestaSupervivencia; readonly vista: Vista; readonly unidad: UnidadTiempo } & Pick<SupervivenciaCardProps, 'onFiltrar' | 'filtrable'>) {
  const [verTabla, setVerTabla] = useState(false);
  const figura = useRef<HTMLDivElement>(null);
  if (data.grupos.length === 0) return <EmptyState message="Ningún paciente cumple los filtros: no hay curvas que mostrar." />;
  const { datos, indices, nota, marcas, filas, nombre } = vista;
  return (
    <Stack spacing={2}>
      <LeyendaGrupos grupos={data.grupos} onFiltrar={onFiltrar} filtrable={filtrable} />
      {nota !== undefined && <Alert severity="info">{nota}</Alert>}
      <div ref={figura}>
        {datos.series.length > 0 && <SupervivenciaChart datos={datos} desenlace={data.desenlace} unidad={unidad} indices={indices} marcas={marcas} nota={nota} />}
      </div>
      {datos.series.length > 0 && <RiesgoTable grupos={data.grupos} unidad={unidad} marcas={marcas} />}
      <SupervivenciaTable grupos={data.grupos} unidad={unidad} onFiltrar={onFiltrar} filtrable={filtrable} />
      <Typography>
        {`Log-rank: p = ${valorP(data.log_rank_p)}`} · <span>{calculadoEl(data.calculado_en)}</span>
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" onClick={() => setVerTabla((actual) => !actual)} aria-expanded={verTabla}>
          {verTabla ? 'Ocultar tabla' : 'Ver tabla'}
        </Button>
        <ExportarToolbar que="la curva" nombre={nombre} cabecera={CABECERA_CURVA} filas={filas} figura={figura} />
      </Stack>
      {verTabla && <NumerosTable etiqueta="Datos de la curva" cabecera={CABECERA_CURVA} filas={filas} />}
    </Stack>
  );
});

/** OS, EFS or RFS: the curves, the number at risk, the summary per group, the log-rank p, the numbers and the exports. */
export function SupervivenciaCard({ filtros, grupo, onFiltrar, filtrable }: SupervivenciaCardProps) {
  const [desenlace, setDesenlace] = useState<DesenlacePanel>('OS');
  const [unidad, setUnidad] = useState<UnidadTiempo>('meses');
  const remoto = useRemoteData(useCallback(() => leerSupervivencia(desenlace, grupo, filtros), [desenlace, grupo, filtros]));
  const { data, error, status, reload } = remoto;
  const vista = useMemo(() => (data === null ? null : vistaDe(data, unidad)), [data, unidad]);

  const contenido = () => {
    if (error !== null) return <ErrorState message={error} status={status} onRetry={reload} />;
    if (data === null || vista === null) return <LoadingState />;
    return <SupervivenciaCuerpo data={data} vista={vista} unidad={unidad} onFiltrar={onFiltrar} filtrable={filtrable} />;
  };

  return (
    <PanelCard card="supervivencia" actualizando={actualizandoDe(remoto)}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={desenlace} onChange={(_, valor: DesenlacePanel | null) => valor !== null && setDesenlace(valor)} aria-label="Desenlace">
          {DESENLACE_PANEL.map((fila) => (
            <ToggleButton key={fila.codigo} value={fila.codigo} title={fila.etiqueta}>
              {fila.codigo}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={unidad} onChange={(_, valor: UnidadTiempo | null) => valor !== null && setUnidad(valor)} aria-label="Unidad de tiempo">
          <ToggleButton value="meses">Meses</ToggleButton>
          <ToggleButton value="dias">Días</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ minHeight: ALTO_CUERPO }}>{contenido()}</Box>
    </PanelCard>
  );
}
