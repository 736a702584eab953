import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultaDetalle } from '@registro-lma/shared/domain';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { useSession } from '@registro-lma/shared/session';
import { ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { destinoCampo } from '../formulario-item-mapper';
import { pasosPermitidos } from './consulta-actions';
import { avanzarConsulta, leerConsulta, type PasoConsulta } from './consultas.resource';
import { EstadoConsultaChip } from './estado-consulta-chip';
import { HiloConsulta } from './hilo-consulta-list';
import { asuntoConsulta } from './consulta-messages';
import { TextoConsultaDialog } from './texto-consulta-dialog';

export interface ConsultaDialogProps {
  readonly consultaId: number;
  readonly onCerrar: () => void;
  /** The query changed state: the lists that show it read it again. */
  readonly onCambiada: () => void;
}

const PASOS: Readonly<Record<PasoConsulta, { readonly boton: string; readonly titulo: string; readonly exito: string; readonly opcional: boolean }>> = {
  respuesta: { boton: 'Responder', titulo: 'Responder la consulta', exito: 'Consulta respondida.', opcional: false },
  cierre: { boton: 'Cerrar consulta', titulo: 'Cerrar la consulta', exito: 'Consulta cerrada.', opcional: true },
  reapertura: { boton: 'Reabrir', titulo: 'Reabrir la consulta', exito: 'Consulta reabierta.', opcional: false },
};

function Cabecera({ consulta }: { readonly consulta: ConsultaDetalle }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontWeight: 500 }}>{`${consulta.upn} · ${asuntoConsulta(consulta)}`}</Typography>
      <EstadoConsultaChip estado={consulta.estado} />
    </Stack>
  );
}

/** A query's thread, with the steps the user may take (answer; close or reopen), each sending the version read. */
export function ConsultaDialog({ consultaId, onCerrar, onCambiada }: ConsultaDialogProps) {
  const rol = useSession((estado) => estado.usuario?.rol);
  const detalle = useRemoteData(useCallback(() => leerConsulta(consultaId), [consultaId]));
  const [paso, setPaso] = useState<PasoConsulta | null>(null);
  const consulta = detalle.data;
  const pasos = consulta === null ? [] : pasosPermitidos(rol, consulta.estado);
  const destino = consulta === null ? null : destinoCampo(consulta);

  const contenido = () => {
    if (detalle.error !== null) return <ErrorState message={detalle.error} onRetry={detalle.reload} />;
    if (consulta === null) return <LoadingState />;
    return (
      <Stack spacing={2}>
        <Cabecera consulta={consulta} />
        <HiloConsulta consulta={consulta} />
      </Stack>
    );
  };

  return (
    <>
      <Dialog open onClose={onCerrar} aria-labelledby="consulta-dialog-titulo" maxWidth="md" fullWidth>
        <DialogTitle id="consulta-dialog-titulo">Consulta</DialogTitle>
        <DialogContent dividers>{contenido()}</DialogContent>
        <DialogActions>
          {destino !== null && consulta !== null && (
            <Button component={RouterLink} to={destino} onClick={onCerrar} sx={{ mr: 'auto' }}>
              {consulta.campo === null ? 'Ir al formulario' : 'Ir al campo'}
            </Button>
          )}
          {pasos.map((disponible) => (
            <Button key={disponible} variant={disponible === 'respuesta' ? 'contained' : 'outlined'} onClick={() => setPaso(disponible)}>
              {PASOS[disponible].boton}
            </Button>
          ))}
          <Button onClick={onCerrar}>Volver</Button>
        </DialogActions>
      </Dialog>
      {paso !== null && consulta !== null && (
        <TextoConsultaDialog<ConsultaDetalle>
          titulo={PASOS[paso].titulo}
          textoConfirmar={PASOS[paso].boton}
          opcional={PASOS[paso].opcional}
          mensajeExito={PASOS[paso].exito}
          accion={(texto) => avanzarConsulta(consulta, paso, texto)}
          onCerrar={() => setPaso(null)}
          onRecargar={() => {
            setPaso(null);
            detalle.reload();
          }}
          onHecho={() => {
            setPaso(null);
            detalle.reload();
            onCambiada();
          }}
        />
      )}
    </>
  );
}
