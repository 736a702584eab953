import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

export type DialogKind = 'confirm' | 'warning' | 'error';

export interface DialogRequest {
  id: number;
  kind: DialogKind;
  title: string;
  message: ReactNode;
  confirmText: string;
  /** Only confirmations offer a way out other than accepting. */
  cancelText: string | null;
  width: string;
  /** Set once the user has answered; the request stays until its closing animation ends. */
  answered: boolean;
  resolve: (accepted: boolean) => void;
}

interface DialogState {
  queue: readonly DialogRequest[];
}

/** Requests waiting for `<DialogsHost>`, first one on screen: dialogs never stack over each other. */
export const dialogStore = createStore<DialogState>()(() => ({ queue: [] }));

let lastId = 0;

export function requestDialog(request: Omit<DialogRequest, 'id' | 'answered' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    lastId += 1;
    const queued: DialogRequest = { ...request, id: lastId, answered: false, resolve };
    dialogStore.setState(({ queue }) => ({ queue: [...queue, queued] }));
  });
}

export function answerDialog(id: number, accepted: boolean): void {
  const request = dialogStore.getState().queue.find((queued) => queued.id === id);
  if (request === undefined || request.answered) return;
  dialogStore.setState(({ queue }) => ({ queue: queue.map((queued) => (queued.id === id ? { ...queued, answered: true } : queued)) }));
  request.resolve(accepted);
}

export function removeDialog(id: number): void {
  dialogStore.setState(({ queue }) => ({ queue: queue.filter((queued) => queued.id !== id) }));
}
