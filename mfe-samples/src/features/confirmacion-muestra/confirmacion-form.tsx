import { useEffect, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORMULARIO_CONFIRMACION, type Muestra, type Registro } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioRegistro, notify, useFormularioRegistro, type CambiosRegistro } from '@registro-lma/shared/ui';
import { confirmarRecepcion } from './confirmacion.resource';
import { inicioRecepcion } from './inicio-recepcion-rules';

export interface FormularioConfirmacionProps {
  readonly muestra: Muestra;
  /** False: the reception is shown, not edited (closed after 7 days, or a role that does not receive samples). */
  readonly editable: boolean;
  /** `claveBorrador(usuario, ruta)`, or null: no local draft. */
  readonly claveBorrador: string | null;
  /** What the user had changed when a version conflict made the screen read the sample again. */
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
  readonly onConfirmada: (muestra: Muestra) => void;
  /**
   * Given for a new reception: the primary action (Enter submits it) becomes «Confirmar y escanear la siguiente», which
   * hands the received sample here once the form has let go of it, to go back to the scan box.
   */
  readonly onSiguiente?: (muestra: Muestra) => void;
  /** The tube was taken out of a tray for an incident: nothing is assumed (inicio-recepcion-rules.ts). */
  readonly conIncidencia?: boolean;
}

const LARGOS: ReadonlySet<string> = new Set(['motivo_rechazo', 'observaciones']);

const sinFilas = () => undefined;

/**
 * confirmar-muestra (data-dictionary §5.2) on the record form stack: the fields and rules of the dictionary checked
 * live against the sample (dates, tubes, incidents), the API's messages on their fields, the confirmation's version
 * for a correction (409 offers to reload) and a local draft of what is typed. It opens at what must be checked.
 */
export function FormularioConfirmacion(props: FormularioConfirmacionProps) {
  const { muestra, editable, claveBorrador, escritoAntes, onConflicto, onConfirmada, onSiguiente, conIncidencia = false } = props;
  const [inicio] = useState(() => inicioRecepcion(muestra, conIncidencia));
  const contexto = useMemo(() => ({ muestra: muestra.datos }), [muestra.datos]);
  const corrigiendo = muestra.confirmacion !== null;
  const conSiguiente = onSiguiente !== undefined && !corrigiendo;
  const siguiente = useRef(false);
  const [recibida, setRecibida] = useState<Muestra | null>(null);
  const edicion = useFormularioRegistro({
    definicion: FORMULARIO_CONFIRMACION,
    inicial: inicio.valores,
    contexto,
    contextoFila: sinFilas,
    enviar: (datos: Registro, _modo, version) => confirmarRecepcion(muestra.muestra_id, version, datos),
    alGuardar: (guardada: Muestra) => (siguiente.current ? setRecibida(guardada) : onConfirmada(guardada)),
    mensajeGuardado: () => (corrigiendo ? 'Recepción de la muestra corregida.' : `Recepción de la muestra ${muestra.codigo_muestra} confirmada.`),
    claveBorrador: editable ? claveBorrador : null,
    escritoAntes,
    onConflicto,
  });
  const { formulario, guardado } = edicion;
  const idFoco = editable && inicio.foco !== null ? formulario.enlace(inicio.foco).id : null;

  useEffect(() => {
    const campo = idFoco === null ? null : document.getElementById(idFoco);
    if (!(campo instanceof HTMLInputElement)) return;
    campo.focus();
    // A different count is typed straight over the one sent.
    campo.select();
  }, [idFoco]);

  // Handed on after the render that saved it, when leaving no longer counts as losing what was typed.
  useEffect(() => {
    if (recibida === null) return;
    const avisos = Object.values(recibida.confirmacion?.avisos ?? {});
    if (avisos.length > 0) notify(`${recibida.codigo_muestra}: ${avisos.join(' ')}`, { variant: 'warning' });
    onSiguiente?.(recibida);
  }, [recibida, onSiguiente]);

  const bloqueado = guardado.guardando || edicion.errores.length > 0 || recibida !== null;
  const guardar = (yLaSiguiente: boolean) => {
    siguiente.current = yLaSiguiente;
    void guardado.guardar('completo');
  };
  const progreso = guardado.guardando ? <CircularProgress size={18} color="inherit" aria-label="Guardando" /> : undefined;

  return (
    <FormularioRegistro
      edicion={edicion}
      bloquearSalida={editable}
      mensajeRecuperar="Se han cargado los datos actuales de la recepción. Lo que usted escribió se conserva como borrador local."
      acciones={
        editable && (
          // The first submit button is the one Enter presses in a field (implicit submission).
          <Stack direction="row" spacing={2}>
            {conSiguiente && (
              <Button type="submit" variant="contained" disabled={bloqueado} startIcon={progreso} onClick={() => guardar(true)}>
                Confirmar y escanear la siguiente
              </Button>
            )}
            <Button
              type={conSiguiente ? 'button' : 'submit'}
              variant={conSiguiente ? 'outlined' : 'contained'}
              disabled={bloqueado}
              startIcon={conSiguiente ? undefined : progreso}
              onClick={() => guardar(false)}
            >
              {corrigiendo ? 'Guardar corrección' : 'Confirmar recepción'}
            </Button>
          </Stack>
        )
      }
    >
      <Paper component="fieldset" variant="outlined" sx={{ p: 3, m: 0 }}>
        <Typography component="legend" variant="h6" sx={{ px: 1 }}>
          Recepción
        </Typography>
        <Grid container spacing={2}>
          {formulario.visibles.map((campo) => (
            <Grid key={campo.name} size={{ xs: 12, md: LARGOS.has(campo.name) ? 12 : 6 }}>
              <CampoFormulario {...formulario.enlace(campo.name)} multiline={LARGOS.has(campo.name)} disabled={!editable} />
            </Grid>
          ))}
        </Grid>
      </Paper>
    </FormularioRegistro>
  );
}
