import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/rutas';
import { lazyScreen, pendienteScreen } from '@registro-lma/shared/ui';

const muestra = { id: 'Muestra' };

const registro = () => import('./features/registro-muestra/registrar-muestra-screen');

/** Route-level screens exposed as `samples/Screens`; the host maps paths to these names. */
const screens = {
  ListaLaboratorio: pendienteScreen({ title: 'Muestras del laboratorio', description: 'Lista de trabajo del laboratorio.' }),
  ListaBiobanco: pendienteScreen({ title: 'Biobanco', description: 'Lista de trabajo del biobanco.' }),
  Biobanco: pendienteScreen({ title: 'Biobanco', description: 'Registro de biobanco de una muestra del paciente.', paramLabels: { upn: 'UPN', id: 'Registro' } }),
  RegistrarMuestraPaciente: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraPacienteScreen)),
  RegistrarMuestra: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraScreen)),
  RegistrarMuestraEnsayoPaciente: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraEnsayoPacienteScreen)),
  RegistrarMuestraEnsayo: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraEnsayoScreen)),
  ConfirmarMuestra: pendienteScreen({ title: 'Confirmar muestra', description: 'Confirmación de la recepción de la muestra en el laboratorio.', paramLabels: muestra }),
  SubirInforme: pendienteScreen({ title: 'Subir informe', description: 'Carga del informe de laboratorio de la muestra.', paramLabels: muestra }),
} satisfies Record<PantallaDe<'samples'>, ComponentType>;

export default screens;
