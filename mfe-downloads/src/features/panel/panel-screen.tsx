import { lazy, useCallback, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ambitoDeRol, rolTieneFacultad, type CatalogoEditable, type HospitalSelect } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { useSession } from '@registro-lma/shared/session';
import { useCatalogosVigentes, useRemoteData } from '@registro-lma/shared/ui';
import { filtroDeGrupo, GENES_PANEL, grupoConsulta, OPCIONES_AGRUPACION, type OpcionAgrupacion } from './agrupacion-panel-rules';
import { FiltrosToolbar } from './filtros-toolbar';
import { idTituloCard, PanelCardDiferida } from './panel-card';
import { SIN_FILTROS, type FiltrosPanel } from './panel.resource';
import { SupervivenciaCard } from './supervivencia-card';

// Below the fold: each card's code (the bar charts among it) and its data arrive when the card comes near the viewport.
const RespuestaCard = lazy(() => import('./respuesta-card').then((modulo) => ({ default: modulo.RespuestaCard })));
const AcumulacionCard = lazy(() => import('./acumulacion-card').then((modulo) => ({ default: modulo.AcumulacionCard })));
const MutacionesCard = lazy(() => import('./mutaciones-card').then((modulo) => ({ default: modulo.MutacionesCard })));
const CompletitudCard = lazy(() => import('./completitud-card').then((modulo) => ({ default: modulo.CompletitudCard })));

const CATALOGOS_ENSAYO: readonly CatalogoEditable[] = ['ensayo'];

const cargarHospitales = () => http.get<HospitalSelect[]>(ENDPOINTS.hospitalesSelect);

/**
 * /panel: what the registry gives back of its outcomes, within the user's scope (§2.3): survival curves, response and
 * early death per group, under one set of filters. A user who may not see small numbers (LECTURA) gets «<5» and no
 * curve for a group under 10 patients, as the API answers.
 */
export function PanelScreen() {
  const usuario = useSession((state) => state.usuario);
  const rol = usuario?.rol;
  const [filtros, setFiltros] = useState<FiltrosPanel>(SIN_FILTROS);
  const [agrupacion, setAgrupacion] = useState<OpcionAgrupacion>('ninguno');
  const [gen, setGen] = useState<string>(GENES_PANEL[0]?.codigo ?? '');
  const vigentes = useCatalogosVigentes(CATALOGOS_ENSAYO);
  const hospitales = useRemoteData(useCallback(() => (rol !== undefined && ambitoDeRol(rol) === 'centros' ? Promise.resolve(usuario?.hospitales ?? []) : cargarHospitales()), [rol, usuario]));
  const grupo = grupoConsulta(agrupacion, gen);
  // Stable between renders, so that a card's drawn answer is not drawn again while the next one loads.
  const filtrable = useCallback((codigo: string) => filtroDeGrupo(agrupacion, codigo) !== null, [agrupacion]);
  // The filters' form keeps what is typed; a click on a group changes the filters from outside, so the form starts
  // again from them (a new key), while «Filtrar» leaves it as it is (remounting it slowed every filter).
  const [formularioFiltros, setFormularioFiltros] = useState(0);
  const filtrarPorGrupo = useCallback(
    (codigo: string) => {
      const campo = filtroDeGrupo(agrupacion, codigo);
      if (campo === null) return;
      setFiltros((actuales) => ({ ...actuales, [campo]: codigo }));
      setFormularioFiltros((actual) => actual + 1);
    },
    [agrupacion],
  );
  const verCurvasPorGen = (elegido: string) => {
    setAgrupacion('gen');
    setGen(elegido);
    document.getElementById(idTituloCard('supervivencia'))?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Stack component="section" spacing={3} aria-labelledby="panel-titulo">
      <Typography id="panel-titulo" variant="h4" component="h1">
        Panel
      </Typography>
      <Typography color="text.secondary">
        Desenlaces de los pacientes del registro que puede consultar (sin borradores ni excluidos), calculados en el momento.
        {rol !== undefined && !rolTieneFacultad(rol, 'ver_recuentos_pequenos') && ' Los recuentos de 1 a 4 pacientes se muestran como «<5» y no se dibujan curvas de grupos de menos de 10.'}
      </Typography>
      <FiltrosToolbar
        key={formularioFiltros}
        filtros={filtros}
        onFiltrar={setFiltros}
        hospitales={hospitales.data ?? []}
        ensayos={vigentes.ensayo ?? []}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField select label="Agrupar por" size="small" value={agrupacion} onChange={(evento) => setAgrupacion(evento.target.value as OpcionAgrupacion)} sx={{ minWidth: 220 }}>
          {OPCIONES_AGRUPACION.map((opcion) => (
            <MenuItem key={opcion.codigo} value={opcion.codigo}>
              {opcion.etiqueta}
            </MenuItem>
          ))}
        </TextField>
        {agrupacion === 'gen' && (
          <TextField select label="Gen" size="small" value={gen} onChange={(evento) => setGen(evento.target.value)} sx={{ minWidth: 160 }}>
            {GENES_PANEL.map((fila) => (
              <MenuItem key={fila.codigo} value={fila.codigo}>
                {fila.etiqueta}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <SupervivenciaCard filtros={filtros} grupo={grupo} onFiltrar={filtrarPorGrupo} filtrable={filtrable} />
      <PanelCardDiferida card="respuesta" alto={700}>
        <RespuestaCard filtros={filtros} grupo={grupo} onFiltrar={filtrarPorGrupo} filtrable={filtrable} />
      </PanelCardDiferida>
      <PanelCardDiferida card="acumulacion" alto={1300}>
        <AcumulacionCard filtros={filtros} />
      </PanelCardDiferida>
      <PanelCardDiferida card="completitud" alto={1200}>
        <CompletitudCard filtros={filtros} />
      </PanelCardDiferida>
      <PanelCardDiferida card="mutaciones" alto={1000}>
        <MutacionesCard filtros={filtros} onGen={verCurvasPorGen} />
      </PanelCardDiferida>
    </Stack>
  );
}
