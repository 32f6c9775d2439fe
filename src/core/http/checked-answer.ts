import type { z } from 'zod';
import { BridgeError } from '../../shared/errors';
import { LOAD_FAILED } from '../../shared/messages';
import { answerFault } from '../../shared/spec-check';

/**
 * An answer as core's readers take it, once checked against its declaration (issue 32; spec-check.ts): a field
 * of the wrong type is refused here with the specs' load error (spec 1 §8 errors.global), what is wrong in the
 * reason, rather than met deep in a screen. The answer itself goes on unchanged, extensions included.
 */
export function checkedAnswer<T>(schema: z.ZodType, answer: T): T {
  const fault = answerFault(schema, answer);
  if (fault !== null) throw new BridgeError('INTERNAL', LOAD_FAILED, undefined, `Réponse du serveur illisible : ${fault}.`);
  return answer;
}
