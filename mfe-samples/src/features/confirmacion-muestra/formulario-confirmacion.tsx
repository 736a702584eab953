import { useMemo, useState } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORMULARIO_CONFIRMACION, hoy, type Muestra, type Registro } from '@registro-lma/shared/domain';
import {
  AccionesGuardado,
  CampoFormulario,
  FormularioRegistro,
  useFormularioRegistro,
  valoresDeRegistro,
  type CambiosRegistro,
  type ValoresRegistro,
} from '@registro-lma/shared/ui';
import { confirmarRecepcion } from './confirmacion.resource';

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
}

const LARGOS: ReadonlySet<string> = new Set(['motivo_rechazo', 'observaciones']);

const sinFilas = () => undefined;

/** A new reception starts today with the tubes that were sent; a recorded one with what was recorded and its version. */
function valoresIniciales(muestra: Muestra): ValoresRegistro {
  const registrados = valoresDeRegistro(FORMULARIO_CONFIRMACION, muestra.confirmacion);
  if (muestra.confirmacion !== null) return registrados;
  return { ...registrados, datos: { ...registrados.datos, fecha_recepcion: hoy(), n_tubos_recibidos: muestra.datos.n_tubos ?? null } };
}

/**
 * confirmar-muestra (data-dictionary §5.2) on the record form stack: the fields and rules of the dictionary checked
 * live against the sample (dates, tubes, incidents), the API's messages on their fields, the confirmation's version
 * for a correction (409 offers to reload) and a local draft of what is typed.
 */
export function FormularioConfirmacion({ muestra, editable, claveBorrador, escritoAntes, onConflicto, onConfirmada }: FormularioConfirmacionProps) {
  const [inicial] = useState(() => valoresIniciales(muestra));
  const contexto = useMemo(() => ({ muestra: muestra.datos }), [muestra.datos]);
  const corrigiendo = muestra.confirmacion !== null;
  const edicion = useFormularioRegistro({
    definicion: FORMULARIO_CONFIRMACION,
    inicial,
    contexto,
    contextoFila: sinFilas,
    enviar: (datos: Registro, _modo, version) => confirmarRecepcion(muestra.muestra_id, version, datos),
    alGuardar: onConfirmada,
    mensajeGuardado: () => (corrigiendo ? 'Recepción de la muestra corregida.' : 'Recepción de la muestra confirmada.'),
    claveBorrador: editable ? claveBorrador : null,
    escritoAntes,
    onConflicto,
  });
  const { formulario } = edicion;

  return (
    <FormularioRegistro
      edicion={edicion}
      bloquearSalida={editable}
      mensajeRecuperar="Se han cargado los datos actuales de la recepción. Lo que usted escribió se conserva como borrador local."
      acciones={
        editable && (
          <Stack direction="row" spacing={2}>
            <AccionesGuardado
              guardado={edicion.guardado}
              bloqueado={edicion.errores.length > 0}
              conBorrador={false}
              textoCompleto={corrigiendo ? 'Guardar corrección' : 'Confirmar recepción'}
            />
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
