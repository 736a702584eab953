import type { ComponentType } from 'react';
import { PANTALLAS_ETAPAS } from '@registro-lma/shared/domain';
import { RUTAS_ETAPAS, type PantallaDe } from '@registro-lma/shared/routes';
import { lazyScreen } from '@registro-lma/shared/ui';

const etapas = () => import('./features/etapas/etapas-screen');

/**
 * Route-level screens exposed as `patients/Screens`, one per key of the route table (a missing or misspelled one
 * fails the type check). Each real screen is its own chunk, the clinical stages one for all (they share the generic
 * stage form).
 */
const screens = {
  Inicio: lazyScreen(() => import('./features/inicio/inicio-screen').then((modulo) => modulo.InicioScreen)),
  RegistrarPaciente: lazyScreen(() => import('./features/registro-paciente/registrar-paciente-screen').then((modulo) => modulo.RegistrarPacienteScreen)),
  Paciente: lazyScreen(() => import('./features/ficha-paciente/paciente-screen').then((modulo) => modulo.PacienteScreen)),
  DatosEsenciales: lazyScreen(() => import('./features/datos-esenciales/datos-esenciales-screen').then((modulo) => modulo.DatosEsencialesScreen)),
  Calidad: lazyScreen(() => import('./features/calidad/calidad-screen').then((modulo) => modulo.CalidadScreen)),
  ...(Object.fromEntries(
    PANTALLAS_ETAPAS.map((pantalla) => [RUTAS_ETAPAS[pantalla].screen, lazyScreen(() => etapas().then((modulo) => modulo.PANTALLAS_DE_ETAPAS[pantalla]))]),
  ) as Record<(typeof RUTAS_ETAPAS)[keyof typeof RUTAS_ETAPAS]['screen'], ComponentType>),
} satisfies Record<PantallaDe<'patients'>, ComponentType>;

export default screens;
