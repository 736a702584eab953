import { useCallback } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  catalogosDeMuestra,
  ESTADO_MUESTRA,
  ESTADOS_MUESTRA_RECIBIDA,
  ETIQUETA_HITO_MUESTRA,
  etiquetaCatalogo,
  formatearFecha,
  formatearFechaHora,
  textoMaterialMuestra,
  textoMomentoMuestra,
  tienePermisoMuestra,
  type CatalogosVigentes,
  type EventoMuestra,
  type MuestraDePaciente,
  type Rol,
} from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useCatalogosVigentes, useDescarga, useRemoteData } from '@registro-lma/shared/ui';
import { RUTAS_API } from '@registro-lma/shared/http';
import { muestrasDelPaciente } from '../../comun/muestras-paciente.resource';

export interface MuestrasPacienteProps {
  readonly pacienteId: number;
  readonly rol: Rol | undefined;
}

const texto = (valor: unknown): string | null => (typeof valor === 'string' ? valor : null);

/** A step's date: a day (`YYYY-MM-DD`) or an instant, as users read them. */
function fechaDe(evento: EventoMuestra): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(evento.fecha) ? formatearFecha(evento.fecha) : formatearFechaHora(evento.fecha);
}

/** What the sample is: its moment (or trial and protocol moment), material and extraction date. */
function descripcion({ datos }: MuestraDePaciente, vigentes: CatalogosVigentes): string {
  const extraccion = texto(datos.fecha_extraccion);
  return [textoMomentoMuestra(datos, vigentes), textoMaterialMuestra(datos), extraccion && `Extracción ${formatearFecha(extraccion)}`].filter(Boolean).join(' · ');
}

function rutaMuestra(muestra: MuestraDePaciente): string {
  const id = { id: muestra.muestra_id };
  return muestra.datos.es_ensayo === true ? RUTAS.registrarMuestraEnsayo.href(id) : RUTAS.registrarMuestra.href(id);
}

/** Reports and the NGS result of a received sample, for the roles that read either (data-dictionary §2.3). */
const leeResultados = (rol: Rol | undefined): boolean => rol !== undefined && (tienePermisoMuestra(rol, 'descargar_informe') || tienePermisoMuestra(rol, 'ver_ngs'));

interface FilaMuestraProps {
  readonly muestra: MuestraDePaciente;
  readonly vigentes: CatalogosVigentes;
  readonly rol: Rol | undefined;
  readonly editable: boolean;
  readonly onDescargar: (evento: EventoMuestra) => void;
  readonly descargando: boolean;
}

function FilaMuestra({ muestra, vigentes, rol, editable, onDescargar, descargando }: FilaMuestraProps) {
  const tituloId = `muestra-${muestra.muestra_id}`;
  const conResultados = leeResultados(rol) && ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={tituloId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id={tituloId} variant="subtitle1" component="h3">
            {muestra.codigo_muestra}
          </Typography>
          <Chip size="small" variant="outlined" label={etiquetaCatalogo(ESTADO_MUESTRA, muestra.estado)} />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {descripcion(muestra, vigentes)}
          </Typography>
          {conResultados && (
            <Button
              component={RouterLink}
              to={RUTAS.subirInforme.href({ id: muestra.muestra_id })}
              size="small"
              aria-label={`Informes y resultado NGS de ${muestra.codigo_muestra}`}
            >
              Informes y resultado NGS
            </Button>
          )}
          {editable && (
            <Button component={RouterLink} to={rutaMuestra(muestra)} size="small" aria-label={`Abrir la muestra ${muestra.codigo_muestra}`}>
              Abrir
            </Button>
          )}
        </Stack>
        <Box component="ol" aria-label={`Ciclo de vida de ${muestra.codigo_muestra}`} sx={{ m: 0, pl: 3 }}>
          {muestra.ciclo_vida.map((evento, indice) => (
            <li key={`${evento.hito}-${indice}`}>
              <Typography variant="body2" component="span">
                {[ETIQUETA_HITO_MUESTRA[evento.hito], fechaDe(evento), evento.usuario, evento.biobanco_id === null ? evento.detalle : null].filter(Boolean).join(' · ')}
              </Typography>
              {evento.biobanco_id !== null && (
                <>
                  {' · '}
                  <Link component={RouterLink} to={RUTAS.biobanco.href({ upn: muestra.paciente.upn, id: evento.biobanco_id })} variant="body2">
                    {evento.detalle ?? `${muestra.paciente.upn}-B${evento.biobanco_id}`}
                  </Link>
                </>
              )}
              {evento.informe_id !== null && (
                <Button size="small" sx={{ ml: 1 }} disabled={descargando} onClick={() => onDescargar(evento)}>
                  Descargar informe
                </Button>
              )}
            </li>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * The patient's samples (data-dictionary §5): each with its state and lifecycle (who and when), its reports to
 * download, and for who registers samples the way to open it and to register a new one (or a trial one).
 */
export function MuestrasPaciente({ pacienteId, rol }: MuestrasPacienteProps) {
  const cargar = useCallback(() => muestrasDelPaciente(pacienteId), [pacienteId]);
  const muestras = useRemoteData(cargar);
  const vigentes = useCatalogosVigentes(catalogosDeMuestra((muestras.data ?? []).map((muestra) => muestra.datos.ensayo)));
  const descarga = useDescarga('No se ha podido descargar el informe.');
  const registra = rol !== undefined && tienePermisoMuestra(rol, 'registrar');
  const descargar = (evento: EventoMuestra) => {
    if (evento.informe_id !== null) void descarga.descargar(RUTAS_API.ficheroInforme(evento.informe_id), evento.detalle ?? `informe-${evento.informe_id}.pdf`);
  };

  const acciones = registra && (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={RUTAS.registrarMuestraPaciente.href({ id: pacienteId })} variant="outlined">
        Registrar muestra
      </Button>
      <Button component={RouterLink} to={RUTAS.registrarMuestraEnsayoPaciente.href({ id: pacienteId })} variant="outlined">
        Registrar muestra de ensayo
      </Button>
    </Stack>
  );

  let contenido;
  if (muestras.error !== null) contenido = <ErrorState message={muestras.error} status={muestras.status} onRetry={muestras.reload} />;
  else if (muestras.data === null) contenido = <LoadingState message="Cargando las muestras…" />;
  else if (muestras.data.length === 0) contenido = <EmptyState message="Sin muestras registradas." />;
  else {
    contenido = (
      <Stack spacing={2}>
        {muestras.data.map((muestra) => (
          <FilaMuestra key={muestra.muestra_id} muestra={muestra} vigentes={vigentes} rol={rol} editable={registra} onDescargar={descargar} descargando={descarga.descargando} />
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="muestras-titulo" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography id="muestras-titulo" variant="h6" component="h2">
            Muestras
          </Typography>
          {acciones}
        </Stack>
        {contenido}
      </Stack>
    </Paper>
  );
}
