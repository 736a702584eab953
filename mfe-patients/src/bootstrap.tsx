import { startStandaloneRemote } from '@registro-lma/shared/ui';
import screens from './screens';

// Development only: this remote without the host (the host never loads this file).
startStandaloneRemote({ name: 'patients', title: 'Pacientes', screens });
