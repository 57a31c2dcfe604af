/**
 * The one reader of upload bodies: every multipart route goes through it.
 *
 * @fastify/multipart cannot be trusted to say a file was cut: busboy marks the stream `truncated`
 * after pushing its last chunk, and when the limit falls exactly on a chunk boundary it pushes
 * nothing more, so `toBuffer()` has already read the last chunk and returns the cut file as if it
 * were whole. This reader asks busboy for one byte more than the route allows, counts the bytes
 * itself, reads the part to its end and refuses the whole upload (413 FILE_TOO_LARGE) when the
 * count passes the limit: a handler never sees a cut file or a cut field.
 */
import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, Writable, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../src/domain/constants';
import { ApiError } from './errors';

const FIELDS_MAX = 5;
const FIELD_MAX_BYTES = 16 * 1024;
/** Room for the text fields and the part headers around the file in one body. */
const FORM_OVERHEAD_BYTES = FIELDS_MAX * FIELD_MAX_BYTES + 16 * 1024;

/** Registers the multipart parser in a route plugin's scope: one file, a few small fields. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: FIELDS_MAX, parts: FIELDS_MAX + 1, fieldSize: FIELD_MAX_BYTES },
  });
}

export interface UploadRules {
  /** The field the file comes under. */
  field: string;
  maxBytes: number;
  /** The 413 message. */
  tooLarge: string;
  /** The 400 message for a body that is not multipart/form-data. */
  notMultipart: string;
  /** The 400 message for a missing file, or one under another field. */
  missingFile: string;
}

export interface IncomingUpload {
  fileName: string;
  mimeType: string;
  /** The text fields sent before the file (first value of each). */
  fields: Record<string, string>;
  /** The whole file in memory (small CSV files only); 413 past the limit. */
  toBuffer(): Promise<Buffer>;
  /** Streams the file to `path` (created, never overwritten); 413 past the limit. No file is left behind on failure. */
  saveTo(path: string): Promise<{ sizeBytes: number; sha256: string }>;
  /** Reads the rest of the file and drops it, so that a refusal still reaches the client. */
  discard(): Promise<void>;
}

const tooLarge = (message: string) => new ApiError(413, ERROR_CODES.fileTooLarge, message);

/** Passes chunks on up to `max` bytes; past it, drops them and remembers it (the part is still read to its end). */
class ByteLimit extends Transform {
  bytes = 0;
  private readonly hash = crypto.createHash('sha256');

  constructor(private readonly max: number) {
    super();
  }

  get over(): boolean {
    return this.bytes > this.max;
  }

  sha256(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.over) return done();
    this.hash.update(chunk);
    done(null, chunk);
  }
}

function textFields(part: MultipartFile): { fields: Record<string, string>; truncated: string | null } {
  const fields: Record<string, string> = {};
  let truncated: string | null = null;
  for (const [name, entry] of Object.entries(part.fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (!first || first.type !== 'field') continue;
    if (first.valueTruncated) truncated = name;
    fields[name] = typeof first.value === 'string' ? first.value : String(first.value);
  }
  return { fields, truncated };
}

async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file).catch(() => undefined);
}

/**
 * Opens the one file of a multipart request: checks the type and the declared length (refused at
 * once, connection closed, like Fastify's own body limit), then reads the text fields before it.
 */
export async function receiveUpload(request: FastifyRequest, reply: FastifyReply, rules: UploadRules): Promise<IncomingUpload> {
  if (!request.isMultipart()) throw new ApiError(400, 'INVALID_UPLOAD', rules.notMultipart);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes + FORM_OVERHEAD_BYTES) {
    reply.header('connection', 'close');
    throw tooLarge(rules.tooLarge);
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: rules.maxBytes + 1 } });
  } catch (error) {
    reply.header('connection', 'close');
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new ApiError(413, 'TOO_MANY_PARTS', `Send at most ${FIELDS_MAX} fields and one file.`);
    throw error;
  }
  if (!part) throw new ApiError(400, 'INVALID_UPLOAD', rules.missingFile);
  const file = part;
  if (file.fieldname !== rules.field) {
    await drain(file);
    throw new ApiError(400, 'INVALID_UPLOAD', rules.missingFile);
  }
  const { fields, truncated } = textFields(file);
  if (truncated) {
    await drain(file);
    throw new ApiError(413, 'FIELD_TOO_LARGE', `The field ${truncated} is longer than ${FIELD_MAX_BYTES / 1024} KB.`);
  }

  /** Runs the file through the byte count into `sink`; 413 once the whole part has been read, when it was over. */
  const consume = async (sink: Writable, onFailure: () => Promise<void>) => {
    const limit = new ByteLimit(rules.maxBytes);
    try {
      await pipeline(file.file, limit, sink);
    } catch (error) {
      reply.header('connection', 'close');
      await onFailure();
      throw error;
    }
    if (limit.over || file.file.truncated) {
      await onFailure();
      throw tooLarge(rules.tooLarge);
    }
    return { sizeBytes: limit.bytes, sha256: limit.sha256() };
  };

  return {
    fileName: file.filename,
    mimeType: file.mimetype,
    fields,
    async toBuffer() {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await consume(sink, async () => {
        chunks.length = 0;
      });
      return Buffer.concat(chunks);
    },
    saveTo(path: string) {
      const out = createWriteStream(path, { flags: 'wx' });
      let created = false;
      out.once('open', () => (created = true));
      return consume(out, async () => {
        if (created) await rm(path, { force: true });
      });
    },
    discard: () => drain(file),
  };
}

/** The whole file of a small upload (a CSV) with its name and fields: all of it, or 413. */
export async function readUpload(request: FastifyRequest, reply: FastifyReply, rules: UploadRules) {
  const upload = await receiveUpload(request, reply, rules);
  const content = await upload.toBuffer();
  return { content, fileName: upload.fileName, fields: upload.fields };
}
