/**
 * What a Claude Code plugin's skills hold for Claude Code is not changed unasked (#32 item 8): a
 * detail Claude Code reads at the top of the frontmatter stays there (a warning, and moving it is
 * a choice that says what it costs), and a skill name Claude Code uses is rewritten only by choice.
 */
import { describe, expect, test } from 'vitest';
import { convertClaudePlugin } from '../model/claude-conversion';
import { makeSolution } from '../model/make-solution';
import { fixturePlugin, textAt, unwrap } from '../model/test-support';
import { repair } from './repair';
import { validate } from './validate';

const CAPTURE = 'skills/capture-problem/SKILL.md';

describe('Repair of a converted Claude Code plugin', () => {
  const converted = convertClaudePlugin(fixturePlugin('conversion/wild-claude'));
  if (!converted.ok) throw new Error(converted.error.code);
  const solution = unwrap(makeSolution(converted.tree));

  test('leaves disable-model-invocation at the top and the name Claude Code uses as it is', () => {
    const { tree } = repair(solution);
    expect(textAt(tree, CAPTURE)).toBe(textAt(solution, CAPTURE));
    expect(textAt(tree, CAPTURE)).toMatch(
      /^name: wr-itil:capture-problem\ndescription: .*\ndisable-model-invocation: true\n/m,
    );
  });

  test('says so: a warning for apps that follow the skills format, and each way out is a choice that names its cost', () => {
    const found = validate(solution).filter((d) => d.file === CAPTURE);
    const field = found.find((d) => d.code === 'skill.claude-code-field');
    expect(field?.severity).toBe('warning');
    expect(field?.message).toContain('It stays where Claude Code reads it');
    expect(field?.fixes?.map((fix) => [fix.label, fix.safe])).toEqual([
      ['Move it into the extra details (Claude Code stops reading it)', false],
    ]);
    const name = found.find((d) => d.code === 'skill.name');
    expect(name?.message).toContain('the name Claude Code shows and calls it by');
    expect(name?.fixes?.every((fix) => fix.safe === false)).toBe(true);
  });
});
