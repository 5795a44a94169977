import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../validate/diagnostic';
import {
  currentFreshRows,
  isToFillIn,
  markFresh,
  settleAll,
  settleWithin,
  showFreshRows,
  type FreshRow,
} from './fresh-rows';

const at = (pointer: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
  code: 'solution.starter-empty',
  severity,
  message: 'Conversation starter is empty.',
  file: 'assistant.json',
  pointer,
});

describe('rows just added', () => {
  afterEach(settleAll);

  it('show the problems within them as “to fill in”, and nothing else', () => {
    const fresh: FreshRow[] = [{ file: 'assistant.json', pointer: '/starters/1' }];
    const [inside, other, elsewhere] = showFreshRows(
      [at('/starters/1'), at('/starters/10'), { ...at('/starters/1'), file: 'mcp.json' }],
      fresh,
    );
    expect(inside).toMatchObject({ severity: 'info' });
    expect(isToFillIn(inside!)).toBe(true);
    expect(other).toMatchObject({ severity: 'error' });
    expect(isToFillIn(other!)).toBe(false);
    expect(isToFillIn(elsewhere!)).toBe(false);
  });

  it('end their grace when left, when their list changes, or all at once', () => {
    const diagnostics = [at('/knowledge/0/description')];
    markFresh('assistant.json', '/knowledge/0');
    markFresh('assistant.json', '/starters/0');
    settleWithin('assistant.json', '/starters');
    expect(currentFreshRows()).toEqual([{ file: 'assistant.json', pointer: '/knowledge/0' }]);
    expect(showFreshRows(diagnostics, currentFreshRows())[0]).toMatchObject({ severity: 'info' });
    settleWithin('assistant.json', '/knowledge/0');
    expect(currentFreshRows()).toEqual([]);
    markFresh('assistant.json', '/examples/2');
    settleAll();
    expect(showFreshRows(diagnostics, currentFreshRows())).toBe(diagnostics);
  });
});
