import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MENSAJE_CONSENTIMIENTO_REVOCADO, type CatalogoFila, type RegistroBiobanco } from '@registro-lma/shared/domain';
import { PagedTable, type PagedList } from '@registro-lma/shared/ui';
import { BajaAlicuotasDialog } from './baja-alicuotas-dialog';
import { CABECERAS_BIOBANCO, CeldasBiobanco } from './biobanco-cell';

export interface AlicuotasRetiradasProps {
  readonly lista: PagedList<RegistroBiobanco, Record<string, string>>;
  /** The biobanks in force, to name each record's. */
  readonly biolabs: readonly CatalogoFila[];
  /** A destruction or anonymisation was recorded: both lists change. */
  readonly onCambio: () => void;
}

/**
 * «Alícuotas a destruir o anonimizar» (data-dictionary §5.5): the aliquots still stored of patients who revoked
 * consent, each with the action that records their destruction or anonymisation.
 */
export function AlicuotasRetiradas({ lista, biolabs, onCambio }: AlicuotasRetiradasProps) {
  const [elegido, setElegido] = useState<RegistroBiobanco | null>(null);
  const pendientes = lista.data?.total ?? 0;
  return (
    <Stack component="section" spacing={2} aria-labelledby="retirados-titulo">
      <Alert severity={pendientes > 0 ? 'warning' : 'info'} variant={pendientes > 0 ? 'filled' : 'standard'}>
        <AlertTitle>
          <Typography id="retirados-titulo" component="h2" variant="h6">
            {lista.data === null ? 'Alícuotas a destruir o anonimizar' : `Alícuotas a destruir o anonimizar (${pendientes})`}
          </Typography>
        </AlertTitle>
        {MENSAJE_CONSENTIMIENTO_REVOCADO}
      </Alert>
      <PagedTable
        list={lista}
        label="Alícuotas a destruir o anonimizar"
        emptyMessage="No hay alícuotas pendientes de destruir o anonimizar."
        header={
          <>
            {CABECERAS_BIOBANCO.map((cabecera) => (
              <TableCell key={cabecera}>{cabecera}</TableCell>
            ))}
            <TableCell>Acción</TableCell>
          </>
        }
        renderRow={(registro) => (
          <TableRow key={registro.biobanco_id}>
            <CeldasBiobanco registro={registro} biolabs={biolabs} />
            <TableCell>
              <Button size="small" color="warning" variant="outlined" onClick={() => setElegido(registro)} aria-label={`Destruir o anonimizar ${registro.identificador}`}>
                Destruir o anonimizar
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      {elegido !== null && (
        <BajaAlicuotasDialog
          registro={elegido}
          onCerrar={() => setElegido(null)}
          onHecho={() => {
            setElegido(null);
            onCambio();
          }}
          onRecargar={() => {
            setElegido(null);
            onCambio();
          }}
        />
      )}
    </Stack>
  );
}
