import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Hospital } from '@registro-lma/shared/domain';
import { ACTIVE_RECORDS, confirm, notify, PagedTable, SearchToolbar, usePagedList } from '@registro-lma/shared/ui';
import { ENDPOINTS, HttpError } from '@registro-lma/shared/http';
import { HospitalDialog } from './hospital-dialog';
import { CABECERAS_HOSPITAL, HospitalFila } from './hospital-fila';
import { desactivarHospital } from './hospitales.resource';

/** Dialog state: closed, creating (null) or editing a hospital by id. */
type Edicion = { readonly hospitalId: number | null } | null;

/** ADMIN screen /admin/hospitales: the participating centres. */
export function HospitalesScreen() {
  const lista = usePagedList<Hospital, typeof ACTIVE_RECORDS>(ENDPOINTS.hospitales, ACTIVE_RECORDS);
  const [edicion, setEdicion] = useState<Edicion>(null);

  const desactivar = async (hospital: Hospital) => {
    const aceptado = await confirm({
      title: 'Desactivar centro',
      message: `${hospital.codigo} · ${hospital.nombre} dejará de ofrecerse para nuevos usuarios y pacientes.`,
      confirmText: 'Desactivar',
    });
    if (!aceptado) return;
    try {
      const desactivado = await desactivarHospital(hospital.hospital_id);
      notify('Centro desactivado.', { variant: 'success' });
      for (const aviso of desactivado.avisos ?? []) notify(aviso, { variant: 'warning' });
      lista.reload();
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'No se ha podido desactivar el centro.', { variant: 'error' });
    }
  };

  const guardado = () => {
    setEdicion(null);
    lista.reload();
  };

  return (
    <Stack component="section" spacing={3} aria-labelledby="hospitales-titulo">
      <Typography id="hospitales-titulo" variant="h4" component="h1">
        Centros
      </Typography>
      <SearchToolbar
        filters={lista.filters}
        onSearch={lista.setFilters}
        searchLabel="Código, nombre o ciudad"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEdicion({ hospitalId: null })}>
            Nuevo centro
          </Button>
        }
      />
      <PagedTable
        list={lista}
        label="Centros"
        emptyMessage="No hay centros que cumplan los filtros."
        header={CABECERAS_HOSPITAL.map((cabecera) => (
          <TableCell key={cabecera}>{cabecera}</TableCell>
        ))}
        renderRow={(hospital) => (
          <HospitalFila
            key={hospital.hospital_id}
            hospital={hospital}
            onEditar={(elegido) => setEdicion({ hospitalId: elegido.hospital_id })}
            onDesactivar={(elegido) => void desactivar(elegido)}
          />
        )}
      />
      {edicion && <HospitalDialog hospitalId={edicion.hospitalId} onCerrar={() => setEdicion(null)} onGuardado={guardado} />}
    </Stack>
  );
}
