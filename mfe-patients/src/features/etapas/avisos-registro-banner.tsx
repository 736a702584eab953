import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { DefinicionEtapa } from '@registro-lma/shared/domain';

function etiquetaDe(etapa: DefinicionEtapa, variable: string): string {
  const [raiz = '', fila, nombre] = variable.split('.');
  const subtabla = etapa.subtabla;
  if (subtabla !== undefined && raiz === subtabla.nombre && nombre !== undefined) {
    const campo = subtabla.campos.find((candidato) => candidato.name === nombre);
    return `${subtabla.titulo} ${Number(fila) + 1} · ${campo?.label ?? nombre}`;
  }
  return [...etapa.campos, ...etapa.calculados].find((campo) => campo.name === variable)?.label ?? variable;
}

/** The warnings (severity A) the record was saved with: accepted values worth a second look. */
export function AvisosRegistro({ etapa, avisos }: { readonly etapa: DefinicionEtapa; readonly avisos: Readonly<Record<string, string>> }) {
  const entradas = Object.entries(avisos);
  if (entradas.length === 0) return null;
  return (
    <Alert severity="warning" aria-label="Avisos del registro">
      <AlertTitle>Avisos del registro</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {entradas.map(([variable, mensaje]) => (
          <li key={variable}>{`${etiquetaDe(etapa, variable)}: ${mensaje}`}</li>
        ))}
      </ul>
    </Alert>
  );
}
