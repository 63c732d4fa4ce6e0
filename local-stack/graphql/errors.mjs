// @ts-check
// The error shapes clients of the HomePay API rely on: `extensions.code` says what went wrong and
// `extensions.http` sets the HTTP status (graphql-yoga applies it and strips it from the body).
import { GraphQLError } from 'graphql';

/**
 * @param {string} message
 * @param {{ invalidToken?: boolean }} [options] whether a token was sent (RFC 6750 section 3)
 */
export function unauthenticated(message, { invalidToken = false } = {}) {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: {
        status: 401,
        headers: { 'WWW-Authenticate': invalidToken ? 'Bearer error="invalid_token"' : 'Bearer' },
      },
    },
  });
}

/** @param {string} message */
export function notFound(message) {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/**
 * @param {{ field: string, message: string }[]} problems at least one
 */
export function badUserInput(problems) {
  return new GraphQLError(problems.map((p) => `${p.field}: ${p.message}`).join('; '), {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: problems[0]?.field,
      invalidFields: problems.map((p) => p.field),
    },
  });
}

/** @param {string} message */
export function forbidden(message) {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

/** @param {string} message */
export function serviceUnavailable(message) {
  return new GraphQLError(message, {
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
  });
}

/**
 * A failure of the backend itself, answered as a GraphQL error with HTTP 200 (as a resolver error
 * reaches clients of a GraphQL-over-HTTP server).
 * @param {string} message
 */
export function internalError(message) {
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
