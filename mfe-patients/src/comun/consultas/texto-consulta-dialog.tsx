import { useMemo, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { CAMPO_TEXTO_CONSULTA } from '@registro-lma/shared/domain';
import { CampoFormulario, FormularioDialog, useFormulario, useGuardado } from '@registro-lma/shared/ui';

export interface TextoConsultaDialogProps<R> {
  readonly titulo: string;
  readonly children?: ReactNode;
  readonly textoConfirmar: string;
  /** Closing a query may say why; every other step must. */
  readonly opcional?: boolean;
  readonly mensajeExito: string | ((hecho: R) => string);
  readonly accion: (texto: string | null) => Promise<R>;
  readonly onCerrar: () => void;
  readonly onHecho: (hecho: R) => void;
  /** After a version conflict: read the query again (closing this dialog). */
  readonly onRecargar?: () => void;
}

const CAMPO_OPCIONAL = { ...CAMPO_TEXTO_CONSULTA, required: 'opcional' } as const;

/** A step of a query that writes a text (open, answer, close, reopen); the API's errors, a 409 included, show inside. */
export function TextoConsultaDialog<R>({ titulo, children, textoConfirmar, opcional = false, mensajeExito, accion, onCerrar, onHecho, onRecargar }: TextoConsultaDialogProps<R>) {
  const campos = useMemo(() => [opcional ? CAMPO_OPCIONAL : CAMPO_TEXTO_CONSULTA] as const, [opcional]);
  const formulario = useFormulario(campos, { texto_consulta: '' });
  const guardado = useGuardado(
    formulario,
    (datos) => {
      const texto = typeof datos.texto_consulta === 'string' ? datos.texto_consulta.trim() : '';
      return accion(texto === '' ? null : texto);
    },
    onHecho,
    mensajeExito,
  );
  return (
    <Dialog open onClose={onCerrar} aria-labelledby="texto-consulta-titulo" maxWidth="sm" fullWidth>
      <DialogTitle id="texto-consulta-titulo">{titulo}</DialogTitle>
      <FormularioDialog errores={formulario.errores} guardado={guardado} onCancelar={onCerrar} onRecargar={onRecargar ?? onCerrar} textoGuardar={textoConfirmar}>
        {children}
        <CampoFormulario {...formulario.enlace('texto_consulta')} multiline autoFocus />
      </FormularioDialog>
    </Dialog>
  );
}
