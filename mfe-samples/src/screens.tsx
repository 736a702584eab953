import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/routes';
import { lazyScreen } from '@registro-lma/shared/ui';

const registro = () => import('./features/registro-muestra/registrar-muestra-screen');

/** Route-level screens exposed as `samples/Screens`; the host maps paths to these names. */
const screens = {
  ListaLaboratorio: lazyScreen(() => import('./features/lista-laboratorio/lista-laboratorio-screen').then((modulo) => modulo.ListaLaboratorioScreen)),
  ListaBiobanco: lazyScreen(() => import('./features/lista-biobanco/lista-biobanco-screen').then((modulo) => modulo.ListaBiobancoScreen)),
  Biobanco: lazyScreen(() => import('./features/registro-biobanco/registro-biobanco-screen').then((modulo) => modulo.RegistroBiobancoScreen)),
  RegistrarMuestraPaciente: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraPacienteScreen)),
  RegistrarMuestra: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraScreen)),
  RegistrarMuestraEnsayoPaciente: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraEnsayoPacienteScreen)),
  RegistrarMuestraEnsayo: lazyScreen(() => registro().then((modulo) => modulo.RegistrarMuestraEnsayoScreen)),
  RecepcionBloque: lazyScreen(() => import('./features/confirmacion-muestra/recepcion-bloque-screen').then((modulo) => modulo.RecepcionBloqueScreen)),
  ConfirmarMuestra: lazyScreen(() => import('./features/confirmacion-muestra/confirmar-muestra-screen').then((modulo) => modulo.ConfirmarMuestraScreen)),
  SubirInforme: lazyScreen(() => import('./features/subida-informe/subir-informe-screen').then((modulo) => modulo.SubirInformeScreen)),
} satisfies Record<PantallaDe<'samples'>, ComponentType>;

export default screens;
