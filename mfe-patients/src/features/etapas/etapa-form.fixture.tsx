import { crearUsuarioSesion, renderScreen } from '@registro-lma/shared/mock';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';
import { expedienteDe } from '@registro-lma/shared/fixtures/expediente';
import { grupoFecha } from '../../comun/campos-prueba.fixture';
import { FormularioEtapa, type FormularioEtapaProps } from './etapa-form';
import type { CambiosRegistro } from '@registro-lma/shared/ui';
import { RUTAS_API } from '@registro-lma/shared/http';

/** `PUT`/`DELETE` of the example stage (a one-per-patient stage) of patient 12. */
export const RUTA_EJEMPLO = RUTAS_API.etapaPaciente(12, 'ejemplo');

/** What the form told its screen. */
export interface AvisosPantalla {
  cambios: number;
  readonly conflictos: CambiosRegistro[];
}

/** The example stage's form for patient 12 (diagnosed 15/01/2024), a new record for a clinician unless given. */
export async function abrirFormulario(props: Partial<FormularioEtapaProps> = {}) {
  const pantalla: AvisosPantalla = { cambios: 0, conflictos: [] };
  const rendered = renderScreen(
    <FormularioEtapa
      etapa={ETAPA_EJEMPLO}
      pacienteId={12}
      registro={null}
      expediente={expedienteDe({ paciente: { paciente_id: 12 } })}
      usuario={crearUsuarioSesion()}
      admiteDatos
      claveBorrador={null}
      escritoAntes={null}
      onConflicto={(escrito) => pantalla.conflictos.push(escrito)}
      onCambiado={() => {
        pantalla.cambios += 1;
      }}
      {...props}
    />,
  );
  await grupoFecha('Fecha');
  return { ...rendered, pantalla };
}
