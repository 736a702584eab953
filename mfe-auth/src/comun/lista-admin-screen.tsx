import { Fragment, useState, type ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import { ACTIVE_RECORDS, PagedTable, ScreenLayout, SearchToolbar, usePagedList } from '@registro-lma/shared/ui';
import { ejecutarAccionAdmin } from './admin-actions';
import { BotonNuevo } from './nuevo-button';

/** The dialog of a list: closed, creating (null) or editing a record by id. */
type Edicion = { readonly id: number | null } | null;

export interface DialogoListaAdmin {
  /** null: a new record. */
  readonly id: number | null;
  readonly onCerrar: () => void;
  readonly onGuardado: () => void;
}

export interface AccionesFilaAdmin<T> {
  readonly onEditar: (registro: T) => void;
  readonly onDesactivar: (registro: T) => void;
}

export interface ListaAdminScreenProps<T> {
  /** The record's (masculine) noun, «centro» and «centros»: the title and the list's texts are built from it. */
  readonly nombre: { readonly singular: string; readonly plural: string };
  readonly endpoint: string;
  /** What the search text matches («Código, nombre o ciudad»). */
  readonly busqueda: string;
  readonly cabeceras: readonly string[];
  readonly idDe: (registro: T) => number;
  readonly fila: (registro: T, acciones: AccionesFilaAdmin<T>) => ReactNode;
  /** What deactivating the record means, asked before it is done. */
  readonly avisoDesactivar: (registro: T) => string;
  /** Records are deactivated, never deleted. */
  readonly desactivar: (id: number) => Promise<unknown>;
  readonly dialogo: (dialogo: DialogoListaAdmin) => ReactNode;
}

const mayuscula = (texto: string) => `${texto.charAt(0).toUpperCase()}${texto.slice(1)}`;

/** An ADMIN list of records (centres, users): search, active filter, pages, a dialog to create or edit, and deactivation. */
export function ListaAdminScreen<T>({ nombre, endpoint, busqueda, cabeceras, idDe, fila, avisoDesactivar, desactivar, dialogo }: ListaAdminScreenProps<T>) {
  const lista = usePagedList<T, typeof ACTIVE_RECORDS>(endpoint, ACTIVE_RECORDS);
  const [edicion, setEdicion] = useState<Edicion>(null);
  const titulo = mayuscula(nombre.plural);

  const pedirDesactivar = async (registro: T) => {
    const resultado = await ejecutarAccionAdmin({
      confirmacion: { title: `Desactivar ${nombre.singular}`, message: avisoDesactivar(registro), confirmText: 'Desactivar' },
      accion: () => desactivar(idDe(registro)),
      exito: `${mayuscula(nombre.singular)} desactivado.`,
      fallo: `No se ha podido desactivar el ${nombre.singular}.`,
    });
    if (resultado === 'hecha') lista.reload();
  };

  const guardado = () => {
    setEdicion(null);
    lista.reload();
  };

  const acciones: AccionesFilaAdmin<T> = { onEditar: (registro) => setEdicion({ id: idDe(registro) }), onDesactivar: (registro) => void pedirDesactivar(registro) };
  return (
    <ScreenLayout titulo={titulo}>
      <SearchToolbar
        filters={lista.filters}
        onSearch={lista.setFilters}
        searchLabel={busqueda}
        action={<BotonNuevo texto={`Nuevo ${nombre.singular}`} onClick={() => setEdicion({ id: null })} />}
      />
      <PagedTable
        list={lista}
        label={titulo}
        emptyMessage={`No hay ${nombre.plural} que cumplan los filtros.`}
        header={cabeceras.map((cabecera) => (
          <TableCell key={cabecera}>{cabecera}</TableCell>
        ))}
        renderRow={(registro) => <Fragment key={idDe(registro)}>{fila(registro, acciones)}</Fragment>}
      />
      {edicion && dialogo({ id: edicion.id, onCerrar: () => setEdicion(null), onGuardado: guardado })}
    </ScreenLayout>
  );
}
