import { isUniqueViolation } from '../infra/database-errors.ts';
import { AppError } from './app-error.ts';

/**
 * Runs a write that a unique constraint guards (an affiliate link's key, a region's name). The service
 * checks first, for the usual answer; when two saves race past that check, the constraint refuses the
 * second, and it gets the same 422 `{ [field]: [message] }` instead of a 409.
 */
export async function takenOnRace<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ [field]: [message] });
    throw error;
  }
}
