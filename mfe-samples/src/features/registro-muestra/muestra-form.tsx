import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anticoagulanteTrasMaterial, campoDe, CAMPOS_MUESTRA, catalogosDeMuestra, momentosDeEnsayo, type Muestra, type Paciente, type Registro } from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import {
  AccionesGuardado,
  CampoFormulario,
  FormularioRegistro,
  notify,
  useCatalogosVigentes,
  useFormularioRegistro,
  type CambiosRegistro,
  type CampoFormularioProps,
} from '@registro-lma/shared/ui';
import { actualizarMuestra, crearMuestra } from '../../comun/muestras.resource';
import { CAMPOS_FUERA_DEL_FORMULARIO, contextoDePaciente, definicionMuestra, ensayosDelPaciente, valoresMuestra } from './registro-muestra-fields';

export interface FormularioMuestraProps {
  readonly paciente: Paciente;
  /** null registers a new sample. */
  readonly muestra: Muestra | null;
  /** The trial form: the trial and its protocol moment instead of the general moment. */
  readonly ensayo: boolean;
  /** Past ENVIADA (or annulled) a sample is no longer the clinician's to change. */
  readonly soloLectura: boolean;
  readonly claveBorrador: string | null;
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
  /** An edit was saved: the screen reads the sample again (new version, state, warnings). */
  readonly onGuardada: (muestra: Muestra) => void;
}

const CAMPO_ENSAYO = campoDe(CAMPOS_MUESTRA, 'ensayo');
const CAMPO_MOMENTO_ENSAYO = campoDe(CAMPOS_MUESTRA, 'momento_ensayo');

/** Where a saved sample is edited: the same form it was registered with. */
function rutaEdicion(muestra: Muestra): string {
  const id = { id: muestra.muestra_id };
  return muestra.datos.es_ensayo === true ? RUTAS.registrarMuestraEnsayo.href(id) : RUTAS.registrarMuestra.href(id);
}

/**
 * The sample form (data-dictionary §5.1), checked live and on saving with the definition the API uses, sent with the
 * version read. The trial form offers only the patient's trials and, for the chosen one, its protocol moments.
 */
export function FormularioMuestra({ paciente, muestra, ensayo, soloLectura, claveBorrador, escritoAntes, onConflicto, onGuardada }: FormularioMuestraProps) {
  const navigate = useNavigate();
  const [destino, setDestino] = useState<string | null>(null);
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  // The patient's trials and the sample's own (a trial the patient has since left keeps its moments' labels).
  const vigentes = useCatalogosVigentes(catalogosDeMuestra([...paciente.paciente_ensayo.map((fila) => fila.ensayo), muestra?.datos.ensayo]));
  const definicion = useMemo(() => definicionMuestra(ensayo, vigentes), [ensayo, vigentes]);
  const [inicial] = useState(() => valoresMuestra(definicion, muestra));
  const contexto = useMemo(() => contextoDePaciente(paciente, vigentes), [paciente, vigentes]);
  const muestraId = muestra?.muestra_id ?? null;

  const enviar = (datos: Registro, _modo: unknown, version: number | null) => {
    // The shipment fields are not typed here: they travel as read, so saving never undoes a shipment.
    const completos = muestra === null ? datos : { ...datos, ...Object.fromEntries([...CAMPOS_FUERA_DEL_FORMULARIO].map((name) => [name, muestra.datos[name] ?? null])) };
    const conTipo = { ...completos, es_ensayo: ensayo };
    return muestraId === null || version === null ? crearMuestra(paciente.paciente_id, conTipo, claveDeEnvio(conTipo)) : actualizarMuestra(muestraId, version, conTipo);
  };
  const edicion = useFormularioRegistro({
    definicion,
    inicial,
    contexto,
    contextoFila: () => undefined,
    enviar,
    alGuardar: (guardada: Muestra) => {
      for (const aviso of Object.values(guardada.avisos)) notify(aviso, { variant: 'warning' });
      if (muestraId === null) setDestino(rutaEdicion(guardada));
      else onGuardada(guardada);
    },
    mensajeGuardado: (guardada: Muestra) => (muestraId === null ? `Muestra registrada con código ${guardada.codigo_muestra}.` : 'Datos de la muestra guardados.'),
    claveBorrador: soloLectura ? null : claveBorrador,
    escritoAntes,
    onConflicto,
  });
  const { formulario } = edicion;

  // Leave once the guard has seen that nothing is pending any more.
  useEffect(() => {
    if (destino !== null) navigate(destino);
  }, [destino, navigate]);

  const ensayoElegido = formulario.valores.ensayo;
  const extras = useMemo((): Readonly<Record<string, Partial<CampoFormularioProps>>> => {
    const base: Partial<CampoFormularioProps> = { disabled: soloLectura };
    return {
      ensayo: { ...base, campo: { ...CAMPO_ENSAYO, catalogo: ensayosDelPaciente(paciente, vigentes) } },
      momento_ensayo: { ...base, campo: { ...CAMPO_MOMENTO_ENSAYO, catalogo: momentosDeEnsayo(ensayoElegido, vigentes) } },
      observaciones: { ...base, multiline: true },
      ...Object.fromEntries(CAMPOS_MUESTRA.filter((campo) => !['ensayo', 'momento_ensayo', 'observaciones'].includes(campo.name)).map((campo) => [campo.name, base])),
    };
  }, [paciente, ensayoElegido, soloLectura, vigentes]);

  const cambiarEnsayo = (valor: unknown) => {
    formulario.cambiar('ensayo', valor);
    // A protocol moment belongs to one trial's list: another trial's choice would not be valid.
    const momento = formulario.valores.momento_ensayo;
    if (momento !== null && !momentosDeEnsayo(valor, vigentes).some((fila) => fila.codigo === momento)) formulario.cambiar('momento_ensayo', null);
  };

  const cambiarMaterial = (valor: unknown) => {
    const { material, anticoagulante } = formulario.valores;
    formulario.cambiar('material', valor);
    const siguiente = anticoagulanteTrasMaterial(material, valor, anticoagulante);
    if (siguiente !== anticoagulante) formulario.cambiar('anticoagulante', siguiente);
  };

  return (
    <FormularioRegistro
      edicion={edicion}
      bloquearSalida={!soloLectura}
      mensajeRecuperar="Se han cargado los datos actuales de la muestra. Lo que usted escribió se conserva como borrador local."
      acciones={
        !soloLectura && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(RUTAS.paciente.href({ id: paciente.paciente_id }))} disabled={edicion.guardado.guardando}>
              Cancelar
            </Button>
            <AccionesGuardado
              guardado={edicion.guardado}
              bloqueado={edicion.errores.length > 0}
              conBorrador={false}
              textoCompleto={muestraId === null ? 'Registrar muestra' : 'Guardar cambios'}
            />
          </Stack>
        )
      }
    >
      <Paper component="fieldset" variant="outlined" sx={{ p: 3, m: 0 }}>
        <Typography component="legend" variant="h6" sx={{ px: 1 }}>
          Datos de la muestra
        </Typography>
        <Grid container spacing={2}>
          {formulario.visibles
            .filter((campo) => !CAMPOS_FUERA_DEL_FORMULARIO.has(campo.name))
            .map((campo) => (
              <Grid key={campo.name} size={{ xs: 12, md: campo.name === 'observaciones' || campo.name === 'estudios_solicitados' ? 12 : 6 }}>
                <CampoFormulario
                  {...formulario.enlace(campo.name)}
                  {...extras[campo.name]}
                  {...(campo.name === 'ensayo' ? { onChange: cambiarEnsayo } : {})}
                  {...(campo.name === 'material' ? { onChange: cambiarMaterial } : {})}
                />
              </Grid>
            ))}
        </Grid>
      </Paper>
    </FormularioRegistro>
  );
}
