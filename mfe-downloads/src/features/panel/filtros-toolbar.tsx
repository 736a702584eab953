import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ENTIDAD, GRUPO_EDAD_PANEL, INTENCION_TRATAMIENTO, RIESGO_GLOBAL, type HospitalSelect } from '@registro-lma/shared/domain';
import { FiltroPeriodo, FormularioFiltros, useFiltrosPeriodo } from '@registro-lma/shared/ui';
import { SIN_FILTROS, type FiltrosPanel } from './panel.resource';

export interface FiltrosToolbarProps {
  readonly filtros: FiltrosPanel;
  readonly onFiltrar: (filtros: FiltrosPanel) => void;
  /** The centres the user may filter by (a clinician: theirs). */
  readonly hospitales: readonly HospitalSelect[];
  /** The trials, as the administrator keeps them. */
  readonly ensayos: readonly { codigo: string; etiqueta: string }[];
}

type Lista = 'hospitales' | 'grupo_edad' | 'entidad' | 'riesgo_eln' | 'intensidad';

const aLista = (texto: string): string[] => (texto === '' ? [] : texto.split(','));

/** The panel's filters, shared by every chart, applied together with «Filtrar». */
export function FiltrosToolbar({ filtros, onFiltrar, hospitales, ensayos }: FiltrosToolbarProps) {
  const edicion = useFiltrosPeriodo(filtros, SIN_FILTROS, onFiltrar);
  const { borrador, cambiar } = edicion;
  const multiple = (nombre: Lista, etiqueta: string, opciones: readonly { codigo: string; etiqueta: string }[]) => (
    <TextField
      select
      label={etiqueta}
      size="small"
      value={aLista(borrador[nombre])}
      onChange={(evento) => {
        // A multiple select hands its array here, although TextField types the value as text.
        const valor: unknown = evento.target.value;
        cambiar(nombre, Array.isArray(valor) ? valor.join(',') : String(valor));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (seleccion) => (seleccion as string[]).map((codigo) => opciones.find((o) => o.codigo === codigo)?.etiqueta ?? codigo).join(', '),
        },
      }}
      sx={{ minWidth: 180, maxWidth: 280 }}
    >
      {opciones.map((opcion) => (
        <MenuItem key={opcion.codigo} value={opcion.codigo}>
          {opcion.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormularioFiltros etiqueta="Filtros del panel" edicion={edicion}>
      {multiple(
        'hospitales',
        'Centros',
        hospitales.map((h) => ({ codigo: String(h.hospital_id), etiqueta: h.codigo })),
      )}
      <FiltroPeriodo periodo={borrador} onChange={cambiar} />
      {multiple('grupo_edad', 'Grupo de edad', GRUPO_EDAD_PANEL)}
      {multiple('entidad', 'Entidad', ENTIDAD)}
      {multiple('riesgo_eln', 'Riesgo ELN 2022', RIESGO_GLOBAL)}
      {multiple('intensidad', 'Intensidad', INTENCION_TRATAMIENTO)}
      <TextField select label="Ensayo" size="small" value={borrador.ensayo} onChange={(evento) => cambiar('ensayo', evento.target.value)} sx={{ minWidth: 160 }}>
        <MenuItem value="">Todos</MenuItem>
        {ensayos.map((ensayo) => (
          <MenuItem key={ensayo.codigo} value={ensayo.codigo}>
            {ensayo.etiqueta}
          </MenuItem>
        ))}
      </TextField>
    </FormularioFiltros>
  );
}
