import { useCallback } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Hospital } from '@registro-lma/shared/domain';
import { ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { FormularioHospital } from './hospital-form';
import { obtenerHospital } from './hospitales.resource';

export interface HospitalDialogProps {
  /** null creates a new hospital. */
  readonly hospitalId: number | null;
  readonly onCerrar: () => void;
  readonly onGuardado: (hospital: Hospital) => void;
}

/** Create or edit a hospital. Editing starts from a fresh read, so the version sent is the current one. */
export function HospitalDialog({ hospitalId, onCerrar, onGuardado }: HospitalDialogProps) {
  const cargar = useCallback(() => (hospitalId === null ? Promise.resolve(null) : obtenerHospital(hospitalId)), [hospitalId]);
  const hospital = useRemoteData(cargar);

  const contenido = () => {
    if (hospitalId === null) return <FormularioHospital hospital={null} onCancelar={onCerrar} onGuardado={onGuardado} />;
    if (hospital.error !== null) {
      return (
        <DialogContent>
          <ErrorState message={hospital.error} onRetry={hospital.reload} />
        </DialogContent>
      );
    }
    if (hospital.data === null) {
      return (
        <DialogContent>
          <LoadingState />
        </DialogContent>
      );
    }
    return <FormularioHospital key={hospital.loads} hospital={hospital.data} onCancelar={onCerrar} onGuardado={onGuardado} onRecargar={hospital.reload} />;
  };

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="hospital-dialog-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="hospital-dialog-titulo">{hospitalId === null ? 'Nuevo centro' : 'Editar centro'}</DialogTitle>
      {contenido()}
    </Dialog>
  );
}
