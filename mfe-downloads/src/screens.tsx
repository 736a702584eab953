import type { ComponentType } from 'react';
import { pantallaPendiente } from '@registro-lma/shared/ui';

/** Route-level screens exposed as `downloads/Screens`; the host maps paths to these names. */
const screens: Record<string, ComponentType> = {
  Descargas: pantallaPendiente({ title: 'Descargas', description: 'Extracciones de datos del registro por área clínica.' }),
};

export default screens;
