/** What services log through: pino's logger (the app's) fits it; tests may pass a silent one. */
export interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
