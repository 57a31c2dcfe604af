/**
 * UTF-8 text appended straight into a byte buffer, handed over whole when full enough. Building a
 * worksheet's rows as JavaScript strings made about 20 KB of garbage per row (each `+` a string
 * of its own, then the whole batch copied once more into bytes): a minor collection every few
 * milliseconds, and what they promoted grew the old space by megabytes a second. Written here,
 * a row leaves only its few number strings behind.
 */
const ASCII_LIMIT = 0x80;
const ZERO = 0x30;
/** Strings longer than this go through Buffer#write; shorter ones are copied by a loop, cheaper per call. */
const LOOP_LIMIT = 64;

export class XmlBytes {
  private bytes: Buffer;
  /** Bytes written since the last take(). */
  length = 0;

  /** `capacity`: the usual size of what take() hands over (a buffer grows for a larger row). */
  constructor(private readonly capacity: number) {
    this.bytes = Buffer.allocUnsafeSlow(capacity);
  }

  /** Appends text known to be ASCII (markup, references, numbers). */
  ascii(text: string): void {
    const length = text.length;
    if (this.length + length > this.bytes.length) this.grow(length);
    const bytes = this.bytes;
    let at = this.length;
    for (let index = 0; index < length; index += 1) bytes[at++] = text.charCodeAt(index);
    this.length = at;
  }

  /**
   * Appends a number as String(number) spells it. Integers are written digit by digit: String()
   * would keep each row's number in V8's number-string cache, so past a minor collection or two,
   * into the old space (measured: over a third of what an export promoted).
   */
  number(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) {
      this.ascii(String(value));
      return;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
    if (this.length + digits > this.bytes.length) this.grow(digits);
    let rest = value;
    for (let at = this.length + digits - 1; at >= this.length; at -= 1) {
      this.bytes[at] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.length += digits;
  }

  /** Appends any text as UTF-8. */
  text(text: string): void {
    const length = text.length;
    // A UTF-16 unit takes at most 3 bytes (a surrogate pair, two units, takes 4).
    if (this.length + length * 3 > this.bytes.length) this.grow(length * 3);
    const bytes = this.bytes;
    const start = this.length;
    if (length <= LOOP_LIMIT) {
      let at = start;
      let index = 0;
      for (; index < length; index += 1) {
        const code = text.charCodeAt(index);
        if (code >= ASCII_LIMIT) break;
        bytes[at++] = code;
      }
      if (index === length) {
        this.length = at;
        return;
      }
    }
    this.length = start + bytes.write(text, start, 'utf8');
  }

  /** The bytes written so far, for keeps (a new buffer takes the writes that follow). */
  take(): Buffer {
    const taken = this.bytes.subarray(0, this.length);
    this.bytes = Buffer.allocUnsafeSlow(this.capacity);
    this.length = 0;
    return taken;
  }

  private grow(needed: number): void {
    const larger = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.length + needed));
    this.bytes.copy(larger, 0, 0, this.length);
    this.bytes = larger;
  }
}
