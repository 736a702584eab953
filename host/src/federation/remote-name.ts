import { REMOTOS, type Remoto } from '@registro-lma/shared/routes';

/** Federation names of the remotes (contract): each exposes `./Screens`; declared with the route table. */
export const REMOTE_NAMES = REMOTOS;

export type RemoteName = Remoto;
