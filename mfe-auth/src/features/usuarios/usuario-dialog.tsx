import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CatalogoEditable, Usuario } from '@registro-lma/shared/domain';
import { ErrorState, LoadingState, useCatalogosVigentes, useRemoteData } from '@registro-lma/shared/ui';
import { FormularioAltaUsuario } from './alta-usuario-form';
import { FormularioEdicionUsuario } from './edicion-usuario-form';
import { listarHospitalesSelect, obtenerUsuario } from './usuarios.resource';

export interface UsuarioDialogProps {
  /** null creates a new user. */
  readonly usuarioId: number | null;
  readonly onCerrar: () => void;
  readonly onGuardado: (usuario: Usuario) => void;
}

/** The ⚙ catalogues a user is assigned from. */
const CATALOGOS_USUARIO: readonly CatalogoEditable[] = ['laboratorio', 'biolab'];

/** Create or edit a user. Editing starts from a fresh read, so the version sent is the current one. */
export function UsuarioDialog({ usuarioId, onCerrar, onGuardado }: UsuarioDialogProps) {
  const hospitales = useRemoteData(listarHospitalesSelect);
  const vigentes = useCatalogosVigentes(CATALOGOS_USUARIO);
  const cargarUsuario = useCallback(() => (usuarioId === null ? Promise.resolve(null) : obtenerUsuario(usuarioId)), [usuarioId]);
  const usuario = useRemoteData(cargarUsuario);
  const titulo = usuarioId === null ? 'Nuevo usuario' : 'Editar usuario';
  const centros = hospitales.data ?? [];

  const contenido = () => {
    if (usuario.error !== null) {
      return (
        <DialogContent>
          <ErrorState message={usuario.error} onRetry={usuario.reload} />
        </DialogContent>
      );
    }
    if (usuarioId === null) return <FormularioAltaUsuario hospitales={centros} vigentes={vigentes} onCancelar={onCerrar} onGuardado={onGuardado} />;
    if (usuario.data === null) {
      return (
        <DialogContent>
          <LoadingState />
        </DialogContent>
      );
    }
    return (
      <FormularioEdicionUsuario
        key={usuario.loads}
        usuario={usuario.data}
        hospitales={centros}
        vigentes={vigentes}
        onCancelar={onCerrar}
        onGuardado={onGuardado}
        onRecargar={usuario.reload}
      />
    );
  };

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="usuario-dialog-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="usuario-dialog-titulo">{titulo}</DialogTitle>
      {hospitales.error !== null && (
        <Alert
          severity="warning"
          sx={{ mx: 3 }}
          action={
            <Button color="inherit" size="small" onClick={hospitales.reload}>
              Reintentar
            </Button>
          }
        >
          No se ha podido cargar la lista de centros: {hospitales.error}
        </Alert>
      )}
      {contenido()}
    </Dialog>
  );
}
