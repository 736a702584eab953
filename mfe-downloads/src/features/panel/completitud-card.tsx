import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { rolTieneFacultad } from '@registro-lma/shared/domain';
import { useNavigate } from '@registro-lma/shared/router';
import { useSession } from '@registro-lma/shared/session';
import { EmptyState, enlaceCalidad, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { actualizandoDe, PanelCard } from './panel-card';
import { colorDeGrupo } from './panel-constants';
import { CABECERA_COMPLETITUD, filasCompletitud } from './completitud-csv';
import { CompletitudTable } from './completitud-table';
import { ExportarToolbar } from './exportar-toolbar';
import { calculadoEl } from './panel-format';
import { NumerosTable } from './numeros-table';
import { leerCompletitud, type FiltrosPanel } from './panel.resource';

export interface CompletitudCardProps {
  readonly filtros: FiltrosPanel;
}

const porCiento = (p: number | null) => (p === null ? null : p * 100);
const valor = (v: number | null) => (v === null ? 'oculto (<5)' : `${v.toLocaleString('es-ES', { maximumFractionDigits: 1 })} %`);

/** Essential data complete and follow-up up to date per centre, essential items missing; each bar opens the worklist behind it. */
export function CompletitudCard({ filtros }: CompletitudCardProps) {
  const [verTabla, setVerTabla] = useState(false);
  const centros = useRef<HTMLElement>(null);
  const items = useRef<HTMLElement>(null);
  const navegar = useNavigate();
  const rol = useSession((estado) => estado.usuario?.rol);
  const conEnlaces = rol !== undefined && rolTieneFacultad(rol, 'ver_calidad');
  const remoto = useRemoteData(useCallback(() => leerCompletitud(filtros), [filtros]));
  const { data, error, status, reload } = remoto;

  const contenido = () => {
    if (error !== null) return <ErrorState message={error} status={status} onRetry={reload} />;
    if (data === null) return <LoadingState />;
    if (data.centros.length === 0) return <EmptyState message="Ningún paciente cumple los filtros: no hay completitud que mostrar." />;
    const filas = filasCompletitud(data);
    const alto = 80 + 36 * data.centros.length;
    return (
      <Stack spacing={2}>
        <Box component="figure" ref={centros} aria-label="Completitud y seguimiento por centro (%)" sx={{ m: 0 }}>
          <BarChart
            height={alto}
            skipAnimation
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: data.centros.map((c) => c.etiqueta), width: 160 }]}
            xAxis={[{ min: 0, max: 100, label: '% de los pacientes' }]}
            series={[
              { id: 'DATO_ESENCIAL', label: 'Datos esenciales completos', color: colorDeGrupo(0), data: data.centros.map((c) => porCiento(c.proporcion_completos)), valueFormatter: valor },
              {
                id: 'SEGUIMIENTO_VENCIDO',
                label: `Vivos con contacto en ${data.meses_seguimiento} meses`,
                color: colorDeGrupo(1),
                data: data.centros.map((c) => porCiento(c.proporcion_al_dia)),
                valueFormatter: valor,
              },
            ]}
            onItemClick={(_evento, { seriesId, dataIndex }) => {
              const centro = data.centros[dataIndex];
              if (conEnlaces && centro !== undefined) void navegar(enlaceCalidad({ regla: String(seriesId), hospital_id: centro.hospital_id }));
            }}
          />
        </Box>
        <ExportarToolbar que="la completitud por centro" nombre="panel-completitud-centros" cabecera={CABECERA_COMPLETITUD} filas={filas} figura={centros} />
        <Box component="figure" ref={items} aria-label="Pacientes sin cada dato esencial" sx={{ m: 0 }}>
          <BarChart
            height={80 + 22 * data.items.length}
            skipAnimation
            hideLegend
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: data.items.map((i) => i.item), width: 60 }]}
            xAxis={[{ min: 0, label: 'Pacientes sin el dato' }]}
            series={[
              {
                id: 'pendientes',
                label: 'Pacientes sin el dato',
                color: colorDeGrupo(3),
                data: data.items.map((i) => (typeof i.pendientes === 'number' ? i.pendientes : null)),
                valueFormatter: (v: number | null) => (v === null ? 'oculto (<5)' : String(v)),
              },
            ]}
            onItemClick={(_evento, { dataIndex }) => {
              const item = data.items[dataIndex];
              if (conEnlaces && item !== undefined) void navegar(enlaceCalidad({ regla: 'DATO_ESENCIAL', item: item.item }));
            }}
          />
        </Box>
        <ExportarToolbar que="los datos esenciales pendientes" nombre="panel-completitud-items" cabecera={CABECERA_COMPLETITUD} filas={filas} figura={items} />
        <CompletitudTable respuesta={data} conEnlaces={conEnlaces} />
        <Typography>
          Datos esenciales (§3.2) y último contacto según la completitud guardada de cada paciente, la misma de su ficha y de la lista de calidad;
          vivos en seguimiento: activos y perdidos para el seguimiento.{conEnlaces && ' Cada barra abre la lista de calidad con sus pacientes.'} ·{' '}
          <span>{calculadoEl(data.calculado_en)}</span>
        </Typography>
        <Button size="small" onClick={() => setVerTabla((actual) => !actual)} aria-expanded={verTabla} sx={{ alignSelf: 'flex-start' }}>
          {verTabla ? 'Ocultar tabla' : 'Ver tabla'}
        </Button>
        {verTabla && <NumerosTable etiqueta="Datos de la completitud" cabecera={CABECERA_COMPLETITUD} filas={filas} />}
      </Stack>
    );
  };

  return (
    <PanelCard card="completitud" actualizando={actualizandoDe(remoto)}>
      {contenido()}
    </PanelCard>
  );
}
