import type { ComponentType } from 'react';
import type { PantallaDe } from '@registro-lma/shared/rutas';
import { pendienteScreen } from '@registro-lma/shared/ui';

/** Route-level screens exposed as `downloads/Screens`; the host maps paths to these names. */
const screens = {
  Descargas: pendienteScreen({ title: 'Descargas', description: 'Extracciones de datos del registro por área clínica.' }),
} satisfies Record<PantallaDe<'downloads'>, ComponentType>;

export default screens;
