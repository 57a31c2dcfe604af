/** Device logs: kept locally (the device's telemetry, last 200) and sent live as `device:log`. */
import { DEVICE_LOGS_KEPT } from '../domain/deviceWire';
import type { DeviceLog } from '../domain/protocol';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';
export type LocalLog = Omit<DeviceLog, 'collectorId'>;

export class DeviceLogger {
  private readonly kept: LocalLog[] = [];

  constructor(
    private readonly send: (log: LocalLog) => void,
    private readonly echo?: (line: string) => void,
  ) {}

  log(level: LogLevel, category: string, message: string): void {
    const entry: LocalLog = { level, timestamp: new Date().toISOString(), category, message };
    this.kept.push(entry);
    if (this.kept.length > DEVICE_LOGS_KEPT) this.kept.shift();
    this.echo?.(`[${entry.timestamp}] ${level.toUpperCase().padEnd(5)} ${category}: ${message}`);
    this.send(entry);
  }

  info(category: string, message: string): void {
    this.log('info', category, message);
  }

  warn(category: string, message: string): void {
    this.log('warn', category, message);
  }

  error(category: string, message: string): void {
    this.log('error', category, message);
  }

  get entries(): readonly LocalLog[] {
    return this.kept;
  }

  /** clearTelemetry: forgets the kept logs; answers how many there were. */
  clear(): number {
    const count = this.kept.length;
    this.kept.length = 0;
    return count;
  }
}
