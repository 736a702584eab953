import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmberOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { answerDialog, dialogStore, removeDialog, type DialogKind } from './dialog-store';

const TITLE_LOOK: Record<DialogKind, { color?: string; icon?: ReactNode }> = {
  confirm: {},
  warning: { color: 'warning.main', icon: <WarningAmberIcon aria-hidden /> },
  error: { color: 'error.main', icon: <ErrorOutlineIcon aria-hidden /> },
};

/** Mounted once by the host: shows the dialogs requested with confirm(), showWarning() and showError(), one at a time. */
export function DialogsHost() {
  const current = useStore(dialogStore, (state) => state.queue[0]);
  if (current === undefined) return null;

  const titleId = `dialog-title-${current.id}`;
  const messageId = `dialog-message-${current.id}`;
  const look = TITLE_LOOK[current.kind];
  const answer = (accepted: boolean) => answerDialog(current.id, accepted);

  return (
    <Dialog
      key={current.id}
      open={!current.answered}
      onClose={() => answer(false)}
      maxWidth={false}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{
        paper: { style: { width: current.width } },
        transition: { onExited: () => removeDialog(current.id) },
      }}
    >
      <DialogTitle id={titleId} sx={{ color: look.color, display: 'flex', alignItems: 'center', gap: 1 }}>
        {look.icon}
        {current.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {current.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {current.cancelText !== null && (
          // Focus starts on the safe choice: a stray Enter must not confirm a destructive action.
          <Button onClick={() => answer(false)} autoFocus>
            {current.cancelText}
          </Button>
        )}
        <Button variant="contained" onClick={() => answer(true)} autoFocus={current.cancelText === null}>
          {current.confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
