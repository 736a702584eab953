import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORMULARIO_MUESTRA_NGS, type Muestra, type MuestraNgs, type Registro } from '@registro-lma/shared/domain';
import {
  AccionesGuardado,
  CampoFormulario,
  FilasSubtabla,
  FormularioRegistro,
  useFormularioRegistro,
  valoresDeRegistro,
  type CambiosRegistro,
  type Valores,
} from '@registro-lma/shared/ui';
import { guardarResultadoNgs } from './resultado-ngs.resource';

export interface FormularioNgsProps {
  readonly muestra: Muestra;
  /** The result recorded for the sample, or null for a new one. */
  readonly resultado: MuestraNgs | null;
  readonly editable: boolean;
  readonly claveBorrador: string | null;
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
  readonly onGuardado: (resultado: MuestraNgs) => void;
}

const TEXTOS_VARIANTES = { agregar: 'Añadir variante', quitar: (indice: number) => `Quitar variante ${indice + 1}`, sinFilas: 'Sin variantes registradas.' };

/** A variant row is checked against the result's header (panel genes, limit of detection). */
const contextoVariante = (_indice: number, _filas: readonly Valores[], cabecera: Valores) => ({ cabecera });

/**
 * The NGS result of a sample (data-dictionary §5.4): its header and its variant rows on the form stack's sub-table,
 * with the dictionary's rules live (variants required by the global result, HGVS prefixes, FLT3-ITD…), saved with
 * the version read.
 */
export function FormularioNgs({ muestra, resultado, editable, claveBorrador, escritoAntes, onConflicto, onGuardado }: FormularioNgsProps) {
  const [inicial] = useState(() => valoresDeRegistro(FORMULARIO_MUESTRA_NGS, resultado));
  const contexto = useCallback((variantes: readonly Valores[]) => ({ muestra: muestra.datos, variantes }), [muestra.datos]);
  const edicion = useFormularioRegistro({
    definicion: FORMULARIO_MUESTRA_NGS,
    inicial,
    contexto,
    contextoFila: contextoVariante,
    enviar: (datos: Registro, _modo, version) => guardarResultadoNgs(muestra.paciente.paciente_id, muestra.muestra_id, version, datos),
    alGuardar: onGuardado,
    mensajeGuardado: () => 'Resultado NGS guardado.',
    claveBorrador: editable ? claveBorrador : null,
    escritoAntes,
    onConflicto,
  });
  const { formulario } = edicion;
  const subtabla = FORMULARIO_MUESTRA_NGS.subtabla;
  const avisos = Object.values(resultado?.avisos ?? {});

  return (
    <FormularioRegistro
      edicion={edicion}
      mensajeRecuperar="Se han cargado los datos actuales del resultado NGS. Lo que usted escribió se conserva como borrador local."
      pie={avisos.map((aviso) => (
        <Alert key={aviso} severity="warning">
          {aviso}
        </Alert>
      ))}
      acciones={
        editable && (
          <Stack direction="row" spacing={2}>
            <AccionesGuardado guardado={edicion.guardado} bloqueado={edicion.errores.length > 0} conBorrador={false} textoCompleto="Guardar resultado NGS" />
          </Stack>
        )
      }
    >
      <Paper component="fieldset" variant="outlined" sx={{ p: 3, m: 0 }}>
        <Typography component="legend" variant="h6" sx={{ px: 1 }}>
          Resultado NGS
        </Typography>
        <Grid container spacing={2}>
          {formulario.visibles.map((campo) => (
            <Grid key={campo.name} size={{ xs: 12, md: campo.name === 'observaciones' ? 12 : 6 }}>
              <CampoFormulario {...formulario.enlace(campo.name)} multiline={campo.name === 'observaciones'} disabled={!editable} />
            </Grid>
          ))}
        </Grid>
        {subtabla && (
          <FilasSubtabla subtabla={subtabla} filas={edicion.filas} validadas={edicion.filasValidadas} soloLectura={!editable} textos={TEXTOS_VARIANTES} />
        )}
      </Paper>
    </FormularioRegistro>
  );
}
