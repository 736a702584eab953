import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { OpcionesCola } from '../../platform/trabajos/cola-trabajos-client';
import { correoDePaso } from './consulta-correo-builder';

const COLA_CORREO_CONSULTAS = 'consultas-correo';

/** A mail that fails (the server down) is retried; one still sending after two minutes is taken as lost. */
export const COLAS_CONSULTAS: Readonly<Record<string, OpcionesCola>> = { [COLA_CORREO_CONSULTAS]: { reintentos: 5, caducaTrasSegundos: 120 } };

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the mail of each step of a query just taken (nothing at all while MAIL_ENABLED is off). */
    avisarPasosConsulta(consultaEventoIds: readonly number[]): Promise<void>;
  }
}

/**
 * Mail on each step of a query, behind MAIL_ENABLED like every mail of the API: opening, reopening and closing tell
 * the centre's clinicians, an answer the monitor who opened it. The step is queued once committed (pg-boss, so a
 * mail survives a restart and the SMTP server being down) and sent by a worker through SMTP_URL (nodemailer).
 */
async function correoConsultas(app: FastifyInstance): Promise<void> {
  const { mailEnabled, smtpUrl, mailFrom } = app.config;
  app.decorate('avisarPasosConsulta', async (consultaEventoIds: readonly number[]) => {
    if (!mailEnabled) return;
    for (const id of consultaEventoIds) await app.colaTrabajos.enviar(COLA_CORREO_CONSULTAS, randomUUID(), { consulta_evento_id: id });
  });
  if (!mailEnabled) return;
  if (smtpUrl === undefined) throw new Error('MAIL_ENABLED=1 necesita SMTP_URL: el servidor de correo que envía los avisos.');
  const transporte = nodemailer.createTransport(smtpUrl);
  app.addHook('onClose', () => transporte.close());
  await app.colaTrabajos.trabajar(COLA_CORREO_CONSULTAS, async (_id, datos) => {
    const correo = await correoDePaso(app.db, (datos as { consulta_evento_id: number }).consulta_evento_id);
    if (correo !== null) await transporte.sendMail({ from: mailFrom, to: correo.para, subject: correo.asunto, text: correo.texto });
  });
}

export const correoConsultasPlugin = fp(correoConsultas, { name: 'correo-consultas', dependencies: ['cola-trabajos'] });
