import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formularioPacienteVigente,
  periodosDeEnsayos,
  type CatalogoEditable,
  type Modo,
  type Paciente,
  type PacienteFormulario,
  type Registro,
} from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import {
  CampoFormulario,
  FilasSubtabla,
  FormularioRegistro,
  notify,
  useCatalogosVigentes,
  useFormularioRegistro,
  type CambiosRegistro,
  type CampoFormularioProps,
  type OpcionCampo,
  type Valores,
} from '@registro-lma/shared/ui';
import { CampoConConsulta } from '../../comun/consultas/consulta-field';
import { ConsultasPacienteProvider } from '../../comun/consultas/consultas-paciente-provider';
import { actualizarPaciente, crearPaciente } from '../../comun/pacientes.resource';
import { useCampoDeRuta, useFocoCampo } from '../../comun/use-campo-de-ruta';
import { AccionesPaciente } from './paciente-actions';
import { EdadDiagnostico } from './edad-diagnostico-field';
import { SECCIONES_PACIENTE } from './secciones-paciente-constants';
import { BORRADOR_PACIENTE, valoresRegistroDe, type ValoresPaciente } from './paciente-mapper';

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
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
}

/** The patient's rules read its trial rows. */
const contextoPaciente = (filas: readonly Valores[]) => ({ paciente_ensayo: filas });

/** The trials a row names, as the administrator keeps them (codes, recruitment periods). */
const CATALOGOS_PACIENTE: readonly CatalogoEditable[] = ['ensayo'];

/** The registration form as the queries name it. */
const FORMULARIO_CONSULTA = 'paciente';

const TEXTOS_ENSAYOS = { agregar: 'Añadir ensayo', quitar: (indice: number) => `Quitar ensayo ${indice + 1}`, sinFilas: null };

/**
 * The registration form (data-dictionary §3.1) with its local draft, its leave guard and its save actions: the
 * fields and trial rows validated live and on saving with the same definition as the API, sent as «borrador» or
 * «completo» with the version read.
 */
export function FormularioPaciente({ paciente, inicial, centros, centroEditable, claveBorrador, escritoAntes, onConflicto }: FormularioPacienteProps) {
  const navigate = useNavigate();
  const [destino, setDestino] = useState<string | null>(null);
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const [valoresIniciales] = useState(() => valoresRegistroDe(inicial));
  const pacienteId = paciente?.paciente_id ?? null;
  const vigentes = useCatalogosVigentes(CATALOGOS_PACIENTE);
  const definicion = useMemo(() => formularioPacienteVigente(vigentes), [vigentes]);
  /** A trial row is checked against its patient, the rows above it and the trials' recruitment periods. */
  const contextoEnsayo = useCallback(
    (indice: number, filas: readonly Valores[], datos: Valores) => ({ paciente: datos, anteriores: filas.slice(0, indice), ensayos: periodosDeEnsayos(vigentes) }),
    [vigentes],
  );

  const enviar = (datos: Registro, modo: Modo, version: number | null) => {
    const envio = { ...(datos as PacienteFormulario), modo };
    return pacienteId === null || version === null ? crearPaciente(envio, claveDeEnvio(envio)) : actualizarPaciente(pacienteId, { ...envio, version });
  };
  const edicion = useFormularioRegistro({
    definicion,
    inicial: valoresIniciales,
    contexto: contextoPaciente,
    contextoFila: contextoEnsayo,
    enviar,
    alGuardar: (guardado: Paciente) => {
      for (const aviso of guardado.avisos) notify(aviso, { variant: 'warning' });
      setDestino(RUTAS.paciente.href({ id: guardado.paciente_id }));
    },
    mensajeGuardado: (guardado: Paciente) => (pacienteId === null ? `Paciente registrado con UPN ${guardado.upn}.` : 'Datos del paciente guardados.'),
    claveBorrador,
    escritoAntes,
    onConflicto,
    formatoBorrador: BORRADOR_PACIENTE,
  });
  const { formulario } = edicion;

  // Leave once the guard has seen that nothing is pending any more.
  useEffect(() => {
    if (destino !== null) navigate(destino);
  }, [destino, navigate]);

  const visibles = new Set(formulario.visibles.map((campo) => campo.name));
  const campoDeRuta = useCampoDeRuta(FORMULARIO_CONSULTA, pacienteId);
  useFocoCampo(campoDeRuta !== null && visibles.has(campoDeRuta) ? formulario.enlace(campoDeRuta).id : null);
  const extras: Readonly<Record<string, Partial<CampoFormularioProps>>> = {
    hospital_id: { opciones: centros, disabled: !centroEditable },
    observaciones: { multiline: true },
  };

  return (
    <ConsultasPacienteProvider pacienteId={pacienteId}>
      <FormularioRegistro
        edicion={edicion}
        bloquearSalida
        mensajeRecuperar="Se han cargado los datos actuales del paciente. Lo que usted escribió se conserva como borrador local."
        acciones={
          <AccionesPaciente
            guardado={edicion.guardado}
            bloqueado={edicion.errores.length > 0}
            conBorrador={paciente === null || paciente.estado === 'BORRADOR'}
            onCancelar={() => navigate(paciente ? RUTAS.paciente.href({ id: paciente.paciente_id }) : RUTAS.inicio.href())}
          />
        }
      >
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
                    <CampoConConsulta formulario={FORMULARIO_CONSULTA} registroId={pacienteId} campo={formulario.enlace(name).campo}>
                      <CampoFormulario {...formulario.enlace(name)} {...extras[name]} />
                    </CampoConConsulta>
                  </Grid>
                ))}
              {seccion.clave === 'identificacion' && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <EdadDiagnostico valores={formulario.valores} />
                </Grid>
              )}
            </Grid>
            {seccion.clave === 'ensayos' && edicion.conFilas && definicion.subtabla && (
              <FilasSubtabla subtabla={definicion.subtabla} filas={edicion.filas} validadas={edicion.filasValidadas} textos={TEXTOS_ENSAYOS} />
            )}
          </Paper>
        ))}
      </FormularioRegistro>
    </ConsultasPacienteProvider>
  );
}
