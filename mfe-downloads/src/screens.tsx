import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/routes';
import { lazyScreen } from '@registro-lma/shared/ui';

/** Route-level screens exposed as `downloads/Screens`; the host maps paths to these names. */
const screens = {
  Descargas: lazyScreen(() => import('./features/descargas/descargas-screen').then((modulo) => modulo.DescargasScreen)),
  Panel: lazyScreen(() => import('./features/panel/panel-screen').then((modulo) => modulo.PanelScreen)),
} satisfies Record<PantallaDe<'downloads'>, ComponentType>;

export default screens;
