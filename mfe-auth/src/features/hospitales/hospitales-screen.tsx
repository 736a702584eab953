import type { Hospital } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { ListaAdminScreen } from '../../comun/lista-admin-screen';
import { HospitalDialog } from './hospital-dialog';
import { CABECERAS_HOSPITAL, HospitalFila } from './hospital-row';
import { desactivarHospital } from './hospitales.resource';

/** ADMIN screen /admin/hospitales: the participating centres. */
export function HospitalesScreen() {
  return (
    <ListaAdminScreen<Hospital>
      nombre={{ singular: 'centro', plural: 'centros' }}
      endpoint={ENDPOINTS.hospitales}
      busqueda="Código, nombre o ciudad"
      cabeceras={CABECERAS_HOSPITAL}
      idDe={(hospital) => hospital.hospital_id}
      fila={(hospital, acciones) => <HospitalFila hospital={hospital} {...acciones} />}
      avisoDesactivar={(hospital) => `${hospital.codigo} · ${hospital.nombre} dejará de ofrecerse para nuevos usuarios y pacientes.`}
      desactivar={desactivarHospital}
      dialogo={({ id, onCerrar, onGuardado }) => <HospitalDialog hospitalId={id} onCerrar={onCerrar} onGuardado={onGuardado} />}
    />
  );
}
