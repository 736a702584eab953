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
