import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Modo } from '@registro-lma/shared/domain';
import type { Guardado } from './use-guardado';

export interface AccionesGuardadoProps {
  readonly guardado: Guardado<Modo>;
  /** Another action of the record is running too (validating…). */
  readonly ocupado?: boolean;
  /** Saving is blocked while any field is in error (spec §5). */
  readonly bloqueado: boolean;
  /** A record past BORRADOR may have no «Guardar borrador». */
  readonly conBorrador?: boolean;
  readonly textoCompleto?: string;
}

/** «Guardar borrador» accepts missing values, «Marcar como completo» requires them (data-dictionary §0.2). */
export function AccionesGuardado({ guardado, ocupado = false, bloqueado, conBorrador = true, textoCompleto = 'Marcar como completo' }: AccionesGuardadoProps) {
  const enCurso = guardado.guardando || ocupado;
  const progreso = enCurso ? <CircularProgress size={18} color="inherit" aria-label="Guardando" /> : undefined;
  return (
    <>
      {conBorrador && (
        <Button variant="outlined" disabled={enCurso || bloqueado} onClick={() => void guardado.guardar('borrador')}>
          Guardar borrador
        </Button>
      )}
      <Button variant="contained" disabled={enCurso || bloqueado} startIcon={progreso} onClick={() => void guardado.guardar('completo')}>
        {textoCompleto}
      </Button>
    </>
  );
}
