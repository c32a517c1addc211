import { STATUS_CODES } from 'node:http';

/** The JSON error body every 4xx/5xx of the API carries: `{ error, message }`. */
export interface ErrorBody {
  error: string;
  message: string;
}

/** An error a handler throws on purpose; the error handler turns it into `{ error, message }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const statusText = (statusCode: number): string => STATUS_CODES[statusCode] ?? 'Error';

export const errorBody = (statusCode: number, message: string): ErrorBody => ({
  error: statusText(statusCode),
  message,
});

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
