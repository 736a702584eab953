import { lazy, memo, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import { CampoBooleano } from './campo-booleano';
import { CampoMultiple, CampoSeleccion } from './campo-opciones';
import { CampoTexto } from './campo-texto';
import type { CampoFormularioProps } from './tipos-formulario';

// The date picker is the heaviest input: it is fetched the first time a form shows a date (never for the login).
const cargarCampoFecha = () => import('./campo-fecha');
const CampoFecha = lazy(() => cargarCampoFecha().then((modulo) => ({ default: modulo.CampoFecha })));

/**
 * Starts fetching the date picker before a form that has dates is drawn (e.g. while its record loads), so the first
 * date field does not wait for its chunk after the data arrived.
 */
export function precargarCampoFecha(): void {
  void cargarCampoFecha();
}

function CampoFormularioBase(props: CampoFormularioProps) {
  const { campo, opciones } = props;
  switch (campo.kind) {
    case 'enum':
      return <CampoSeleccion {...props} campo={campo} />;
    case 'multiEnum':
      return <CampoMultiple {...props} campo={campo} opciones={opciones} />;
    case 'boolean':
      return <CampoBooleano {...props} />;
    case 'date':
      return (
        <Suspense fallback={<TextField label={campo.label} disabled fullWidth />}>
          <CampoFecha {...props} />
        </Suspense>
      );
    case 'text':
    case 'integer':
    case 'decimal':
      return <CampoTexto {...props} />;
  }
}

/** The state is recomputed on every render of the form: equal when it says the same, so untouched inputs keep still. */
function mismasPropiedades(antes: CampoFormularioProps, despues: CampoFormularioProps): boolean {
  const claves = new Set([...Object.keys(antes), ...Object.keys(despues)]) as Set<keyof CampoFormularioProps>;
  return [...claves].every((clave) =>
    clave === 'validacion'
      ? antes.validacion.estado === despues.validacion.estado && antes.validacion.mensaje === despues.validacion.mensaje
      : Object.is(antes[clave], despues[clave]),
  );
}

/**
 * One input for one field descriptor, in one of the four visual states (spec §5). Long forms re-render on every
 * key: an input renders again only when its own value, state or options change.
 */
export const CampoFormulario = memo(CampoFormularioBase, mismasPropiedades);
