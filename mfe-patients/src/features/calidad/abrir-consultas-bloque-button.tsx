import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { formatearNumero } from '@registro-lma/shared/domain';
import { TextoConsultaDialog } from '../../comun/consultas/texto-consulta-dialog';
import { abrirConsultasEnBloque, type ConsultasAbiertas, type FiltrosCalidad } from './calidad.resource';

export interface AbrirConsultasBloqueProps {
  readonly filtros: FiltrosCalidad;
  /** The lines the filters select (all pages). */
  readonly total: number;
  readonly onHecho: () => void;
}

const lineas = (n: number) => `${formatearNumero(n)} ${n === 1 ? 'línea filtrada' : 'líneas filtradas'}`;

function resultado({ abiertas, omitidas }: ConsultasAbiertas): string {
  const texto = `Se han abierto ${formatearNumero(abiertas)} ${abiertas === 1 ? 'consulta' : 'consultas'}.`;
  return omitidas === 0 ? texto : `${texto} ${formatearNumero(omitidas)} ya tenían una consulta sin cerrar.`;
}

/** The monitor's bulk action: one query per line the filters select, after confirming how many. */
export function AbrirConsultasBloque({ filtros, total, onHecho }: AbrirConsultasBloqueProps) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<QuestionAnswerOutlinedIcon />} disabled={total === 0} onClick={() => setAbierto(true)}>
        {`Abrir consultas para las ${formatearNumero(total)} líneas filtradas`}
      </Button>
      {abierto && (
        <TextoConsultaDialog<ConsultasAbiertas>
          titulo="Abrir consultas en bloque"
          textoConfirmar={`Abrir ${formatearNumero(total)} consultas`}
          mensajeExito={resultado}
          accion={(texto) => abrirConsultasEnBloque(filtros, texto ?? '')}
          onCerrar={() => setAbierto(false)}
          onHecho={() => {
            setAbierto(false);
            onHecho();
          }}
        >
          <Typography>{`Se abrirá una consulta para cada una de las ${lineas(total)} (las que ya tienen una consulta sin cerrar se omiten). El texto se envía al centro de cada paciente.`}</Typography>
        </TextoConsultaDialog>
      )}
    </>
  );
}
