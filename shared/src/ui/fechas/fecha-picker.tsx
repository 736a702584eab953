import type { ReactNode } from 'react';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';

// The pickers' Spanish names the day section «Dia»: spelled with its accent, as users read it.
const TEXTOS_ES = { ...esES.components.MuiLocalizationProvider.defaultProps.localeText, day: 'Día', weekDay: 'Día de la semana' };

/**
 * Dayjs adapter, `es` locale (weeks from Monday) and Spanish texts for the date pickers below it. Each date
 * picker brings it (FechaPicker), so the pickers and dayjs load with the first date field, never with the
 * application frame or the login page.
 */
export function FechasProvider({ children }: { children?: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={TEXTOS_ES}>
      {children}
    </LocalizationProvider>
  );
}

/** A date picker typed and shown DD/MM/AAAA, in Spanish. */
export function FechaPicker(props: DatePickerProps) {
  return (
    <FechasProvider>
      <DatePicker format="DD/MM/YYYY" {...props} />
    </FechasProvider>
  );
}
