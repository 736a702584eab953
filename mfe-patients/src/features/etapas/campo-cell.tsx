import { memo } from 'react';
import Grid from '@mui/material/Grid';
import { CampoFormulario, type CampoFormularioProps, type EnlaceCampo } from '@registro-lma/shared/ui';
import { CampoConConsulta } from '../../comun/consultas/consulta-field';

interface CeldaCampoProps {
  readonly enlace: EnlaceCampo;
  readonly extras: Partial<CampoFormularioProps> | undefined;
  /** The stage and its stored record, whose queries the field shows (none for a record not saved yet). */
  readonly formulario: string;
  readonly registroId: number | null;
}

function CeldaCampoBase({ enlace, extras, formulario, registroId }: CeldaCampoProps) {
  return (
    <Grid size={{ xs: 12, md: extras?.multiline ? 12 : 6 }}>
      <CampoConConsulta formulario={formulario} registroId={registroId} campo={enlace.campo}>
        <CampoFormulario {...enlace} {...extras} />
      </CampoConConsulta>
    </Grid>
  );
}

function mismoEnlace(antes: EnlaceCampo, despues: EnlaceCampo): boolean {
  return (
    antes.id === despues.id &&
    antes.campo === despues.campo &&
    Object.is(antes.valor, despues.valor) &&
    antes.requerido === despues.requerido &&
    antes.onChange === despues.onChange &&
    antes.onBlur === despues.onBlur &&
    antes.validacion.estado === despues.validacion.estado &&
    antes.validacion.mensaje === despues.validacion.mensaje
  );
}

/**
 * One input of a stage form in its grid cell. A stage form has up to a few hundred inputs and renders again on
 * every key: a cell whose input says the same is skipped, layout included.
 */
export const CeldaCampo = memo(
  CeldaCampoBase,
  (antes, despues) => antes.extras === despues.extras && antes.formulario === despues.formulario && antes.registroId === despues.registroId && mismoEnlace(antes.enlace, despues.enlace),
);
