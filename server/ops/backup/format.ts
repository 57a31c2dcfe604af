/**
 * The backup file: a magic line, the manifest (length-prefixed JSON), then named entries, each a
 * run of length-prefixed chunks ended by an empty chunk (so a big entry streams without knowing its
 * size first), then an empty name. Readers index the entries by scanning chunk headers only.
 */
import fs from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { BackupManifest } from './manifest';

const MAGIC = Buffer.from('EDU-BACKUP/1\n');
const CHUNK = 1024 * 1024;

export class BackupFormatError extends Error {}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** Appends to a backup file; `finish` writes the end mark and closes it. */
export class BackupWriter {
  private constructor(private readonly out: fs.WriteStream) {}

  static async create(file: string, manifest: BackupManifest): Promise<BackupWriter> {
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    await new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
    const writer = new BackupWriter(out);
    const json = Buffer.from(JSON.stringify(manifest));
    await writer.write(Buffer.concat([MAGIC, u32(json.length), json]));
    return writer;
  }

  private write(data: Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.out.write(data, (error) => (error ? reject(error) : resolve())));
  }

  async entry(name: string, data: AsyncIterable<Buffer | Uint8Array | string> | Buffer): Promise<number> {
    const nameBytes = Buffer.from(name);
    await this.write(Buffer.concat([Buffer.from([nameBytes.length >> 8, nameBytes.length & 255]), nameBytes]));
    let size = 0;
    const chunks = Buffer.isBuffer(data) ? [data] : data;
    for await (const piece of chunks) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const part = bytes.subarray(at, at + CHUNK);
        await this.write(Buffer.concat([u32(part.length), part]));
        size += part.length;
      }
    }
    await this.write(u32(0));
    return size;
  }

  async finish(): Promise<void> {
    await this.write(Buffer.from([0, 0]));
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }

  async abandon(): Promise<void> {
    await new Promise<void>((resolve) => this.out.destroy() && this.out.once('close', () => resolve()));
  }
}

interface EntryIndex {
  chunks: { offset: number; length: number }[];
  size: number;
}

/** A backup file opened for reading: its manifest and its entries by name. */
export class BackupReader {
  private constructor(
    private readonly handle: FileHandle,
    readonly manifest: BackupManifest,
    private readonly entries: Map<string, EntryIndex>,
  ) {}

  static async open(file: string): Promise<BackupReader> {
    const handle = await open(file, 'r');
    try {
      const read = async (offset: number, length: number) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        if (bytesRead < length) throw new BackupFormatError(`${file} is cut short: it is not a complete backup.`);
        return buffer;
      };
      if (!(await read(0, MAGIC.length).catch(() => Buffer.alloc(0))).equals(MAGIC))
        throw new BackupFormatError(`${file} is not a backup made by npm run backup.`);
      let offset = MAGIC.length;
      const manifestLength = (await read(offset, 4)).readUInt32BE();
      const manifest = JSON.parse((await read(offset + 4, manifestLength)).toString()) as BackupManifest;
      offset += 4 + manifestLength;
      const entries = new Map<string, EntryIndex>();
      for (;;) {
        const nameLength = (await read(offset, 2)).readUInt16BE();
        offset += 2;
        if (nameLength === 0) break;
        const name = (await read(offset, nameLength)).toString();
        offset += nameLength;
        const entry: EntryIndex = { chunks: [], size: 0 };
        for (;;) {
          const length = (await read(offset, 4)).readUInt32BE();
          offset += 4;
          if (length === 0) break;
          entry.chunks.push({ offset, length });
          entry.size += length;
          offset += length;
        }
        entries.set(name, entry);
      }
      return new BackupReader(handle, manifest, entries);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  stream(name: string): Readable {
    const entry = this.entries.get(name);
    if (!entry) throw new BackupFormatError(`The backup has no entry ${name}.`);
    const handle = this.handle;
    return Readable.from(
      (async function* chunks() {
        for (const chunk of entry.chunks) {
          const buffer = Buffer.alloc(chunk.length);
          await handle.read(buffer, 0, chunk.length, chunk.offset);
          yield buffer;
        }
      })(),
    );
  }

  async buffer(name: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.stream(name)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
