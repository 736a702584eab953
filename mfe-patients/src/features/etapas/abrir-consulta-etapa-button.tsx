import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import { rolTieneFacultad, type Campo, type DefinicionEtapa } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { abrirConsulta } from '../../comun/consultas/consultas.resource';
import { TextoConsultaDialog } from '../../comun/consultas/texto-consulta-dialog';
import { useConsultasPaciente } from '../../comun/consultas/consultas-paciente-provider';

export interface AbrirConsultaEtapaProps {
  readonly etapa: DefinicionEtapa;
  readonly pacienteId: number;
  readonly registroId: number;
  /** The fields the form shows: those a query can point at. */
  readonly campos: readonly Campo[];
}

const REGISTRO_COMPLETO = '';

/** The monitor's «Abrir consulta» on a stored record: on one of its fields or on the whole record. */
export function AbrirConsultaEtapa({ etapa, pacienteId, registroId, campos }: AbrirConsultaEtapaProps) {
  const rol = useSession((estado) => estado.usuario?.rol);
  const { recargar } = useConsultasPaciente();
  const [abierto, setAbierto] = useState(false);
  const [campo, setCampo] = useState(REGISTRO_COMPLETO);
  if (rol === undefined || !rolTieneFacultad(rol, 'gestionar_consultas')) return null;
  const cerrar = () => {
    setAbierto(false);
    setCampo(REGISTRO_COMPLETO);
  };
  return (
    <div>
      <Button variant="outlined" startIcon={<AddCommentOutlinedIcon />} onClick={() => setAbierto(true)}>
        Abrir consulta
      </Button>
      {abierto && (
        <TextoConsultaDialog
          titulo={`Abrir consulta: ${etapa.titulo}`}
          textoConfirmar="Abrir consulta"
          mensajeExito="Consulta abierta."
          accion={(texto) => abrirConsulta({ paciente_id: pacienteId, formulario: etapa.id, registro_id: registroId, campo: campo === REGISTRO_COMPLETO ? null : campo }, texto ?? '')}
          onCerrar={cerrar}
          onHecho={() => {
            cerrar();
            recargar();
          }}
        >
          <TextField select label="Campo" size="small" value={campo} onChange={(evento) => setCampo(evento.target.value)}>
            <MenuItem value={REGISTRO_COMPLETO}>Registro completo</MenuItem>
            {campos.map((opcion) => (
              <MenuItem key={opcion.name} value={opcion.name}>
                {opcion.label}
              </MenuItem>
            ))}
          </TextField>
        </TextoConsultaDialog>
      )}
    </div>
  );
}
