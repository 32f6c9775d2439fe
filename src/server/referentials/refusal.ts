import { refusalMessage, type ReferentialFault } from '../../shared/referential-file/faults';
import { HttpError } from '../http/errors';

/** The refusal of a file: a 400 with its message; `faults` stays available to the code and tests that catch it. */
export class ReferentialRefusal extends HttpError {
  constructor(
    readonly fileName: string,
    readonly referentialLabel: string,
    readonly faults: readonly ReferentialFault[],
    readonly total: number = faults.length,
  ) {
    super(400, refusalMessage(fileName, referentialLabel, faults, total));
    this.name = 'ReferentialRefusal';
  }
}
