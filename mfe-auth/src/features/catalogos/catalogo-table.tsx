import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { catalogoMomentosDe, type FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { ejecutarAccionAdmin, type AccionAdmin } from '../../comun/admin-actions';
import { BotonNuevo } from '../../comun/nuevo-button';
import { cambiarActividad, eliminarFila, obtenerCatalogo, ordenarCatalogo } from './catalogos.resource';
import { CABECERAS_CATALOGO, FilaCatalogo } from './catalogo-row';
import { FilaCatalogoDialog } from './fila-catalogo-dialog';

export interface TablaCatalogoProps {
  readonly catalogo: string;
  /** The catalogue's name: the table's accessible name and the dialogs' titles. */
  readonly titulo: string;
  /** Opens a trial's own moment list (the trials' tab only). */
  readonly onMomentos?: (ensayo: FilaCatalogoAdmin) => void;
}

/** Dialog state: closed, creating (null) or editing a row. */
type Edicion = { readonly fila: FilaCatalogoAdmin | null } | null;

/** The trial's own moment list, if it has one (not «No incluido», not «Otro ensayo» with the general list). */
function momentosPropios(catalogo: string, fila: FilaCatalogoAdmin): string | null {
  if (catalogo !== 'ensayo') return null;
  const momentos = catalogoMomentosDe(fila.codigo);
  return momentos === 'momento_muestra' ? null : momentos;
}

/** One ⚙ catalogue: its codes in order, inactive ones included, with every administration action. */
export function TablaCatalogo({ catalogo, titulo, onMomentos }: TablaCatalogoProps) {
  const cargar = useCallback(() => obtenerCatalogo(catalogo), [catalogo]);
  const datos = useRemoteData(cargar);
  const [edicion, setEdicion] = useState<Edicion>(null);

  /** A failed change reloads the catalogue too, to show it as it now is (e.g. after a stale order). */
  const ejecutar = async (accion: Omit<AccionAdmin, 'fallo'>) => {
    if ((await ejecutarAccionAdmin({ ...accion, fallo: 'No se ha podido guardar el cambio.' })) !== 'cancelada') datos.reload();
  };

  const cambiarEstado = (fila: FilaCatalogoAdmin) =>
    ejecutar({
      // Reactivating asks nothing.
      confirmacion: fila.activo
        ? {
            title: 'Desactivar código',
            message: `${fila.codigo} · ${fila.etiqueta} dejará de ofrecerse en registros nuevos; los existentes lo conservan.`,
            confirmText: 'Desactivar',
          }
        : undefined,
      accion: () => cambiarActividad(catalogo, fila, !fila.activo),
      exito: fila.activo ? 'Código desactivado.' : 'Código reactivado.',
    });

  const eliminar = (fila: FilaCatalogoAdmin) =>
    ejecutar({
      confirmacion: {
        title: 'Eliminar código',
        message: `${fila.codigo} · ${fila.etiqueta} se eliminará del catálogo. Un código en uso solo puede desactivarse.`,
        confirmText: 'Eliminar',
      },
      accion: () => eliminarFila(catalogo, fila),
      exito: 'Código eliminado.',
    });

  const contenido = () => {
    if (datos.error !== null) return <ErrorState message={datos.error} onRetry={datos.reload} />;
    if (datos.data === null) return <LoadingState />;
    const { filas, version } = datos.data;
    if (filas.length === 0) return <EmptyState message="El catálogo no tiene códigos todavía." />;
    const mover = (indice: number, paso: -1 | 1) => {
      const codigos = filas.map((fila) => fila.codigo);
      const [movido] = codigos.splice(indice, 1);
      if (movido === undefined) return;
      codigos.splice(indice + paso, 0, movido);
      void ejecutar({ accion: () => ordenarCatalogo(catalogo, codigos, version), exito: 'Orden guardado.' });
    };
    return (
      <TableContainer>
        <Table size="small" aria-label={titulo}>
          <TableHead>
            <TableRow>
              {CABECERAS_CATALOGO.map((cabecera) => (
                <TableCell key={cabecera}>{cabecera}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((fila, indice) => (
              <FilaCatalogo
                key={fila.codigo}
                catalogo={catalogo}
                fila={fila}
                primera={indice === 0}
                ultima={indice === filas.length - 1}
                onEditar={() => setEdicion({ fila })}
                onMover={(paso) => mover(indice, paso)}
                onCambiarActividad={() => void cambiarEstado(fila)}
                onEliminar={() => void eliminar(fila)}
                {...(onMomentos === undefined || momentosPropios(catalogo, fila) === null ? {} : { onMomentos: () => onMomentos(fila) })}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  const guardado = () => {
    setEdicion(null);
    datos.reload();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <BotonNuevo texto="Nuevo código" onClick={() => setEdicion({ fila: null })} />
      </Stack>
      {contenido()}
      {edicion && <FilaCatalogoDialog catalogo={catalogo} titulo={titulo} fila={edicion.fila} onCerrar={() => setEdicion(null)} onGuardado={guardado} />}
    </Stack>
  );
}
