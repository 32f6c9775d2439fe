// `npm run bench:scale`: the scale bench's lines (issue 35), apart from `npm run bench` because its first run
// generates a million rows; `npm run bench:scale -- <name>...` chooses lines as `npm run bench` does.
import { runBenches } from './runner';
import { closeScaleBed } from './scale/bed';
import { SCALE_LINES } from './scale/lines';

let passed = false;
try {
  passed = await runBenches(SCALE_LINES, process.argv.slice(2));
} finally {
  await closeScaleBed();
}
process.exit(passed ? 0 : 1);
