import { z } from 'zod';

/**
 * Plain-language defaults for schema failures that have no message of their own, e.g.
 * "pan_number is required." instead of "Invalid input: expected string, received undefined".
 * Messages written on a schema always win over these.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const field = issue.path && issue.path.length > 0 ? issue.path.join('.') : 'The request';
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined) return `${field} is required.`;
          return `${field} must be a ${issue.expected}.`;
        case 'unrecognized_keys':
          return `Unexpected field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
        case 'too_big':
          if (issue.origin === 'string')
            return `${field} is too long (at most ${issue.maximum} characters).`;
          if (issue.origin === 'array')
            return `${field} has too many items (at most ${issue.maximum}).`;
          return `${field} must be at most ${issue.maximum}.`;
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? `${field} is required.`
              : `${field} is too short (at least ${issue.minimum} characters).`;
          }
          if (issue.origin === 'array') return `${field} needs at least ${issue.minimum} item(s).`;
          return `${field} must be at least ${issue.minimum}.`;
        case 'invalid_value':
          return `${field} must be one of: ${issue.values.join(', ')}.`;
        case 'invalid_format':
          return `${field} is not in the expected format.`;
        default:
          return undefined;
      }
    },
  });
}
