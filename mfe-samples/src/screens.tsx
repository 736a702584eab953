import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/rutas';
import { lazyScreen, pendienteScreen } from '@registro-lma/shared/ui';

const paciente = { id: 'Paciente' };
const muestra = { id: 'Muestra' };

/** Route-level screens exposed as `samples/Screens`; the host maps paths to these names. */
const screens = {
  ListaLaboratorio: lazyScreen(() => import('./features/lista-laboratorio/lista-laboratorio-screen').then((modulo) => modulo.ListaLaboratorioScreen)),
  ListaBiobanco: pendienteScreen({ title: 'Biobanco', description: 'Lista de trabajo del biobanco.' }),
  Biobanco: pendienteScreen({ title: 'Biobanco', description: 'Registro de biobanco de una muestra del paciente.', paramLabels: { upn: 'UPN', id: 'Registro' } }),
  RegistrarMuestraPaciente: pendienteScreen({ title: 'Registrar muestra', description: 'Alta de una muestra biológica del paciente.', paramLabels: paciente }),
  RegistrarMuestra: pendienteScreen({ title: 'Registrar muestra', description: 'Edición de una muestra biológica.', paramLabels: muestra }),
  RegistrarMuestraEnsayoPaciente: pendienteScreen({ title: 'Registrar muestra de ensayo', description: 'Alta de una muestra de ensayo clínico del paciente.', paramLabels: paciente }),
  RegistrarMuestraEnsayo: pendienteScreen({ title: 'Registrar muestra de ensayo', description: 'Edición de una muestra de ensayo clínico.', paramLabels: muestra }),
  ConfirmarMuestra: lazyScreen(() => import('./features/confirmacion-muestra/confirmar-muestra-screen').then((modulo) => modulo.ConfirmarMuestraScreen)),
  SubirInforme: lazyScreen(() => import('./features/subida-informe/subir-informe-screen').then((modulo) => modulo.SubirInformeScreen)),
} satisfies Record<PantallaDe<'samples'>, ComponentType>;

export default screens;
