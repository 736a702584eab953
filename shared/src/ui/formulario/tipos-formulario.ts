import type { Campo, ValidacionCampo } from '@registro-lma/shared/domain';

/** One choice of an enum or multi-enum input: a catalogue code or the id of a referenced row. */
export interface OpcionCampo {
  readonly valor: string | number;
  readonly etiqueta: string;
}

/** What an input needs from the form that owns it. */
export interface EnlaceCampo {
  readonly id: string;
  readonly campo: Campo;
  readonly valor: unknown;
  readonly validacion: ValidacionCampo;
  readonly requerido: boolean;
  readonly onChange: (valor: unknown) => void;
  readonly onBlur: () => void;
}

/** A field in error as the error list shows it. */
export interface CampoEnError {
  readonly id: string;
  readonly label: string;
  readonly mensaje: string;
}

export interface CampoFormularioProps extends EnlaceCampo {
  /** Options of a field that references rows (e.g. hospitals); catalogue fields take theirs from the descriptor. */
  readonly opciones?: readonly OpcionCampo[];
  readonly type?: 'text' | 'password' | 'email';
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly disabled?: boolean;
  /** Rewrites text as it is typed (e.g. a code in upper case). */
  readonly transformarTexto?: (texto: string) => string;
  /** A text area for long free text (e.g. «Observaciones»). */
  readonly multiline?: boolean;
}
