import { useState } from 'react';
import type { DefinicionEtapa, Modo, RegistroEtapa } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { confirmarConflicto, MotivoDialog, notify, type Guardado } from '@registro-lma/shared/ui';
import { AccionesEtapa } from './etapa-actions';
import type { AccionesPermitidas } from './acciones-permitidas-policy';
import { desbloquearRegistroEtapa, eliminarRegistroEtapa, validarRegistroEtapa } from './etapas.resource';

export interface AccionesRegistroProps {
  readonly etapa: DefinicionEtapa;
  readonly pacienteId: number;
  readonly registro: RegistroEtapa | null;
  readonly permitidas: AccionesPermitidas;
  readonly guardado: Guardado<Modo>;
  readonly bloqueado: boolean;
  readonly cambiado: boolean;
  /** The record changed on the server (validated, unlocked, deleted) or must be read again after a conflict. */
  readonly onCambiado: () => void;
  readonly onDescartar?: () => void;
}

type Dialogo = 'desbloquear' | 'eliminar' | null;

/** The actions of a stage record: save, and for a stored one validate, unlock and delete (these two ask why). */
export function AccionesRegistro({ etapa, pacienteId, registro, permitidas, guardado, bloqueado, cambiado, onCambiado, onDescartar }: AccionesRegistroProps) {
  const [validando, setValidando] = useState(false);
  const [dialogo, setDialogo] = useState<Dialogo>(null);

  const validar = async () => {
    if (registro === null) return;
    setValidando(true);
    try {
      await validarRegistroEtapa(pacienteId, etapa, registro.registro_id, registro.version);
      notify(`${etapa.titulo}: registro validado.`, { variant: 'success' });
      onCambiado();
    } catch (error) {
      const mensaje = error instanceof HttpError ? error.message : 'No se ha podido validar el registro.';
      notify(mensaje, { variant: 'error' });
      if (error instanceof HttpError && error.status === 409 && (await confirmarConflicto(mensaje))) onCambiado();
    } finally {
      setValidando(false);
    }
  };

  const terminar = () => {
    setDialogo(null);
    onCambiado();
  };

  return (
    <>
      <AccionesEtapa
        permitidas={permitidas}
        guardado={guardado}
        bloqueado={bloqueado}
        cambiado={cambiado}
        validando={validando}
        onValidar={() => void validar()}
        onDesbloquear={() => setDialogo('desbloquear')}
        onEliminar={() => setDialogo('eliminar')}
        onDescartar={onDescartar}
      />
      {registro !== null && dialogo === 'desbloquear' && (
        <MotivoDialog
          titulo="Desbloquear registro"
          explicacion="El registro volverá a poder modificarse. El motivo queda en el historial de cambios."
          textoConfirmar="Desbloquear"
          mensajeExito={`${etapa.titulo}: registro desbloqueado.`}
          accion={(motivo) => desbloquearRegistroEtapa(pacienteId, etapa, registro.registro_id, registro.version, motivo)}
          onCerrar={() => setDialogo(null)}
          onHecho={terminar}
        />
      )}
      {registro !== null && dialogo === 'eliminar' && (
        <MotivoDialog
          titulo="Eliminar registro"
          explicacion="El registro dejará de formar parte del expediente del paciente. El motivo queda en el historial de cambios."
          textoConfirmar="Eliminar"
          mensajeExito={`${etapa.titulo}: registro eliminado.`}
          accion={(motivo) => eliminarRegistroEtapa(pacienteId, etapa, registro.registro_id, registro.version, motivo)}
          onCerrar={() => setDialogo(null)}
          onHecho={terminar}
        />
      )}
    </>
  );
}
