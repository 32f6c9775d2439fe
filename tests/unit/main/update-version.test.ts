import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../src/main/update-version';

// The order the updater uses to refuse a signed build that is not newer than the app (src/main/update-manifest.ts).
describe('semantic-version precedence', () => {
  it('orders releases by their numbers, and a release above its pre-releases', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBe(1);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.2.0', '0.10.0')).toBe(-1);
    expect(compareVersions('0.1.0', '0.1.0-test')).toBe(1);
    expect(compareVersions('0.1.0-test', '0.1.0')).toBe(-1);
  });

  it('orders pre-releases as semver.org says: numbers by value, below words, the longer list above', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'];
    for (let index = 1; index < ordered.length; index += 1) {
      expect(compareVersions(ordered[index] ?? '', ordered[index - 1] ?? '')).toBe(1);
      expect(compareVersions(ordered[index - 1] ?? '', ordered[index] ?? '')).toBe(-1);
    }
    expect(compareVersions('1.0.0+build.5', '1.0.0')).toBe(0);
  });

  it('answers null for what is not a version', () => {
    expect(compareVersions('99', '0.1.0')).toBeNull();
    expect(compareVersions('0.1.0', '01.0.0')).toBeNull();
    expect(compareVersions("1.0.0-'$(x)'", '0.1.0')).toBeNull();
  });
});
