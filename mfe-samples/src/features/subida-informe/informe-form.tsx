import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { buscarFila, CAMPO_ARCHIVO, CAMPOS_INFORME, formatearTamano, formatMensaje, hoy, type Informe, MENSAJE_ARCHIVO_DEMASIADO_GRANDE, MENSAJE_ARCHIVO_VACIO_O_DANADO, type Registro, TAMANO_MAXIMO_ARCHIVO, TIPO_INFORME } from '@registro-lma/shared/domain';
import { CampoFormulario, ListaErrores, useFormulario, useGuardado, type Preparable } from '@registro-lma/shared/ui';
import { subirInforme } from './informes.resource';

/** What the user fills in: the sample and the report replaced are the screen's. */
const CAMPOS_FORMULARIO = CAMPOS_INFORME.filter((campo) => campo.name !== 'muestra_id' && campo.name !== 'sustituye_a');

export interface FormularioInformeProps {
  readonly muestraId: number;
  /** The report this upload replaces (`sustituye_a`), or null for a new one. */
  readonly sustituido: Informe | null;
  readonly onCancelarSustitucion: () => void;
  readonly onSubido: (informe: Informe) => void;
}

type Subida = { readonly campos: Registro; readonly archivo: File };

/** What the browser refuses before sending (§5.3): an empty file, or one over 20 MiB. */
export function motivoRechazoArchivo(archivo: File): string | null {
  if (archivo.size === 0) return MENSAJE_ARCHIVO_VACIO_O_DANADO;
  return archivo.size > TAMANO_MAXIMO_ARCHIVO ? MENSAJE_ARCHIVO_DEMASIADO_GRANDE : null;
}

const ocultoVisualmente = { clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap', width: 1 } as const;

/**
 * Attaching a report PDF (data-dictionary §5.3): type, date and comment from the dictionary's fields, the file checked
 * in the browser (empty, over 20 MiB) before it is sent, a real progress bar while it uploads, and the API's
 * message (not a PDF, damaged, with JavaScript, already attached) on the file or its field.
 */
export function FormularioInforme({ muestraId, sustituido, onCancelarSustitucion, onSubido }: FormularioInformeProps) {
  const idArchivo = useId();
  const formulario = useFormulario(CAMPOS_FORMULARIO, { tipo_informe: sustituido?.tipo_informe ?? null, fecha_informe: hoy(), comentario: null });
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errorArchivo, setErrorArchivo] = useState<string | null>(null);
  const [progreso, setProgreso] = useState(0);

  const elegir = (evento: ChangeEvent<HTMLInputElement>) => {
    const elegido = evento.target.files?.[0] ?? null;
    // The same file may be chosen again after fixing it.
    evento.target.value = '';
    if (elegido === null) return;
    const rechazo = motivoRechazoArchivo(elegido);
    setErrorArchivo(rechazo);
    setArchivo(rechazo === null ? elegido : null);
  };

  const preparable: Preparable<Subida> = {
    preparar: () => {
      const campos = formulario.preparar();
      if (archivo === null && errorArchivo === null) setErrorArchivo(formatMensaje('G01'));
      return campos === null || archivo === null ? null : { campos, archivo };
    },
    ponerErroresServidor: (errores) => {
      const { [CAMPO_ARCHIVO]: deArchivo, ...resto } = errores;
      if (deArchivo !== undefined) setErrorArchivo(deArchivo);
      return formulario.ponerErroresServidor(resto);
    },
  };
  const guardado = useGuardado(
    preparable,
    ({ campos, archivo: enviado }: Subida) => {
      setProgreso(0);
      return subirInforme({ ...campos, muestra_id: muestraId, sustituye_a: sustituido?.informe_id ?? null }, enviado, setProgreso);
    },
    onSubido,
    (informe: Informe) => `Informe «${informe.nombre_archivo}» adjuntado (versión ${informe.version}).`,
  );

  const porcentaje = Math.round(progreso * 100);
  const tipoSustituido = sustituido === null ? '' : (buscarFila(TIPO_INFORME, sustituido.tipo_informe)?.etiqueta ?? sustituido.tipo_informe);
  return (
    <Paper component="form" variant="outlined" noValidate aria-label="Subir informe" sx={{ p: 3 }} onSubmit={(evento) => evento.preventDefault()}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {sustituido === null ? 'Adjuntar informe' : 'Sustituir informe'}
        </Typography>
        {sustituido !== null && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onCancelarSustitucion}>
                No sustituir
              </Button>
            }
          >
            {`El nuevo archivo sustituirá a la versión ${sustituido.version} del informe de ${tipoSustituido} («${sustituido.nombre_archivo}»).`}
          </Alert>
        )}
        <Grid container spacing={2}>
          {formulario.visibles.map((campo) => (
            <Grid key={campo.name} size={{ xs: 12, md: campo.name === 'comentario' ? 12 : 6 }}>
              <CampoFormulario
                {...formulario.enlace(campo.name)}
                multiline={campo.name === 'comentario'}
                disabled={campo.name === 'tipo_informe' && sustituido !== null}
              />
            </Grid>
          ))}
        </Grid>
        <div>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {/* The label only draws the button: the file input inside it is the control (a button holding an input
                would nest two), so the label shows the focus its input has. */}
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              startIcon={<AttachFileIcon />}
              disabled={guardado.guardando}
              sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              Elegir archivo PDF
              <Box
                component="input"
                type="file"
                accept="application/pdf,.pdf"
                onChange={elegir}
                aria-label="Archivo PDF del informe"
                aria-describedby={idArchivo}
                sx={ocultoVisualmente}
              />
            </Button>
            <Typography color={archivo === null ? 'text.secondary' : 'text.primary'}>
              {archivo === null ? 'Ningún archivo elegido (PDF, máximo 20 MB).' : `${archivo.name} · ${formatearTamano(archivo.size)}`}
            </Typography>
          </Stack>
          <FormHelperText id={idArchivo} error={errorArchivo !== null} role={errorArchivo === null ? undefined : 'alert'}>
            {errorArchivo ?? ' '}
          </FormHelperText>
        </div>
        {guardado.guardando && (
          <div>
            <LinearProgress variant="determinate" value={porcentaje} aria-label="Progreso de la subida" />
            <Typography variant="body2" color="text.secondary">{`Subiendo… ${porcentaje} %`}</Typography>
          </div>
        )}
        <ListaErrores errores={formulario.errores} />
        {guardado.fallo && <Alert severity="error">{guardado.fallo}</Alert>}
        <div>
          <Button variant="contained" startIcon={<UploadFileIcon />} disabled={guardado.guardando} onClick={() => void guardado.guardar()}>
            Subir informe
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
