/** Federation names of the remotes (contract): each exposes `./Screens`. */
export const REMOTE_NAMES = ['auth', 'patients', 'samples', 'downloads'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
