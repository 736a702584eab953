import type { ComponentType } from 'react';
import { lazyScreen } from '@registro-lma/shared/ui';

const etapas = () => import('./features/etapas/pantallas-etapas');

/**
 * Route-level screens exposed as `patients/Screens`; the host maps paths to these names. Each real screen is its
 * own chunk, the clinical stages one for all (they share the generic stage form).
 */
const screens: Record<string, ComponentType> = {
  Inicio: lazyScreen(() => import('./features/inicio/inicio-screen').then((modulo) => modulo.InicioScreen)),
  RegistrarPaciente: lazyScreen(() => import('./features/registro-paciente/registrar-paciente-screen').then((modulo) => modulo.RegistrarPacienteScreen)),
  Paciente: lazyScreen(() => import('./features/ficha-paciente/paciente-screen').then((modulo) => modulo.PacienteScreen)),
  DatosEsenciales: lazyScreen(() => import('./features/datos-esenciales/datos-esenciales-screen').then((modulo) => modulo.DatosEsencialesScreen)),
  Diagnostico: lazyScreen(() => etapas().then((modulo) => modulo.DiagnosticoScreen)),
  Induccion: lazyScreen(() => etapas().then((modulo) => modulo.InduccionScreen)),
  Consolidacion: lazyScreen(() => etapas().then((modulo) => modulo.ConsolidacionScreen)),
  Trasplante: lazyScreen(() => etapas().then((modulo) => modulo.TrasplanteScreen)),
  Seguimiento: lazyScreen(() => etapas().then((modulo) => modulo.SeguimientoScreen)),
  Recaida: lazyScreen(() => etapas().then((modulo) => modulo.RecaidaScreen)),
  Muerte: lazyScreen(() => etapas().then((modulo) => modulo.MuerteScreen)),
};

export default screens;
