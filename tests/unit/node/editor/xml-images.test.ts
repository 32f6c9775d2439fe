import { describe, expect, it } from 'vitest';
import { imageRefs } from '../../../../src/server/editor/xml-images';

describe('the pictures an article’s XML shows (issue 33)', () => {
  it('are its <image ref> ids, once each, in either quoting; nothing else counts', () => {
    expect(imageRefs(null)).toEqual([]);
    expect(imageRefs('<article><corps><image ref="7" legende="A"/><para>ref="9"</para><image legende=\'B\' ref=\'12\'></image><image ref="7"/></corps></article>')).toEqual([7, 12]);
    expect(imageRefs('<images ref="3"/><image refid="4"/><image ref="x5"/>')).toEqual([]);
  });
});
