import { errorMessage } from './api';

/**
 * The server names the field a validation message is about ("userName: Username must be …").
 * The forms already show which field is which, so the toast carries only the sentence.
 */
export function readableError(error: unknown): string {
  return errorMessage(error).replace(/^[A-Za-z][\w.]*: (?=\S)/, '');
}
