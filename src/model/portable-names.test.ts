import { describe, expect, it } from 'vitest';
import { windowsNameProblem, windowsUnsafePaths } from './portable-names';

describe('windowsUnsafePaths', () => {
  it('finds every path with a name Windows cannot write, the first such name of each', () => {
    // Each path's segments judged one by one, as the rule says, without the one-test shortcut.
    const judged = (path: string) => {
      for (const name of path.split('/')) {
        const problem = windowsNameProblem(name);
        if (problem) return { path, name, problem };
      }
      return undefined;
    };
    const pieces = [
      'a',
      'con',
      'CoM1',
      'lpt²',
      'aux',
      'nul.txt',
      '.',
      ' ',
      ':',
      '?',
      'x.',
      '/',
      'prn',
      'conx',
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const paths = ['skills/a/SKILL.md', 'docs/CON.md', 'a/b ', 'notes/aux', 'x/consul.md', 'lpt1x/a'];
    for (let i = 0; i < 20_000; i++)
      paths.push(
        Array.from(
          { length: 1 + Math.floor(next() * 6) },
          () => pieces[Math.floor(next() * pieces.length)],
        ).join(''),
      );
    expect(windowsUnsafePaths(paths)).toEqual(paths.flatMap((path) => judged(path) ?? []));
    expect(windowsUnsafePaths(['docs/CON.md', 'x/consul.md']).map((found) => found.path)).toEqual([
      'docs/CON.md',
    ]);
  });
});
