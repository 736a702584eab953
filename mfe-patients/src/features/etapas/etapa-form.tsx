import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  esVisible,
  MENSAJE_REGISTRO_VALIDADO,
  type DefinicionEtapa,
  type ExpedientePaciente,
  type MuestraNgs,
  type Registro,
  type RegistroEtapa,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import { FilasSubtabla, FormularioRegistro, valoresDeRegistro, type CambiosRegistro } from '@registro-lma/shared/ui';
import { useCampoDeRuta, useFocoCampo } from '../../comun/use-campo-de-ruta';
import { AbrirConsultaEtapa } from './abrir-consulta-etapa-button';
import { accionesPermitidas } from './acciones-permitidas-policy';
import { AccionesRegistro } from './registro-actions';
import { AvisosRegistro } from './avisos-registro-banner';

import { CamposCalculados } from './campo-calculado-field';
import { CeldaCampo } from './campo-cell';
import { useInformarCambios } from './cambios-pendientes-provider';
import { guardarRegistroEtapa } from './etapas.resource';
import { extrasCampos } from './extras-campos-mapper';
import { ImportarNgs } from './importar-ngs-button';
import { panelesDe } from './paneles-etapa-mapper';
import { useCodigosImplicitos } from './use-codigos-implicitos';
import { useFormularioEtapa } from './use-formulario-etapa';
import { usePanelesProgresivos } from './use-paneles-progresivos';
import { usePrerrellenos } from './use-prerrellenos';

export interface FormularioEtapaProps {
  readonly etapa: DefinicionEtapa;
  readonly pacienteId: number;
  /** null starts a new record (or a new row). */
  readonly registro: RegistroEtapa | null;
  /** The patient's records, which the stage's rules, computed values and reference fields read. */
  readonly expediente: ExpedientePaciente;
  readonly usuario: UsuarioSesion | null;
  /** False when the patient accepts no new data (G18). */
  readonly admiteDatos: boolean;
  /** `claveBorrador(usuario, ruta del registro)`, or null when nobody is signed in. */
  readonly claveBorrador: string | null;
  /** What the user had changed when a version conflict made the screen reload the record. */
  readonly escritoAntes: CambiosRegistro | null;
  readonly onConflicto: (cambios: CambiosRegistro) => void;
  /** The record changed on the server (saved, validated, unlocked, deleted): the screen reads the stage again. */
  readonly onCambiado: () => void;
  /** Gives up a new row not saved yet. */
  readonly onDescartar?: () => void;
  /** The patient's NGS results: what a field linking one offers, and «Importar desde NGS». */
  readonly resultadosNgs?: readonly MuestraNgs[];
}

const SIN_GUARDAR: Registro = {};
const SIN_NGS: readonly MuestraNgs[] = [];

/** One stage record: its panels, computed values, sub-table, warnings, error list and actions, with its local draft. */
export function FormularioEtapa(props: FormularioEtapaProps) {
  const { etapa, pacienteId, registro, expediente, usuario, admiteDatos, claveBorrador, escritoAntes, onConflicto, onCambiado, onDescartar, resultadosNgs = SIN_NGS } = props;
  const registroId = registro?.registro_id ?? null;
  const contexto = useMemo(() => ({ expediente, registroId }), [expediente, registroId]);
  const [inicial] = useState(() => valoresDeRegistro(etapa, registro));
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const permitidas = accionesPermitidas(usuario, registro, admiteDatos);
  const soloLectura = !permitidas.editar;
  const clave = soloLectura ? null : claveBorrador;

  const edicion = useFormularioEtapa({
    etapa,
    inicial,
    guardados: registro?.datos ?? SIN_GUARDAR,
    contexto,
    enviar: (datos, modo, version) => {
      const guardadoEtapa = version === null ? { modo, datos } : { modo, version, datos };
      return guardarRegistroEtapa(pacienteId, etapa, registroId, guardadoEtapa, claveDeEnvio(guardadoEtapa));
    },
    alGuardar: onCambiado,
    claveBorrador: clave,
    escritoAntes,
    onConflicto,
  });
  const { formulario, filas, filasValidadas, guardado, pendiente } = edicion;
  usePrerrellenos(etapa, formulario, edicion.calculados, !soloLectura);
  useCodigosImplicitos(etapa, formulario, !soloLectura);
  useInformarCambios(`${etapa.id}:${registroId ?? 'nuevo'}`, pendiente, clave);

  const paneles = usePanelesProgresivos(useMemo(() => panelesDe(etapa), [etapa]));
  const extras = useMemo(() => extrasCampos(etapa, expediente, soloLectura, resultadosNgs), [etapa, expediente, soloLectura, resultadosNgs]);
  const visibles = new Set(formulario.visibles.map((campo) => campo.name));
  // A computed value has its own «visible si» (data-dictionary: «peso and talla present», «calculated = NO_EVALUABLE»),
  // read on the form's values and the other computed ones.
  const conCalculados = { ...formulario.valores, ...edicion.calculados };
  const campoDeRuta = useCampoDeRuta(etapa.id, registroId);
  useFocoCampo(campoDeRuta !== null && visibles.has(campoDeRuta) ? formulario.enlace(campoDeRuta).id : null);

  return (
    <FormularioRegistro
      edicion={edicion}
      mensajeRecuperar="Se han cargado los datos actuales del registro. Lo que usted escribió se conserva como borrador local."
      cabecera={
        <>
          {registro?.estado_formulario === 'VALIDADO' && <Alert severity="info">{MENSAJE_REGISTRO_VALIDADO}</Alert>}
          {!soloLectura && <ImportarNgs campos={etapa.campos} formulario={formulario} resultados={resultadosNgs} />}
          {registroId !== null && <AbrirConsultaEtapa etapa={etapa} pacienteId={pacienteId} registroId={registroId} campos={formulario.visibles} />}
        </>
      }
      pie={registro && <AvisosRegistro etapa={etapa} avisos={registro.avisos} />}
      acciones={
        <AccionesRegistro
          etapa={etapa}
          pacienteId={pacienteId}
          registro={registro}
          permitidas={permitidas}
          guardado={guardado}
          bloqueado={edicion.errores.length > 0}
          cambiado={pendiente}
          onCambiado={onCambiado}
          onDescartar={onDescartar}
        />
      }
    >
      {paneles.map((panel, indice) => {
        const campos = panel.campos.filter((nombre) => visibles.has(nombre));
        const calculados = panel.calculados.filter((campo) => esVisible(campo, conCalculados));
        if (campos.length === 0 && calculados.length === 0 && !panel.conSubtabla) return null;
        return (
          <Paper key={indice} component="fieldset" variant="outlined" sx={{ p: 3, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ px: 1 }}>
              {panel.titulo}
            </Typography>
            <Grid container spacing={2}>
              {campos.map((nombre) => (
                <CeldaCampo key={nombre} enlace={formulario.enlace(nombre)} extras={extras[nombre]} formulario={etapa.id} registroId={registroId} />
              ))}
            </Grid>
            {panel.conSubtabla && etapa.subtabla && (
              <FilasSubtabla subtabla={etapa.subtabla} filas={filas} validadas={filasValidadas} soloLectura={soloLectura} />
            )}
            {calculados.length > 0 && (
              <Grid container spacing={2} sx={{ mt: 2 }}>
                <CamposCalculados
                  campos={calculados}
                  valores={edicion.calculados}
                  textoPropio={(campo) => etapa.textosCalculados?.[campo.name]?.(formulario.valores, contexto) ?? null}
                />
              </Grid>
            )}
          </Paper>
        );
      })}
    </FormularioRegistro>
  );
}
