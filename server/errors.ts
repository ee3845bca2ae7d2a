/**
 * Typed errors thrown by services and handlers. One error handler (server/api/errors.ts) turns
 * them into `{ message, errors? }` with their status; nothing else reaches a client.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
}

export class Invalid extends HttpError {
  constructor(errors: Record<string, string>, message?: string) {
    super(400, message ?? Object.values(errors)[0] ?? "Invalid input", errors);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = "Please sign in to continue.") {
    super(401, message);
  }
}

/** Signed in, but the person's role does not allow it (domain/access.ts). */
export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class TooLarge extends HttpError {
  constructor(message: string, field?: string) {
    super(413, message, field ? { [field]: message } : undefined);
  }
}

export class Unsupported extends HttpError {
  constructor(message: string, field?: string) {
    super(415, message, field ? { [field]: message } : undefined);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { "retry-after": String(retryAfterSeconds) });
  }
}

/** The server is at capacity for this kind of work; the client may retry after the wait. */
export class ServiceBusy extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, undefined, { "retry-after": String(retryAfterSeconds) });
  }
}

export class InsufficientStorage extends HttpError {
  constructor() {
    super(507, "The server has no room to store this upload right now. Nothing was saved; please try again later.");
  }
}
