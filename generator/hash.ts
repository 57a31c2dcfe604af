/** Deterministic 32-bit hash of a text (FNV-1a), for fixed per-place offsets. Apart from ./random so that the server's demo population seed does not load Faker. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
