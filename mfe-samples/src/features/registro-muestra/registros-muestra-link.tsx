import { useCallback } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ESTADOS_MUESTRA_RECIBIDA, type Muestra, type RegistroBiobanco } from '@registro-lma/shared/domain';
import { ENDPOINTS, http } from '@registro-lma/shared/http';
import { urlWithQuery, useRemoteData, type PagedResult } from '@registro-lma/shared/ui';

/** The biobank records made from this sample (`GET /biobanco?codigo=` also matches other codes: kept by source tube). */
async function registrosBiobancoDe(muestra: Muestra): Promise<RegistroBiobanco[]> {
  const pagina = await http.get<PagedResult<RegistroBiobanco>>(urlWithQuery(ENDPOINTS.biobanco, { codigo: muestra.codigo_muestra, pagina: 1, tamano: 25 }));
  return pagina.items.filter((registro) => registro.codigo_muestra === muestra.codigo_muestra);
}

/**
 * What the sample led to, one click away (data-dictionary §2.3: the clinician reads reports, the NGS result and the
 * biobank records of its patients): its reports and NGS result once received, and each biobank record.
 */
export function RegistrosMuestra({ muestra }: { readonly muestra: Muestra }) {
  const recibida = ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado);
  const cargar = useCallback(() => registrosBiobancoDe(muestra), [muestra]);
  const biobanco = useRemoteData(cargar);
  const registros = biobanco.data ?? [];
  if (!recibida && registros.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} component="nav" aria-label="Resultados de la muestra">
      {recibida && (
        <Button component={RouterLink} to={RUTAS.subirInforme.href({ id: muestra.muestra_id })} variant="outlined">
          Informes y resultado NGS
        </Button>
      )}
      {registros.map((registro) => (
        <Button key={registro.biobanco_id} component={RouterLink} to={RUTAS.biobanco.href({ upn: registro.upn, id: registro.biobanco_id })} variant="outlined">
          {`Biobanco ${registro.identificador}`}
        </Button>
      ))}
    </Stack>
  );
}
