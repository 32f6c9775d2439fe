import { describe, expect, it } from 'vitest';
import { KYRIELLE_ROUTES, SHELL_ROUTES } from '../../../src/renderer/app/routes';
import { LAYOUT_ROUTES } from '../../support/layout-routes';

describe('the layout check of issue 24', () => {
  it('walks every route of the router, in its order', () => {
    expect(LAYOUT_ROUTES.map((route) => route.pattern)).toEqual([...SHELL_ROUTES, ...KYRIELLE_ROUTES].map((route) => route.path));
  });
});
