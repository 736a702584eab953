import type { BiobancoDatos, ConfirmacionDatos, EstadoMuestra, Muestra, MuestraDatos, Rol } from '@registro-lma/shared/domain';
import type { biobanco, informe, muestra, muestraConfirmacion, muestraContador, muestraNgs, ngsVariante } from '../db/schema';
import { vistaBiobanco } from '../modules/biobanco/biobanco-queries';
import { vistaNgs } from '../modules/muestras/muestra-ngs-queries';
import { vistaConfirmacion, vistaMuestra, type FilaMuestra } from '../modules/muestras/muestra-queries';
import { sanearNombreArchivo } from '../platform/subidas/nombre-archivo-format';
import type { Fila } from './historia-demo';
import type { InformeDemo } from './informe-demo';
import type { PacienteSembrado } from './sembrar-historias';

/** Who records each step of the demo samples' life, besides the patient's clinician. */
export interface OpcionesMuestras {
  /** Validate every record as the API does, and store its warnings (slower). */
  validar: boolean;
  /** The role of the patients' clinicians, who register the samples. */
  rolAutor: Rol | null;
  /** The report file every seeded report points at (stored once for the run). */
  informe: InformeDemo;
  /** The LABORATORIO user of each laboratory (receives and reports its samples, enters their NGS results). */
  laboratorios: ReadonlyMap<string, number>;
  /** The BIOBANCO user of each biobank (enters the aliquots). */
  biobancos: ReadonlyMap<string, number>;
}

/** A row of a table as the database holds it. */
export type FilaBd<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The rows of a chunk of samples, ready to insert, and their audit trail. */
export interface FilasMuestras {
  /** The ids reserved for the chunk's rows, handed out in order. */
  ids: Ids;
  muestras: FilaBd<typeof muestra>[];
  confirmaciones: FilaBd<typeof muestraConfirmacion>[];
  informes: FilaBd<typeof informe>[];
  ngs: FilaBd<typeof muestraNgs>[];
  variantes: FilaBd<typeof ngsVariante>[];
  biobanco: FilaBd<typeof biobanco>[];
  contadores: FilaBd<typeof muestraContador>[];
  auditoria: Record<string, unknown>[];
}

/** A record's values as stored and its warnings. */
export type Guardado<T> = { data: T; avisos: Record<string, string> };

/** The ids each table hands the chunk, in order. */
export class Ids {
  private readonly siguientes: Map<string, number>;
  constructor(primeros: Record<string, number>) {
    this.siguientes = new Map(Object.entries(primeros));
  }
  tomar(tabla: string): number {
    const id = this.siguientes.get(tabla) ?? 0;
    this.siguientes.set(tabla, id + 1);
    return id;
  }
}

/** Who did a step and when: the audit row's user, role and instant, and the record's creado/modificado columns. */
export interface Autoria {
  usuario: number | null;
  rol: Rol | null;
  instante: string;
}

const columnasDeAlta = ({ usuario, instante }: Autoria) => ({
  creado_por: usuario,
  creado_en: new Date(instante),
  modificado_por: usuario,
  modificado_en: new Date(instante),
  version: 1,
});

/**
 * One sample's rows as its life goes on and the audit rows the real commands write at each step: registered (CREAR,
 * already ENVIADA when shipped), received (CREAR of the reception, CAMBIO_ESTADO of the sample), reported (CREAR of
 * the report, CAMBIO_ESTADO to INFORMADA), its NGS result and its biobank entry (CREAR). Snapshots are the API's views.
 */
export class CicloMuestra {
  readonly fila: FilaBd<typeof muestra>;
  private confirmacion: FilaBd<typeof muestraConfirmacion> | null = null;

  constructor(
    private readonly p: PacienteSembrado,
    private readonly filas: FilasMuestras,
    private readonly opciones: OpcionesMuestras,
    readonly codigo: string,
    datos: Guardado<MuestraDatos>,
    alta: Autoria,
    /** The LABORATORIO user of the sample's destination, who receives and reports it. */
    readonly laboratorio: number,
  ) {
    this.fila = {
      ...datos.data,
      muestra_id: filas.ids.tomar('muestra'),
      paciente_id: p.paciente_id,
      codigo_muestra: codigo,
      estado: datos.data.fecha_envio === null ? 'REGISTRADA' : 'ENVIADA',
      pdf_generado_en: null,
      avisos: datos.avisos,
      eliminado: false,
      motivo_eliminacion: null,
      ...columnasDeAlta(alta),
    } as FilaBd<typeof muestra>;
    this.auditar(alta, 'muestra', this.fila.muestra_id, 'CREAR', null, this.vista());
    filas.muestras.push(this.fila);
  }

  private vista(): Muestra {
    const { p } = this;
    const conPaciente: FilaMuestra = {
      ...this.fila,
      upn: p.upn,
      sexo: p.sexo as FilaMuestra['sexo'],
      fecha_nacimiento: p.fecha_nacimiento,
      entidad: p.entidad as FilaMuestra['entidad'],
      hospital_codigo: p.hospital_codigo,
      codigo_paciente_ensayo: p.ensayos.find((fila) => fila.ensayo === this.fila.ensayo)?.codigo_paciente_ensayo ?? null,
    };
    return vistaMuestra(conPaciente, this.confirmacion === null ? null : vistaConfirmacion(this.confirmacion));
  }

  private auditar({ usuario, rol, instante }: Autoria, tabla: string, registro: number, accion: string, antes: unknown, despues: unknown): void {
    this.filas.auditoria.push({
      usuario_id: usuario,
      rol,
      tabla,
      registro_id: String(registro),
      accion,
      antes,
      despues,
      paciente_id: this.p.paciente_id,
      creado_por: usuario,
      creado_en: instante,
      modificado_por: usuario,
      modificado_en: instante,
    });
  }

  private laboratorioEn(instante: string): Autoria {
    return { usuario: this.laboratorio, rol: 'LABORATORIO', instante };
  }

  /** The laboratory moves the sample on: its state, version and last change, audited with the view before. */
  private cambiar(antes: Muestra, estado: EstadoMuestra, instante: string): void {
    Object.assign(this.fila, { estado, version: this.fila.version + 1, modificado_por: this.laboratorio, modificado_en: new Date(instante) });
    this.auditar(this.laboratorioEn(instante), 'muestra', this.fila.muestra_id, 'CAMBIO_ESTADO', antes, this.vista());
  }

  recibir(recepcion: Guardado<ConfirmacionDatos>, instante: string): void {
    const antes = this.vista();
    const autoria = this.laboratorioEn(instante);
    this.confirmacion = {
      ...recepcion.data,
      muestra_confirmacion_id: this.filas.ids.tomar('confirmacion'),
      muestra_id: this.fila.muestra_id,
      recibido_por: this.laboratorio,
      laboratorio_receptor: this.fila.laboratorio_destino,
      avisos: recepcion.avisos,
      ...columnasDeAlta(autoria),
    } as FilaBd<typeof muestraConfirmacion>;
    this.filas.confirmaciones.push(this.confirmacion);
    this.auditar(autoria, 'muestra_confirmacion', this.confirmacion.muestra_confirmacion_id, 'CREAR', null, vistaConfirmacion(this.confirmacion));
    this.cambiar(antes, recepcion.data.aceptada === 'SI' ? 'RECIBIDA' : 'RECHAZADA', instante);
  }

  informar(formulario: Pick<FilaBd<typeof informe>, 'tipo_informe' | 'fecha_informe'>, instante: string): void {
    const { informe: fichero } = this.opciones;
    const subido = {
      ...formulario,
      informe_id: this.filas.ids.tomar('informe'),
      muestra_id: this.fila.muestra_id,
      version: 1,
      sustituye_a: null,
      clave_fichero: fichero.clave,
      sha256: fichero.sha256,
      tamano_bytes: fichero.tamano_bytes,
      tipo_mime: fichero.tipo_mime,
      nombre_archivo: sanearNombreArchivo(`informe-${formulario.tipo_informe.toLowerCase()}-${this.codigo}.pdf`, 'pdf'),
      comentario: null,
      subido_por: this.laboratorio,
      subido_en: new Date(instante),
      activo: true,
      motivo_eliminacion: null,
      eliminado_por: null,
      eliminado_en: null,
    } as FilaBd<typeof informe>;
    this.filas.informes.push(subido);
    this.auditar(this.laboratorioEn(instante), 'informe', subido.informe_id, 'CREAR', null, subido);
    this.cambiar(this.vista(), 'INFORMADA', instante);
  }

  resultadoNgs(resultado: Guardado<Fila>, variantes: readonly Fila[], instante: string): void {
    const autoria = this.laboratorioEn(instante);
    const ngsId = this.filas.ids.tomar('ngs');
    const cabecera = {
      ...resultado.data,
      ngs_id: ngsId,
      muestra_id: this.fila.muestra_id,
      paciente_id: this.p.paciente_id,
      avisos: resultado.avisos,
      eliminado: false,
      motivo_eliminacion: null,
      ...columnasDeAlta(autoria),
    } as FilaBd<typeof muestraNgs>;
    const filasVariante = variantes.map(
      (variante, orden) => ({ ...variante, ngs_variante_id: this.filas.ids.tomar('variante'), ngs_id: ngsId, orden, ...columnasDeAlta(autoria) }) as FilaBd<typeof ngsVariante>,
    );
    this.filas.ngs.push(cabecera);
    this.filas.variantes.push(...filasVariante);
    this.auditar(autoria, 'muestra_ngs', ngsId, 'CREAR', null, vistaNgs(cabecera, this.fila, filasVariante));
  }

  entrarEnBiobanco(biobancoId: number, entrada: Guardado<BiobancoDatos>, autoria: Autoria): void {
    const registro = {
      ...entrada.data,
      biobanco_id: biobancoId,
      paciente_id: this.p.paciente_id,
      avisos: entrada.avisos,
      eliminado: false,
      motivo_eliminacion: null,
      ...columnasDeAlta(autoria),
    } as FilaBd<typeof biobanco>;
    this.filas.biobanco.push(registro);
    this.auditar(autoria, 'biobanco', biobancoId, 'CREAR', null, vistaBiobanco({ registro, upn: this.p.upn, codigo_muestra: this.codigo }));
  }
}

