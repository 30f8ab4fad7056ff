import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sentence } from '../i18n/messages.js';
import { notFound } from '../platform/http-problem.js';
import type { DocumentVault } from '../storage/document-vault.js';
import { TamperedFileError } from '../storage/document-vault.js';
import { contentDisposition } from './document-views.js';

/** What serving a document's file uses. */
export interface DocumentFileServices {
  documentVault: DocumentVault;
  log: FastifyBaseLogger;
}

export interface DocumentFile {
  id: string;
  blobKey: string | null;
  fileName: string;
}

/**
 * Sets the headers of every file the API answers (a document, a summary, a letter, an export):
 * its type and name, never cached (it is personal), never sniffed as another type.
 */
export function fileHeaders(
  reply: FastifyReply,
  file: { contentType: string; disposition: 'attachment' | 'inline'; fileName: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

/**
 * Answers GET or HEAD with a document's decrypted PDF. HEAD makes exactly the checks GET makes
 * — the file is read and verified — and answers the same status and headers without a body.
 * A missing or tampered file is a 404 for the user and a log line (no secrets) for us.
 */
export async function sendDocumentFile(
  services: DocumentFileServices,
  request: FastifyRequest,
  reply: FastifyReply,
  file: DocumentFile,
  options: { disposition: 'attachment' | 'inline'; onSent?: () => Promise<void> },
): Promise<FastifyReply> {
  const pdf = await loadFile(services, file);
  fileHeaders(reply, {
    contentType: 'application/pdf',
    disposition: options.disposition,
    fileName: file.fileName,
  }).header('content-length', pdf.length);
  if (request.method === 'HEAD') return reply.send();
  await options.onSent?.();
  return reply.send(pdf);
}

async function loadFile(services: DocumentFileServices, file: DocumentFile): Promise<Buffer> {
  const pdf = await readDocumentFile(services, file);
  if (!pdf) throw notFound(sentence('fileNotAvailable'));
  return pdf;
}

/**
 * A document's decrypted PDF, or null when there is none to give: not made, missing from the
 * vault, or failing its integrity check (a log line, no secrets, for the last two).
 */
export async function readDocumentFile(
  services: DocumentFileServices,
  file: DocumentFile,
): Promise<Buffer | null> {
  if (!file.blobKey) return null;
  let pdf: Buffer | null;
  try {
    pdf = await services.documentVault.load(file.blobKey);
  } catch (error) {
    if (error instanceof TamperedFileError) {
      services.log.error({ documentId: file.id }, 'document file failed its integrity check');
      return null;
    }
    throw error;
  }
  if (!pdf) services.log.warn({ documentId: file.id }, 'document file is missing from the vault');
  return pdf;
}
