import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/rutas';
import { lazyScreen, pendienteScreen } from '@registro-lma/shared/ui';

const muestra = { id: 'Muestra' };

const registro = () => import('./features/registro-muestra/registrar-muestra-screen');

/** Route-level screens exposed as `samples/Screens`; the host maps paths to these names. */
const screens = {
  ListaLaboratorio: pendienteScreen({ title: 'Muestras del laboratorio', description: 'Lista de trabajo del laboratorio.' }),
  ListaBiobanco: lazyScreen(() => import('./features/lista-biobanco/lista-biobanco-screen').then((modulo) => modulo.ListaBiobancoScreen)),
  Biobanco: lazyScreen(() => import('./features/registro-biobanco/registro-biobanco-screen').then((modulo) => modulo.RegistroBiobancoScreen)),
  RegistrarMuestraPaciente: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraPacienteScreen)),
  RegistrarMuestra: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraScreen)),
  RegistrarMuestraEnsayoPaciente: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraEnsayoPacienteScreen)),
  RegistrarMuestraEnsayo: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraEnsayoScreen)),
  ConfirmarMuestra: pendienteScreen({ title: 'Confirmar muestra', description: 'Confirmación de la recepción de la muestra en el laboratorio.', paramLabels: muestra }),
  SubirInforme: pendienteScreen({ title: 'Subir informe', description: 'Carga del informe de laboratorio de la muestra.', paramLabels: muestra }),
} satisfies Record<PantallaDe<'samples'>, ComponentType>;

export default screens;
