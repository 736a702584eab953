import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TIPO_ESTUDIO, type CatalogoFila, type HospitalSelect } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { FechaPicker } from '@registro-lma/shared/ui';
import { FILTROS_INICIALES, hayFiltros, LIMITES_FECHA, type FiltrosLaboratorio } from './laboratorio-filters';

export interface FiltrosLaboratorioBarProps {
  readonly filtros: FiltrosLaboratorio;
  readonly onChange: (filtros: FiltrosLaboratorio) => void;
  /** The trials in force (the administrator adds them). */
  readonly ensayos: readonly CatalogoFila[];
}

/** The centres a sample may come from (every active centre: a laboratory serves them all). */
function useCentros(): readonly HospitalSelect[] {
  const [centros, setCentros] = useState<readonly HospitalSelect[]>([]);
  useEffect(() => {
    let vigente = true;
    http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect).then(
      (leidos) => vigente && setCentros(leidos),
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, []);
  return centros;
}

const aFecha = (texto: string): Dayjs | null => (texto === '' ? null : dayjs(texto));

function Seleccion({ etiqueta, valor, opciones, onChange }: { etiqueta: string; valor: string; opciones: readonly { valor: string; texto: string }[]; onChange: (valor: string) => void }) {
  return (
    <TextField select label={etiqueta} value={valor} onChange={(evento) => onChange(evento.target.value)} size="small" sx={{ minWidth: 200 }}>
      <MenuItem value="">Todos</MenuItem>
      {opciones.map((opcion) => (
        <MenuItem key={opcion.valor} value={opcion.valor}>
          {opcion.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The worklist's filters beside its state tabs: centre, requested study, trial, extraction and shipment dates. */
export function FiltrosLaboratorioBar({ filtros, onChange, ensayos }: FiltrosLaboratorioBarProps) {
  const centros = useCentros();
  const cambiar = (nombre: string, valor: string) => onChange({ ...filtros, [nombre]: valor });
  return (
    <Stack role="group" aria-label="Filtros de la lista" direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Seleccion
        etiqueta="Centro"
        valor={filtros.hospital_id}
        opciones={centros.map((centro) => ({ valor: String(centro.hospital_id), texto: `${centro.codigo} · ${centro.nombre}` }))}
        onChange={(valor) => cambiar('hospital_id', valor)}
      />
      <Seleccion
        etiqueta="Estudio solicitado"
        valor={filtros.estudio}
        opciones={TIPO_ESTUDIO.map((fila) => ({ valor: fila.codigo, texto: fila.etiqueta }))}
        onChange={(valor) => cambiar('estudio', valor)}
      />
      <Seleccion etiqueta="Ensayo" valor={filtros.ensayo} opciones={ensayos.map((fila) => ({ valor: fila.codigo, texto: fila.etiqueta }))} onChange={(valor) => cambiar('ensayo', valor)} />
      {LIMITES_FECHA.map(([nombre, etiqueta]) => (
        <FechaPicker
          key={nombre}
          label={etiqueta}
          value={aFecha(filtros[nombre] ?? '')}
          // Complete dates only: a half-typed one is not a filter yet.
          onChange={(fecha: Dayjs | null) => {
            const texto = fecha === null ? '' : fecha.isValid() ? fecha.format('YYYY-MM-DD') : null;
            if (texto !== null && texto !== filtros[nombre]) cambiar(nombre, texto);
          }}
          slotProps={{ textField: { size: 'small', name: nombre, sx: { width: 190 } } }}
        />
      ))}
      {hayFiltros(filtros) && (
        <Button onClick={() => onChange({ ...FILTROS_INICIALES, orden: filtros.orden, direccion: filtros.direccion, estado: filtros.estado })}>Quitar filtros</Button>
      )}
    </Stack>
  );
}
