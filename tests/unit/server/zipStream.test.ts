/**
 * The streaming ZIP writer (server/dataTransfer/zipStream.ts): archives Info-ZIP's unzip and
 * exceljs read back, its ZIP64 records (forced with a low bound, as a 4 GiB archive is too big
 * to test), the CRC-32 fallback, and a closed output.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeRowsWorkbook } from '../../../server/dataTransfer/xlsxRows';
import { crc32, tableCrc32 } from '../../../server/dataTransfer/zipRecords';
import { ZipAbandoned, ZipStream, type ZipStreamOptions } from '../../../server/dataTransfer/zipStream';
import { hasUnzip, unzip } from '../../helpers/unzip';

const big = Array.from({ length: 20_000 }, (_, index) => `line ${index} ${index % 7 === 0 ? 'é🙂' : ''}\n`).join('');

async function archive(options: ZipStreamOptions = {}): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zip = new ZipStream(output, options);
  await zip.addEntry('small.txt', 'hello');
  zip.startEntry('dir/big.txt');
  for (let at = 0; at < big.length; at += 10_000) await zip.write(big.slice(at, at + 10_000));
  await zip.closeEntry();
  await zip.addEntry('empty.txt', '');
  await zip.finish();
  return Buffer.concat(chunks);
}

/** An entry's content as unzip extracts it. */
const unzipEntry = (bytes: Buffer, name: string) => unzip(bytes, ['-p'], [name]);

/** The signature of the ZIP64 end of central directory record. */
const ZIP64_END = Buffer.from([0x50, 0x4b, 0x06, 0x06]);

describe('ZipStream', () => {
  it.skipIf(!hasUnzip)('writes deflated entries that unzip tests and extracts as written', async () => {
    const bytes = await archive();
    expect(bytes.includes(ZIP64_END)).toBe(false);
    expect(unzip(bytes, ['-t'])).toMatch(/No errors detected/);
    expect(unzipEntry(bytes, 'small.txt')).toBe('hello');
    expect(unzipEntry(bytes, 'dir/big.txt')).toBe(big);
    expect(unzipEntry(bytes, 'empty.txt')).toBe('');
    expect(bytes.length).toBeLessThan(Buffer.byteLength(big) / 3);
  });

  it.skipIf(!hasUnzip)('writes ZIP64 sizes, offsets and end records past its bound, which unzip still reads', async () => {
    const bytes = await archive({ zip64From: 1 });
    expect(bytes.includes(ZIP64_END)).toBe(true);
    expect(unzip(bytes, ['-t'])).toMatch(/No errors detected/);
    expect(unzipEntry(bytes, 'dir/big.txt')).toBe(big);
    expect(unzipEntry(bytes, 'small.txt')).toBe('hello');
  });

  it('writes a ZIP64 workbook exceljs reads', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* pages() {
      yield [[7, 'Amina']];
    }
    await writeRowsWorkbook(output, { name: 'schools', labels: ['ID', 'Name'], pages: pages(), zip: { zip64From: 1 } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(
      workbook.worksheets[0]
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      ['ID', 'Name'],
      [7, 'Amina'],
    ]);
  });

  it('computes CRC-32 with its own table exactly as zlib does, in one go or in parts', () => {
    const data = randomBytes(100_000);
    const expected = zlib.crc32(data);
    expect(tableCrc32(data)).toBe(expected);
    expect(tableCrc32(data.subarray(40_000), tableCrc32(data.subarray(0, 40_000)))).toBe(expected);
    expect(crc32(data.subarray(40_000), crc32(data.subarray(0, 40_000)))).toBe(expected);
    expect(tableCrc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('gives the event loop a turn at each write, so the deflater goes on while the caller builds the next batch', async () => {
    const zip = new ZipStream(new PassThrough());
    zip.startEntry('a.txt');
    let turned = false;
    setImmediate(() => (turned = true));
    await zip.write('x'.repeat(1000));
    expect(turned).toBe(true);
    zip.abort();
  });

  it('fails a write with ZipAbandoned once the output is closed, and writes nothing more', async () => {
    const output = new PassThrough();
    const zip = new ZipStream(output);
    zip.startEntry('a.txt');
    await zip.write('first');
    output.destroy();
    await expect(zip.write('second')).rejects.toBeInstanceOf(ZipAbandoned);
    await expect(zip.finish()).rejects.toBeInstanceOf(ZipAbandoned);
    zip.abort();
  });
});
