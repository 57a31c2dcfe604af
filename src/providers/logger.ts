/** Where the providers report failures they swallow or rethrow. */
export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const consoleLogger: Logger = {
  error: (message, ...details) => console.error(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
};
