import { PAGE_ROUTES } from '@lootforge/core/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every page path the router declares: a route without children at its full path, an index route at its parent's. */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children) return pagePaths(route.children, here);
    if (route.index) return [parent || '/'];
    return route.path === '*' ? [] : [here];
  });
}

describe('the router', () => {
  it("declares exactly core's page routes, each once (the server answers those with the app, anything else 404)", () => {
    const declared = pagePaths(routes);
    expect(declared.filter((path, i) => declared.indexOf(path) !== i)).toEqual([]);
    expect(new Set(declared)).toEqual(new Set(PAGE_ROUTES));
  });

  it('ends the player pages with a not-found page', () => {
    expect(routes[0]!.children!.at(-1)!.path).toBe('*');
  });
});
