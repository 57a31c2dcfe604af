/**
 * The fixed-layout records of a ZIP archive (APPNOTE.TXT 6.3): local file header, data descriptor,
 * central directory header and end of central directory, with the ZIP64 forms a size or offset of
 * 4 GiB or more needs. Entries are deflated and their sizes follow them (general purpose bit 3).
 */
import zlib from 'node:zlib';

/** A size or offset from this value on is written in ZIP64 form. */
export const ZIP32_LIMIT = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const METHOD_DEFLATE = 8;
const VERSION_DEFLATE = 20;
const VERSION_ZIP64 = 45;

export interface ZipEntryRecord {
  name: Buffer;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
}

/** DOS date and time (local time, 2-second steps), as the headers store them. */
export function dosDateTime(date: Date): { time: number; day: number } {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((Math.max(1980, date.getFullYear()) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

export function localFileHeader(name: Buffer, when: { time: number; day: number }): Buffer {
  const header = Buffer.alloc(30 + name.length);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_DEFLATE, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 6);
  header.writeUInt16LE(METHOD_DEFLATE, 8);
  header.writeUInt16LE(when.time, 10);
  header.writeUInt16LE(when.day, 12);
  // crc and sizes (14..25) stay 0: they follow the data, in the descriptor.
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  name.copy(header, 30);
  return header;
}

/** The descriptor after an entry's data; 8-byte sizes once either size reaches the ZIP64 limit. */
export function dataDescriptor(entry: ZipEntryRecord, limit = ZIP32_LIMIT): Buffer {
  const wide = entry.size >= limit || entry.compressedSize >= limit;
  const record = Buffer.alloc(wide ? 24 : 16);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(entry.crc >>> 0, 4);
  if (wide) {
    record.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    record.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    record.writeUInt32LE(entry.compressedSize, 8);
    record.writeUInt32LE(entry.size, 12);
  }
  return record;
}

export function centralDirectoryHeader(entry: ZipEntryRecord, when: { time: number; day: number }, limit = ZIP32_LIMIT): Buffer {
  // The ZIP64 extra field holds, in this order, only the values too large for their 4-byte field.
  const wide = [entry.size, entry.compressedSize, entry.offset].map((value) => value >= limit);
  const wideValues = [entry.size, entry.compressedSize, entry.offset].filter((_, index) => wide[index]);
  const extraLength = wideValues.length > 0 ? 4 + 8 * wideValues.length : 0;
  const header = Buffer.alloc(46 + entry.name.length + extraLength);
  const version = extraLength > 0 ? VERSION_ZIP64 : VERSION_DEFLATE;
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(version, 6);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 8);
  header.writeUInt16LE(METHOD_DEFLATE, 10);
  header.writeUInt16LE(when.time, 12);
  header.writeUInt16LE(when.day, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(wide[1] ? ZIP32_LIMIT : entry.compressedSize, 20);
  header.writeUInt32LE(wide[0] ? ZIP32_LIMIT : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extraLength, 30);
  // comment length, disk number, internal and external attributes (32..41) stay 0.
  header.writeUInt32LE(wide[2] ? ZIP32_LIMIT : entry.offset, 42);
  entry.name.copy(header, 46);
  if (extraLength > 0) {
    let at = 46 + entry.name.length;
    header.writeUInt16LE(0x0001, at);
    header.writeUInt16LE(extraLength - 4, at + 2);
    at += 4;
    for (const value of wideValues) {
      header.writeBigUInt64LE(BigInt(value), at);
      at += 8;
    }
  }
  return header;
}

/** The archive's end: the ZIP64 end record and locator first when a count, size or offset overflows. */
export function endOfCentralDirectory(entries: number, directorySize: number, directoryOffset: number, limit = ZIP32_LIMIT): Buffer {
  const zip64 = entries >= 0xffff || directorySize >= limit || directoryOffset >= limit;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : entries, 8);
  end.writeUInt16LE(zip64 ? 0xffff : entries, 10);
  end.writeUInt32LE(zip64 ? ZIP32_LIMIT : directorySize, 12);
  end.writeUInt32LE(zip64 ? ZIP32_LIMIT : directoryOffset, 16);
  if (!zip64) return end;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 as ZIP wants it, continuing from `previous`: node:zlib's where Node has it (20.15+). */
export function crc32(data: Uint8Array, previous = 0): number {
  const native = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;
  if (native) return native(data, previous);
  return tableCrc32(data, previous);
}

export function tableCrc32(data: Uint8Array, previous = 0): number {
  let crc = ~previous;
  for (let i = 0; i < data.length; i += 1) crc = CRC_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return ~crc >>> 0;
}
