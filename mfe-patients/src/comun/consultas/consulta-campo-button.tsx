import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { ConsultaDialog } from './consulta-dialog';
import { useConsultasPaciente } from './consultas-paciente-provider';
import { ETIQUETA_ESTADO_CONSULTA } from './consulta-messages';

export interface ConsultaCampoProps {
  readonly formulario: string;
  readonly registroId: number;
  readonly campo: string;
  readonly etiqueta: string;
}

/** Beside a field with a query not closed: a badge that opens its thread. */
export function ConsultaCampo({ formulario, registroId, campo, etiqueta }: ConsultaCampoProps) {
  const { consultas, recargar } = useConsultasPaciente();
  const [abierta, setAbierta] = useState(false);
  const consulta = consultas.find((candidata) => candidata.formulario === formulario && candidata.registro_id === registroId && candidata.campo === campo);
  if (consulta === undefined) return null;
  const texto = `Consulta ${ETIQUETA_ESTADO_CONSULTA[consulta.estado].toLowerCase()} sobre ${etiqueta}`;
  return (
    <>
      <Tooltip title={texto}>
        <IconButton aria-label={texto} onClick={() => setAbierta(true)} color={consulta.estado === 'ABIERTA' ? 'warning' : 'info'}>
          <Badge variant="dot" color={consulta.estado === 'ABIERTA' ? 'warning' : 'info'}>
            <QuestionAnswerOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {abierta && <ConsultaDialog consultaId={consulta.consulta_id} onCerrar={() => setAbierta(false)} onCambiada={recargar} />}
    </>
  );
}
