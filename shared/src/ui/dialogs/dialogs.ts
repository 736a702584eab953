import type { ReactNode } from 'react';
import { requestDialog } from './dialog-store';

/** Spec §9: default popup width. */
export const DEFAULT_DIALOG_WIDTH = '32em';
const ACEPTAR = 'Aceptar';
const CANCELAR = 'Cancelar';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  width?: string;
}

export interface MessageDialogOptions {
  title: string;
  message: ReactNode;
  width?: string;
}

/** Resolves true when the user accepts, false on «Cancelar», Escape or a click outside. */
export function confirm({ title, message, confirmText, cancelText, width }: ConfirmOptions): Promise<boolean> {
  return requestDialog({
    kind: 'confirm',
    title,
    message,
    confirmText: confirmText ?? ACEPTAR,
    cancelText: cancelText ?? CANCELAR,
    width: width ?? DEFAULT_DIALOG_WIDTH,
  });
}

/** Resolves once the user has closed the warning. */
export async function showWarning(options: MessageDialogOptions): Promise<void> {
  await showMessage('warning', options);
}

/** Resolves once the user has closed the error. */
export async function showError(options: MessageDialogOptions): Promise<void> {
  await showMessage('error', options);
}

function showMessage(kind: 'warning' | 'error', { title, message, width }: MessageDialogOptions): Promise<boolean> {
  return requestDialog({ kind, title, message, confirmText: ACEPTAR, cancelText: null, width: width ?? DEFAULT_DIALOG_WIDTH });
}
