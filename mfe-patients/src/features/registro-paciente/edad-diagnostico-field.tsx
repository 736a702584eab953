import TextField from '@mui/material/TextField';
import { edadEnAnios, normalizarFechaIso, type Registro } from '@registro-lma/shared/domain';

function fecha(valor: unknown): string | null {
  return typeof valor === 'string' ? normalizarFechaIso(valor) : null;
}

/** `edad_diagnostico` is computed by the server on saving; the form shows it as soon as both dates make sense. */
export function EdadDiagnostico({ valores }: { readonly valores: Registro }) {
  const nacimiento = fecha(valores.fecha_nacimiento);
  const diagnostico = fecha(valores.fecha_diagnostico);
  const edad = nacimiento !== null && diagnostico !== null && diagnostico > nacimiento ? edadEnAnios(nacimiento, diagnostico) : null;
  return (
    <TextField
      label="Edad al diagnóstico"
      value={edad === null ? '' : `${edad} años`}
      helperText="Se calcula a partir de las fechas de nacimiento y de diagnóstico."
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
    />
  );
}
