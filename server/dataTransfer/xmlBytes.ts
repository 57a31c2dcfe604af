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
    this.digits(value, digits);
  }

  /**
   * Appends a non-negative number rounded to `decimals` decimals, without trailing zeros, digit by
   * digit for the reason number() gives: a date-time's serial has a fraction, and String() of two
   * of them a row grew the old space by about 4 MB a second during an XLSX export.
   */
  decimal(value: number, decimals: number): void {
    const scale = 10 ** decimals;
    const scaled = Math.round(value * scale);
    if (!Number.isSafeInteger(scaled) || scaled < 0) {
      this.ascii(String(value));
      return;
    }
    const whole = Math.floor(scaled / scale);
    let fraction = scaled - whole * scale;
    this.number(whole);
    if (fraction === 0) return;
    let digits = decimals;
    for (; fraction % 10 === 0; digits -= 1) fraction /= 10;
    this.ascii('.');
    this.digits(fraction, digits);
  }

  /** Appends a non-negative integer as exactly `count` digits (leading zeros where it has fewer). */
  private digits(value: number, count: number): void {
    if (this.length + count > this.bytes.length) this.grow(count);
    let rest = value;
    for (let at = this.length + count - 1; at >= this.length; at -= 1) {
      this.bytes[at] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.length += count;
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

  /** Appends again the `length` bytes written at `from` since the last take() (a row's number in each cell's reference). */
  again(from: number, length: number): void {
    if (this.length + length > this.bytes.length) this.grow(length);
    const bytes = this.bytes;
    let at = this.length;
    for (let index = from; index < from + length; index += 1) bytes[at++] = bytes[index];
    this.length = at;
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
