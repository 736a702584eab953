import { memo } from 'react';
import Grid from '@mui/material/Grid';
import { CampoFormulario, type CampoFormularioProps, type EnlaceCampo } from '@registro-lma/shared/ui';

interface CeldaCampoProps {
  readonly enlace: EnlaceCampo;
  readonly extras: Partial<CampoFormularioProps> | undefined;
}

function CeldaCampoBase({ enlace, extras }: CeldaCampoProps) {
  return (
    <Grid size={{ xs: 12, md: extras?.multiline ? 12 : 6 }}>
      <CampoFormulario {...enlace} {...extras} />
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
export const CeldaCampo = memo(CeldaCampoBase, (antes, despues) => antes.extras === despues.extras && mismoEnlace(antes.enlace, despues.enlace));
