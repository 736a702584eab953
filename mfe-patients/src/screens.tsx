import type { ComponentType } from 'react';
import { lazyScreen, pantallaPendiente } from '@registro-lma/shared/ui';

const paciente = { id: 'Paciente' };

/**
 * Route-level screens exposed as `patients/Screens`; the host maps paths to these names. Each real screen is its
 * own chunk; the clinical stages stay placeholders until their APIs arrive.
 */
const screens: Record<string, ComponentType> = {
  Inicio: lazyScreen(() => import('./features/inicio/inicio-screen').then((modulo) => modulo.InicioScreen)),
  RegistrarPaciente: lazyScreen(() => import('./features/registro-paciente/registrar-paciente-screen').then((modulo) => modulo.RegistrarPacienteScreen)),
  Paciente: lazyScreen(() => import('./features/ficha-paciente/paciente-screen').then((modulo) => modulo.PacienteScreen)),
  DatosEsenciales: pantallaPendiente({ title: 'Datos esenciales', description: 'Conjunto mínimo de datos del paciente.', paramLabels: paciente }),
  Diagnostico: pantallaPendiente({ title: 'Diagnóstico', description: 'Formulario de la etapa de diagnóstico.', paramLabels: paciente }),
  Induccion: pantallaPendiente({ title: 'Inducción', description: 'Formulario del tratamiento de inducción.', paramLabels: paciente }),
  Consolidacion: pantallaPendiente({ title: 'Consolidación', description: 'Ciclos de consolidación y mantenimiento.', paramLabels: paciente }),
  Trasplante: pantallaPendiente({ title: 'Trasplante', description: 'Trasplantes de progenitores hematopoyéticos.', paramLabels: paciente }),
  Seguimiento: pantallaPendiente({ title: 'Seguimiento', description: 'Contactos de seguimiento del paciente.', paramLabels: paciente }),
  Recaida: pantallaPendiente({ title: 'Recaída', description: 'Episodios de recaída y tratamientos de rescate.', paramLabels: paciente }),
  Muerte: pantallaPendiente({ title: 'Muerte', description: 'Registro del fallecimiento del paciente.', paramLabels: paciente }),
};

export default screens;
