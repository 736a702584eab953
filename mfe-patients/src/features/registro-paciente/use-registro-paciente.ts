import { useMemo, useState } from 'react';
import { crearClavesDeEnvio } from '@registro-lma/shared/http';
import {
  CAMPOS_PACIENTE,
  CAMPOS_PACIENTE_ENSAYO,
  CLAVE_FILAS_ENSAYO,
  ENSAYO,
  participaEnEnsayo,
  REGLAS_PACIENTE,
  REGLAS_PACIENTE_ENSAYO,
  type Modo,
  type Paciente,
  type PacienteFormulario,
} from '@registro-lma/shared/domain';
import {
  notify,
  useFilasFormulario,
  useFormulario,
  useGuardado,
  type FilasFormulario,
  type FilasValidadas,
  type Formulario,
  type Guardado,
  type Preparable,
} from '@registro-lma/shared/ui';
import { actualizarPaciente, crearPaciente } from '../../comun/pacientes.resource';
import type { ValoresPaciente } from './valores-paciente';

export interface RegistroPaciente {
  readonly formulario: Formulario<typeof CAMPOS_PACIENTE>;
  readonly filas: FilasFormulario<typeof CAMPOS_PACIENTE_ENSAYO>;
  readonly ensayos: FilasValidadas<typeof CAMPOS_PACIENTE_ENSAYO>;
  readonly guardado: Guardado<Modo>;
  /** The trials sub-table is shown (and sent) only for a patient in a trial. */
  readonly conEnsayos: boolean;
  /** What the form holds now, as a local draft keeps it. */
  readonly valores: ValoresPaciente;
  readonly cambiado: boolean;
  /** Puts back values typed earlier; `version` null keeps the version read. */
  restaurar(valores: ValoresPaciente): void;
}

export interface OpcionesRegistroPaciente {
  /** null registers a new patient. */
  readonly pacienteId: number | null;
  readonly inicial: ValoresPaciente;
  readonly alGuardar: (paciente: Paciente) => void;
  /** A stale version (409): the screen asks what to do with what was typed. */
  readonly alConflicto: (mensaje: string, escrito: ValoresPaciente) => void;
}

const etiquetaEnsayo = (indice: number) => `Ensayo ${indice + 1}`;

/**
 * The registration form of data-dictionary §3.1: the patient's fields and its trial rows, validated live and on
 * saving with the same fields and rules as the API, sent as «borrador» or «completo» with the version read.
 */
export function useRegistroPaciente({ pacienteId, inicial, alGuardar, alConflicto }: OpcionesRegistroPaciente): RegistroPaciente {
  const [version, setVersion] = useState(inicial.version);
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const filas = useFilasFormulario(CAMPOS_PACIENTE_ENSAYO, inicial.ensayos, etiquetaEnsayo);
  const contexto = useMemo(() => ({ paciente_ensayo: filas.valores }), [filas.valores]);
  const formulario = useFormulario(CAMPOS_PACIENTE, inicial.paciente, { reglas: REGLAS_PACIENTE, contexto });
  const ensayos = filas.conReglas({
    reglas: REGLAS_PACIENTE_ENSAYO,
    contextoDe: (indice, valores) => ({ paciente: formulario.valores, anteriores: valores.slice(0, indice), ensayos: ENSAYO }),
  });
  const conEnsayos = participaEnEnsayo(formulario.valores);
  const valores = useMemo(() => ({ paciente: formulario.valores, ensayos: filas.valores, version }), [formulario.valores, filas.valores, version]);

  const preparable: Preparable<PacienteFormulario, Modo> = {
    preparar: (modo) => {
      // Both are prepared, so every error of the form shows at once.
      const paciente = formulario.prepararComo(modo);
      const filasPreparadas = conEnsayos ? ensayos.preparar(modo) : [];
      return paciente === null || filasPreparadas === null ? null : { ...paciente, [CLAVE_FILAS_ENSAYO]: filasPreparadas };
    },
    ponerErroresServidor: (errores) => ensayos.ponerErroresServidor(formulario.ponerErroresServidor(errores), CLAVE_FILAS_ENSAYO),
  };

  const enviar = (datos: PacienteFormulario, modo: Modo) =>
    pacienteId === null || version === null
      ? crearPaciente({ ...datos, modo }, claveDeEnvio({ ...datos, modo }))
      : actualizarPaciente(pacienteId, { ...datos, modo, version });

  const guardado = useGuardado(
    preparable,
    enviar,
    (paciente) => {
      for (const aviso of paciente.avisos) notify(aviso, { variant: 'warning' });
      alGuardar(paciente);
    },
    (paciente) => (pacienteId === null ? `Paciente registrado con UPN ${paciente.upn}.` : 'Datos del paciente guardados.'),
    { alConflicto: (mensaje) => alConflicto(mensaje, valores) },
  );

  return {
    formulario,
    filas,
    ensayos,
    guardado,
    conEnsayos,
    valores,
    cambiado: formulario.cambiado || filas.cambiado,
    restaurar: (recuperados) => {
      formulario.restaurar(recuperados.paciente);
      filas.restaurar(recuperados.ensayos);
      if (recuperados.version !== null) setVersion(recuperados.version);
    },
  };
}
