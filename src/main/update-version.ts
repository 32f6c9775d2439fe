const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** One pre-release identifier against another (semver.org §11.4): numbers by value, below words, words in ASCII order. */
function compareIdentifiers(a: string, b: string): number {
  const numeric = (id: string) => /^\d+$/.test(id);
  if (numeric(a) && numeric(b)) return Math.sign(Number(a) - Number(b));
  if (numeric(a) !== numeric(b)) return numeric(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Semantic-version precedence of `a` against `b` (-1, 0, 1), null when either is not a version: the app installs
 * only a signed version newer than itself (src/main/update-manifest.ts), whatever electron-updater was told.
 */
export function compareVersions(a: string, b: string): number | null {
  const left = SEMVER.exec(a);
  const right = SEMVER.exec(b);
  if (!left || !right) return null;
  for (const index of [1, 2, 3]) {
    const order = Math.sign(Number(left[index]) - Number(right[index]));
    if (order !== 0) return order;
  }
  const [leftPre, rightPre] = [left[4]?.split('.') ?? [], right[4]?.split('.') ?? []];
  // A release is above its pre-releases.
  if (leftPre.length === 0 || rightPre.length === 0) return Math.sign(rightPre.length - leftPre.length);
  for (let index = 0; index < Math.min(leftPre.length, rightPre.length); index += 1) {
    const order = compareIdentifiers(leftPre[index] ?? '', rightPre[index] ?? '');
    if (order !== 0) return order;
  }
  return Math.sign(leftPre.length - rightPre.length);
}
