import { ConsoleLogger } from '@nestjs/common';
import { currentRequestId } from './request-context.js';

// Nothing logs bodies, cookies or headers; should an object with one of these keys reach a log call
// anyway, its value is masked.
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'cookie',
  'authorization',
  'sid',
  'x-internal-token',
];

/**
 * One JSON object per line: level, time, the app's name, the id of the request being served (when the line
 * is written while serving one), the message, the context and any structured fields.
 */
export class JsonLogger extends ConsoleLogger {
  constructor(private readonly service: string) {
    super({ json: true, context: service, flattenParams: true, redact: SECRET_KEYS });
  }

  protected override stringifyJsonLogObject(logObject: Record<string, unknown>): string {
    const { level, timestamp, message, ...rest } = logObject;
    const requestId = rest.requestId ?? currentRequestId();
    return super.stringifyJsonLogObject({
      level: level === 'log' ? 'info' : level,
      time: new Date(timestamp as number).toISOString(),
      service: this.service,
      ...(requestId === undefined ? {} : { requestId }),
      message,
      ...rest,
    });
  }
}

export const jsonLogger = (name: string) => new JsonLogger(name);
