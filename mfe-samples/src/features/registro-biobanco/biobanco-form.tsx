import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  rolTieneFacultad,
  buscarFila,
  campoDe,
  CAMPOS_BIOBANCO,
  CATALOGOS_BIOBANCO,
  conCatalogosVigentes,
  filasVigentes,
  formatearFecha,
  FORMULARIO_BIOBANCO,
  MATERIAL_MUESTRA,
  type ContextoBiobanco,
  type PacienteDeBiobanco,
  type Registro,
  type RegistroBiobanco,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import {
  AccionesGuardado,
  CampoFormulario,
  FormularioRegistro,
  notify,
  useCatalogosVigentes,
  useFormularioRegistro,
  valoresDeRegistro,
  type CambiosRegistro,
  type CampoFormularioProps,
  type OpcionCampo,
} from '@registro-lma/shared/ui';
import { biolabsDeUsuario } from '../../comun/biolabs-usuario-scope';
import { actualizarRegistroBiobanco, crearRegistroBiobanco } from './registro-biobanco.resource';

export interface FormularioBiobancoProps {
  /** The patient's state, consent and samples (the source sample is chosen among them by code). */
  readonly paciente: PacienteDeBiobanco;
  /** null registers a new entry of the patient. */
  readonly registro: RegistroBiobanco | null;
  /** `?muestra=` of a new entry: the source sample it is registered from. */
  readonly muestraInicial: number | null;
  readonly usuario: UsuarioSesion | null;
  /** `claveBorrador(usuario, ruta)`, or null when nobody is signed in. */
  readonly claveBorrador: string | null;
  /** What the user had changed when a version conflict made the screen read the record again. */
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
}

const contextoFila = () => undefined;

/**
 * «Muestra de origen» (§5.5 `muestra_id`): one of the patient's samples, chosen by its tube code, never typed as its
 * key. The record keeps the key (an integer field the API checks is the patient's); here it is a choice whose
 * options are the patient's samples, which is what an enum without a catalogue draws.
 */
const { label, name, required } = campoDe(CAMPOS_BIOBANCO, 'muestra_id');
const CAMPO_MUESTRA_ORIGEN = { kind: 'enum', name, label, required } as unknown as CampoFormularioProps['campo'];

/** Each sample as a person tells it apart: code, extraction date and material. */
function opcionesMuestra(paciente: PacienteDeBiobanco, registro: RegistroBiobanco | null): OpcionCampo[] {
  const opciones = paciente.muestras.map(({ muestra_id, codigo_muestra, fecha_extraccion, material }) => ({
    valor: muestra_id,
    etiqueta: [codigo_muestra, fecha_extraccion === null ? null : formatearFecha(fecha_extraccion), material === null ? null : (buscarFila(MATERIAL_MUESTRA, material)?.etiqueta ?? material)]
      .filter((parte) => parte !== null)
      .join(' · '),
  }));
  // A source sample deleted since keeps its code in the record.
  const propia = registro?.datos.muestra_id;
  if (typeof propia === 'number' && registro?.codigo_muestra != null && !opciones.some((opcion) => opcion.valor === propia)) {
    opciones.push({ valor: propia, etiqueta: registro.codigo_muestra });
  }
  return opciones;
}

const ANCHO_COMPLETO = new Set(['observaciones', 'ubicacion']);

/** A new entry starts in the user's biolab when it has only one. */
function inicialDe(registro: RegistroBiobanco | null, muestraInicial: number | null, usuario: UsuarioSesion | null) {
  const valores = valoresDeRegistro(FORMULARIO_BIOBANCO, registro);
  if (registro !== null) return valores;
  const propios = usuario === null || rolTieneFacultad(usuario.rol, 'cualquier_unidad') ? [] : usuario.biolabs;
  const biolab = propios.length === 1 ? (propios[0] ?? null) : null;
  return { ...valores, datos: { ...valores.datos, biolab, muestra_id: muestraInicial } };
}

/**
 * A biobank entry (data-dictionary §5.5) on the record-form stack: the fields and rules of FORMULARIO_BIOBANCO live,
 * the API's messages on their fields, the version read sent back (409 → the record read again, what was typed kept
 * as a local draft to recover).
 */
export function FormularioBiobanco({ paciente, registro, muestraInicial, usuario, claveBorrador, escritoAntes, onConflicto }: FormularioBiobancoProps) {
  const navigate = useNavigate();
  const { upn } = paciente;
  const [destino, setDestino] = useState<string | null>(null);
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const [inicial] = useState(() => inicialDe(registro, muestraInicial, usuario));
  const [origen, setOrigen] = useState<unknown>(inicial.datos.muestra_id);
  // The rules of §5.5 live: the patient's consent (a new entry) and the chosen sample's extraction date.
  const contexto = useMemo(
    (): ContextoBiobanco => ({
      alta: registro === null,
      consentimiento_muestras: paciente.consentimiento_muestras,
      fecha_extraccion: paciente.muestras.find((muestra) => muestra.muestra_id === origen)?.fecha_extraccion ?? null,
    }),
    [registro, paciente, origen],
  );
  const opciones = useMemo(() => opcionesMuestra(paciente, registro), [paciente, registro]);
  const vigentes = useCatalogosVigentes(CATALOGOS_BIOBANCO);
  const definicion = useMemo(() => ({ ...FORMULARIO_BIOBANCO, campos: conCatalogosVigentes(FORMULARIO_BIOBANCO.campos, vigentes) }), [vigentes]);

  const enviar = (datos: Registro, _modo: unknown, version: number | null) =>
    registro === null || version === null
      ? crearRegistroBiobanco(upn, datos, claveDeEnvio({ upn, datos }))
      : actualizarRegistroBiobanco(upn, registro.biobanco_id, { version, datos });
  const edicion = useFormularioRegistro({
    definicion,
    inicial,
    contexto,
    contextoFila,
    enviar,
    alGuardar: (guardado: RegistroBiobanco) => {
      for (const aviso of Object.values(guardado.avisos)) notify(aviso, { variant: 'warning' });
      setDestino(RUTAS.listaBiobanco.href());
    },
    mensajeGuardado: (guardado: RegistroBiobanco) => (registro === null ? `Entrada ${guardado.identificador} registrada en el biobanco.` : `Registro ${guardado.identificador} guardado.`),
    claveBorrador,
    escritoAntes,
    onConflicto,
  });
  const { formulario } = edicion;

  // The rules read the chosen sample's date: the context follows the field (typed, or put back from a draft).
  const elegida = formulario.valores.muestra_id;
  useEffect(() => setOrigen(elegida), [elegida]);

  // Leave once the guard has seen that nothing is pending any more.
  useEffect(() => {
    if (destino !== null) navigate(destino);
  }, [destino, navigate]);

  const biolab = formulario.enlace('biolab');
  const extras: Readonly<Record<string, Partial<CampoFormularioProps>>> = {
    muestra_id: { campo: CAMPO_MUESTRA_ORIGEN, opciones },
    biolab: { campo: { ...biolab.campo, catalogo: biolabsDeUsuario(usuario, filasVigentes(vigentes, 'biolab')) } as CampoFormularioProps['campo'] },
    observaciones: { multiline: true },
  };

  return (
    <FormularioRegistro
      edicion={edicion}
      bloquearSalida
      mensajeRecuperar="Se han cargado los datos actuales del registro. Lo que usted escribió se conserva como borrador local."
      acciones={
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(RUTAS.listaBiobanco.href())} disabled={edicion.guardado.guardando}>
            Cancelar
          </Button>
          <AccionesGuardado
            guardado={edicion.guardado}
            bloqueado={edicion.errores.length > 0}
            conBorrador={false}
            textoCompleto={registro === null ? 'Registrar entrada' : 'Guardar cambios'}
          />
        </Stack>
      }
    >
      <Paper component="fieldset" variant="outlined" sx={{ p: 3, m: 0 }}>
        <Typography component="legend" variant="h6" sx={{ px: 1 }}>
          Alícuotas
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label="UPN" value={upn} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          </Grid>
          {formulario.visibles.map((campo) => (
            <Grid key={campo.name} size={{ xs: 12, md: ANCHO_COMPLETO.has(campo.name) ? 12 : 6 }}>
              <CampoFormulario {...formulario.enlace(campo.name)} {...extras[campo.name]} />
            </Grid>
          ))}
        </Grid>
      </Paper>
    </FormularioRegistro>
  );
}
