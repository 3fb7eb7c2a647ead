// Types only: the JSON error body every route sends (server/http/error-handler.ts), as the client reads it.

/** One field problem in a 400 body. */
export interface FieldError {
  path: string;
  message: string;
}

/** The JSON error body: `{ message, errors? }`. */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}
