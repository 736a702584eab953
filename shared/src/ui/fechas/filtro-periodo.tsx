import { lazy, startTransition, Suspense, useState } from 'react';
import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatMensaje } from '@registro-lma/shared/domain';

/** A period filter's bounds as the API takes them: `YYYY-MM-DD`, `''` = open. */
export interface Periodo {
  readonly desde: string;
  readonly hasta: string;
}

/** Both bounds given and the end before the start (ISO dates compare correctly as strings). */
export function periodoInvertido({ desde, hasta }: Periodo): boolean {
  return desde !== '' && hasta !== '' && hasta < desde;
}

// The pickers are the heaviest part of a list's filters and most visits never filter by date: they are fetched the
// first time a bound is used (or has a value), not with the list.
const cargarPicker = () => import('./limite-periodo-picker');
const LimitePeriodoPicker = lazy(() => cargarPicker().then((modulo) => ({ default: modulo.LimitePeriodoPicker })));

/** The same width for the stand-in and the picker, so nothing moves when one replaces the other. */
const ANCHO = 190;

interface LimitePeriodoProps {
  readonly label: string;
  readonly name: keyof Periodo;
  readonly valor: string;
  readonly onChange: (valor: string) => void;
  readonly error?: boolean;
  readonly helperText?: string;
}

type Activacion = 'ninguna' | 'foco' | 'calendario';

/**
 * A bound of the period: until it is first used, a plain field of the picker's size and label; on focus (or on its
 * calendar button) the picker is fetched and takes over, with the focus in its day. The stand-in stays, focused, while
 * the picker loads (a transition keeps the shown field instead of the Suspense fallback).
 */
function LimitePeriodo({ label, name, valor, onChange, error, helperText }: LimitePeriodoProps) {
  const [activacion, setActivacion] = useState<Activacion>('ninguna');
  const activar = (como: Exclude<Activacion, 'ninguna'>) => startTransition(() => setActivacion((actual) => (actual === 'ninguna' ? como : actual)));
  const sustituto = (
    <TextField
      label={label}
      size="small"
      name={name}
      error={error}
      helperText={helperText}
      onFocus={() => activar('foco')}
      // A pointer over the field is about to use it: the picker's chunk is fetched ahead of the click.
      onPointerEnter={() => void cargarPicker()}
      sx={{ width: ANCHO }}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label="Elige fecha" onClick={() => activar('calendario')}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  const enUso = activacion !== 'ninguna' || valor !== '';
  return (
    <Suspense fallback={sustituto}>
      {enUso ? (
        <LimitePeriodoPicker
          label={label}
          name={name}
          valor={valor}
          onChange={onChange}
          error={error}
          helperText={helperText}
          autoFocus={activacion === 'foco'}
          abierto={activacion === 'calendario'}
          ancho={ANCHO}
        />
      ) : (
        sustituto
      )}
    </Suspense>
  );
}

export interface FiltroPeriodoProps {
  readonly periodo: Periodo;
  readonly onChange: (limite: keyof Periodo, valor: string) => void;
}

/** «Desde» and «Hasta» of a list's filters, typed DD/MM/AAAA; an inverted period is marked on «Hasta» (G11). */
export function FiltroPeriodo({ periodo, onChange }: FiltroPeriodoProps) {
  const invertido = periodoInvertido(periodo);
  return (
    <>
      <LimitePeriodo label="Desde" name="desde" valor={periodo.desde} onChange={(valor) => onChange('desde', valor)} />
      <LimitePeriodo
        label="Hasta"
        name="hasta"
        valor={periodo.hasta}
        onChange={(valor) => onChange('hasta', valor)}
        error={invertido}
        helperText={invertido ? formatMensaje('G11') : undefined}
      />
    </>
  );
}
