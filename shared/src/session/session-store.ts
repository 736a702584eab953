import { createStore } from 'zustand/vanilla';
import { readCookie, TOKEN_COOKIE } from './cookies';
import type { UsuarioSesion } from '../domain/admin/esquemas-usuario';

export interface SessionState {
  token: string | null;
  usuario: UsuarioSesion | null;
  setToken: (token: string | null) => void;
  setUsuario: (usuario: UsuarioSesion | null) => void;
  clear: () => void;
}

/** The one session store: module federation shares this module as a singleton, so host and remotes see the same state. */
export const sessionStore = createStore<SessionState>()((set) => ({
  // After a page reload the cookie still holds the token until the host renews it.
  token: readCookie(TOKEN_COOKIE),
  usuario: null,
  setToken: (token) => set({ token }),
  setUsuario: (usuario) => set({ usuario }),
  clear: () => set({ token: null, usuario: null }),
}));

// Instance proof for the end-to-end test: a second copy of this module (a federation misconfiguration) adds a second id.
const storeRegistry = globalThis as typeof globalThis & { __registroLmaSessionStores?: string[] };
(storeRegistry.__registroLmaSessionStores ??= []).push(`session-store-${Date.now()}-${Math.random().toString(36).slice(2)}`);
