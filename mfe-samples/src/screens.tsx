import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/rutas';
import { lazyScreen, pendienteScreen } from '@registro-lma/shared/ui';

const paciente = { id: 'Paciente' };
const muestra = { id: 'Muestra' };

/** Route-level screens exposed as `samples/Screens`; the host maps paths to these names. */
const screens = {
  ListaLaboratorio: pendienteScreen({ title: 'Muestras del laboratorio', description: 'Lista de trabajo del laboratorio.' }),
  ListaBiobanco: lazyScreen(() => import('./features/lista-biobanco/lista-biobanco-screen').then((modulo) => modulo.ListaBiobancoScreen)),
  Biobanco: lazyScreen(() => import('./features/registro-biobanco/registro-biobanco-screen').then((modulo) => modulo.RegistroBiobancoScreen)),
  RegistrarMuestraPaciente: pendienteScreen({ title: 'Registrar muestra', description: 'Alta de una muestra biológica del paciente.', paramLabels: paciente }),
  RegistrarMuestra: pendienteScreen({ title: 'Registrar muestra', description: 'Edición de una muestra biológica.', paramLabels: muestra }),
  RegistrarMuestraEnsayoPaciente: pendienteScreen({ title: 'Registrar muestra de ensayo', description: 'Alta de una muestra de ensayo clínico del paciente.', paramLabels: paciente }),
  RegistrarMuestraEnsayo: pendienteScreen({ title: 'Registrar muestra de ensayo', description: 'Edición de una muestra de ensayo clínico.', paramLabels: muestra }),
  ConfirmarMuestra: pendienteScreen({ title: 'Confirmar muestra', description: 'Confirmación de la recepción de la muestra en el laboratorio.', paramLabels: muestra }),
  SubirInforme: pendienteScreen({ title: 'Subir informe', description: 'Carga del informe de laboratorio de la muestra.', paramLabels: muestra }),
} satisfies Record<PantallaDe<'samples'>, ComponentType>;

export default screens;
