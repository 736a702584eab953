import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { propuestasNgs, textoCampo, type Campo, type MuestraNgs, type PropuestaNgs, type Registro } from '@registro-lma/shared/domain';
import { descripcionNgs } from './descripcion-ngs-format';
import { sobrescribe } from './importar-ngs-rules';

export interface ImportarNgsDialogProps {
  readonly campos: readonly Campo[];
  /** The field that links the result (the diagnosis' `ngs_id`): set to the chosen result too. */
  readonly campoEnlace: string;
  readonly resultados: readonly [MuestraNgs, ...MuestraNgs[]];
  readonly valores: Registro;
  readonly onAplicar: (cambios: Readonly<Record<string, unknown>>) => void;
  readonly onCerrar: () => void;
}

/** Proposals that change nothing are not offered; one over a value the user gave starts unticked. */
function marcadasDe(propuestas: readonly PropuestaNgs[], valores: Registro): Set<string> {
  return new Set(propuestas.filter((propuesta) => !sobrescribe(propuesta, valores)).map((propuesta) => propuesta.campo));
}

/**
 * «Importar desde NGS» (data-dictionary §3.3): the user picks one of the patient's NGS results, sees the value each
 * field would take beside the current one and confirms each change; values typed by hand stay unless ticked.
 */
export function ImportarNgsDialog({ campos, campoEnlace, resultados, valores, onAplicar, onCerrar }: ImportarNgsDialogProps) {
  const enlazado = resultados.find((resultado) => resultado.ngs_id === valores[campoEnlace]) ?? resultados[0];
  const [elegido, setElegido] = useState(enlazado);
  const propuestas = propuestasNgs(campos, elegido).filter((propuesta) => propuesta.valor !== valores[propuesta.campo]);
  const [marcadas, setMarcadas] = useState(() => marcadasDe(propuestas, valores));
  const campoDe = new Map(campos.map((campo) => [campo.name, campo]));

  const elegir = (ngsId: number) => {
    const resultado = resultados.find((candidato) => candidato.ngs_id === ngsId) ?? elegido;
    setElegido(resultado);
    setMarcadas(marcadasDe(propuestasNgs(campos, resultado), valores));
  };
  const alternar = (campo: string) =>
    setMarcadas((actuales) => {
      const nuevas = new Set(actuales);
      if (!nuevas.delete(campo)) nuevas.add(campo);
      return nuevas;
    });
  const aplicar = () => {
    const elegidas = propuestas.filter((propuesta) => marcadas.has(propuesta.campo));
    onAplicar({ [campoEnlace]: elegido.ngs_id, ...Object.fromEntries(elegidas.map((propuesta) => [propuesta.campo, propuesta.valor])) });
  };

  return (
    <Dialog open onClose={onCerrar} aria-labelledby="importar-ngs-titulo" maxWidth="md" fullWidth>
      <DialogTitle id="importar-ngs-titulo">Importar desde NGS</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField select label="Resultado NGS" value={elegido.ngs_id} onChange={(evento) => elegir(Number(evento.target.value))} fullWidth>
            {resultados.map((resultado) => (
              <MenuItem key={resultado.ngs_id} value={resultado.ngs_id}>
                {descripcionNgs(resultado)}
              </MenuItem>
            ))}
          </TextField>
          {propuestas.length === 0 ? (
            <Typography>El resultado no cambia ningún dato del formulario.</Typography>
          ) : (
            <Table size="small" aria-label="Cambios propuestos">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>Campo</TableCell>
                  <TableCell>Valor actual</TableCell>
                  <TableCell>Valor del resultado NGS</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {propuestas.map((propuesta) => {
                  const campo = campoDe.get(propuesta.campo);
                  return (
                    <TableRow key={propuesta.campo}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={marcadas.has(propuesta.campo)}
                          onChange={() => alternar(propuesta.campo)}
                          slotProps={{ input: { 'aria-label': `Aplicar ${propuesta.etiqueta}` } }}
                        />
                      </TableCell>
                      <TableCell>{propuesta.etiqueta}</TableCell>
                      <TableCell>{campo === undefined ? '—' : textoCampo(campo, valores[propuesta.campo])}</TableCell>
                      <TableCell>{campo === undefined ? String(propuesta.valor) : textoCampo(campo, propuesta.valor)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          <Typography variant="body2" color="text.secondary">
            FLT3-ITD no se importa: la NGS puede no detectar duplicaciones largas.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button variant="contained" onClick={aplicar}>
          Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
