import { useEffect, useState } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Paciente } from '@registro-lma/shared/domain';
import {
  BloqueoSalida,
  CampoFormulario,
  confirmarConflicto,
  ListaErrores,
  useBorradorLocal,
  type CampoFormularioProps,
  type OpcionCampo,
} from '@registro-lma/shared/ui';
import { AvisoRecuperarEscrito } from '../../comun/aviso-recuperar-escrito';
import { AccionesPaciente } from './acciones-paciente';
import { EdadDiagnostico } from './edad-diagnostico';
import { EnsayosPaciente } from './ensayos-paciente';
import { SECCIONES_PACIENTE } from './secciones-paciente';
import { useRegistroPaciente } from './use-registro-paciente';
import { aplicarCambios, cambiosDe, esValoresPaciente, type CambiosPaciente, type ValoresPaciente } from './valores-paciente';

export interface FormularioPacienteProps {
  /** null registers a new patient. */
  readonly paciente: Paciente | null;
  readonly inicial: ValoresPaciente;
  readonly centros: readonly OpcionCampo[];
  /** Only an ADMIN moves a patient to another centre. */
  readonly centroEditable: boolean;
  /** `claveBorrador(usuario, ruta)`, or null when nobody is signed in. */
  readonly claveBorrador: string | null;
  /** What the user had changed when a version conflict made the screen reload the record. */
  readonly escritoAntes: CambiosPaciente | null;
  readonly onConflicto: (cambios: CambiosPaciente) => void;
}

/** The registration form (data-dictionary §3.1) with its local draft, its leave guard and its save actions. */
export function FormularioPaciente({ paciente, inicial, centros, centroEditable, claveBorrador, escritoAntes, onConflicto }: FormularioPacienteProps) {
  const navigate = useNavigate();
  const [destino, setDestino] = useState<string | null>(null);
  const [pendienteRecuperar, setPendienteRecuperar] = useState(escritoAntes);
  const registro = useRegistroPaciente({
    pacienteId: paciente?.paciente_id ?? null,
    inicial,
    alGuardar: (guardado) => {
      borrador.descartar();
      setDestino(`/paciente/${guardado.paciente_id}`);
    },
    alConflicto: (mensaje, escrito) => {
      void confirmarConflicto(mensaje).then((recargar) => {
        if (recargar) onConflicto(cambiosDe(inicial, escrito));
      });
    },
  });
  const { formulario, guardado } = registro;
  const pendiente = registro.cambiado && destino === null;
  const borrador = useBorradorLocal({
    clave: claveBorrador,
    datos: registro.valores,
    esDatos: esValoresPaciente,
    pendiente,
    ofrecer: escritoAntes === null,
    alRestaurar: registro.restaurar,
  });

  // Leave once the guard has seen that nothing is pending any more.
  useEffect(() => {
    if (destino !== null) navigate(destino);
  }, [destino, navigate]);

  const errores = [...formulario.errores, ...(registro.conEnsayos ? registro.ensayos.errores : [])];
  const visibles = new Set(formulario.visibles.map((campo) => campo.name));
  const extras: Readonly<Record<string, Partial<CampoFormularioProps>>> = {
    hospital_id: { opciones: centros, disabled: !centroEditable },
    observaciones: { multiline: true },
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(evento) => evento.preventDefault()}>
      <BloqueoSalida activo={pendiente} alSalir={borrador.descartar} />
      {pendienteRecuperar && (
        <AvisoRecuperarEscrito
          mensaje="Se han cargado los datos actuales del paciente. Lo que usted escribió se conserva como borrador local."
          onRecuperar={() => {
            // Only what the user changed goes back: the other user's saved changes stay.
            registro.restaurar({ ...aplicarCambios(inicial, pendienteRecuperar), version: null });
            setPendienteRecuperar(null);
          }}
        />
      )}
      {SECCIONES_PACIENTE.map((seccion) => (
        <Paper key={seccion.clave} component="fieldset" variant="outlined" sx={{ p: 3, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ px: 1 }}>
            {seccion.titulo}
          </Typography>
          <Grid container spacing={2}>
            {seccion.clave === 'identificacion' && paciente && (
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField label="UPN (número único de paciente)" value={paciente.upn} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
              </Grid>
            )}
            {seccion.campos
              .filter((name) => visibles.has(name))
              .map((name) => (
                <Grid key={name} size={{ xs: 12, md: name === 'observaciones' ? 12 : 6 }}>
                  <CampoFormulario {...formulario.enlace(name)} {...extras[name]} />
                </Grid>
              ))}
            {seccion.clave === 'identificacion' && (
              <Grid size={{ xs: 12, md: 6 }}>
                <EdadDiagnostico valores={formulario.valores} />
              </Grid>
            )}
          </Grid>
          {seccion.clave === 'ensayos' && registro.conEnsayos && (
            <Stack sx={{ mt: 2 }}>
              <EnsayosPaciente filas={registro.filas} ensayos={registro.ensayos} />
            </Stack>
          )}
        </Paper>
      ))}
      <ListaErrores errores={errores} />
      {guardado.fallo && <Alert severity="error">{guardado.fallo}</Alert>}
      <AccionesPaciente
        guardado={guardado}
        bloqueado={errores.length > 0}
        conBorrador={paciente === null || paciente.estado === 'BORRADOR'}
        onCancelar={() => navigate(paciente ? `/paciente/${paciente.paciente_id}` : '/')}
      />
    </Stack>
  );
}
