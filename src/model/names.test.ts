import { describe, expect, test } from 'vitest';
import {
  hasReservedWord,
  isValidPluginName,
  isValidSkillName,
  isValidSlotName,
  nameFromTitle,
  skillNameFromTitle,
  slotNameFromLabel,
  titleFromName,
  uniqueName,
} from './names';

describe('nameFromTitle', () => {
  test('turns a title into a plugin name', () => {
    expect(nameFromTitle('Shop Support')).toBe('shop-support');
    expect(nameFromTitle('  Maya’s  Shop -- Support!! ')).toBe('maya-s-shop-support');
    expect(nameFromTitle('Version 2.0')).toBe('version-2-0');
  });

  test('transliterates accents and drops other scripts', () => {
    expect(nameFromTitle('Café Crème Brûlée')).toBe('cafe-creme-brulee');
    expect(nameFromTitle('Straße Ærø Łódź')).toBe('strasse-aero-lodz');
    expect(nameFromTitle('ｆｕｌｌ ｗｉｄｔｈ')).toBe('full-width');
    expect(nameFromTitle('日本語 shop')).toBe('shop');
  });

  test('never returns an empty or invalid name', () => {
    for (const title of ['', '   ', '!!!', '日本語', '—']) {
      expect(nameFromTitle(title)).toBe('assistant');
    }
    for (const title of ['Shop Support', 'a'.repeat(200), `${'a'.repeat(63)} b`, '-x-']) {
      expect(isValidPluginName(nameFromTitle(title))).toBe(true);
      expect(nameFromTitle(title).length).toBeLessThanOrEqual(64);
    }
  });
});

describe('skillNameFromTitle', () => {
  test('avoids the reserved words', () => {
    expect(skillNameFromTitle('Claude Helper')).toBe('helper');
    expect(skillNameFromTitle('Ask Anthropic about claudes')).toBe('ask-about-s');
    expect(hasReservedWord(skillNameFromTitle('claclaudeude'))).toBe(false);
    expect(skillNameFromTitle('Claude')).toBe('skill');
    expect(skillNameFromTitle('Returns')).toBe('returns');
    expect(isValidSkillName(skillNameFromTitle('x'.repeat(80)))).toBe(true);
  });
});

describe('slotNameFromLabel', () => {
  test('turns a label into a slot name', () => {
    expect(slotNameFromLabel('Returns policy')).toBe('returns_policy');
    expect(slotNameFromLabel('Prix (été) 2024')).toBe('prix_ete_2024');
    expect(slotNameFromLabel('2024 prices')).toBe('slot_2024_prices');
    expect(slotNameFromLabel('???')).toBe('document');
    expect(isValidSlotName(slotNameFromLabel('a '.repeat(100)))).toBe(true);
  });
});

describe('titleFromName', () => {
  test('turns a name back into words', () => {
    expect(titleFromName('shop-support')).toBe('Shop Support');
    expect(titleFromName('context7')).toBe('Context7');
    expect(titleFromName('')).toBe('');
  });
});

describe('name checks', () => {
  test('plugin names follow the Agent Plugins grammar', () => {
    expect(isValidPluginName('shop-support')).toBe(true);
    expect(isValidPluginName('v1.2')).toBe(true);
    for (const name of ['', 'Shop', '-a', 'a-', 'a--b', 'a..b', 'a_b', 'a'.repeat(65), 5, null]) {
      expect(isValidPluginName(name)).toBe(false);
    }
  });

  test('skill names follow the Agent Skills grammar and avoid reserved words', () => {
    expect(isValidSkillName('returns')).toBe(true);
    expect(isValidSkillName('a'.repeat(64))).toBe(true);
    for (const name of ['', 'a.b', '-a', 'a-', 'a--b', 'A', 'a'.repeat(65), {}, undefined]) {
      expect(isValidSkillName(name)).toBe(false);
    }
    expect(isValidSkillName('claude-helper')).toBe(false);
    expect(isValidSkillName('claude-helper', { allowReserved: true })).toBe(true);
    expect(hasReservedWord('my-anthropic')).toBe(true);
  });

  test('slot names start with a letter', () => {
    expect(isValidSlotName('returns_policy')).toBe(true);
    expect(isValidSlotName('_a')).toBe(false);
    expect(isValidSlotName('1a')).toBe(false);
  });
});

describe('uniqueName', () => {
  test('numbers a name that is taken', () => {
    expect(uniqueName('returns', [])).toBe('returns');
    expect(uniqueName('returns', ['returns'])).toBe('returns-2');
    expect(uniqueName('returns', new Set(['returns', 'returns-2']))).toBe('returns-3');
    expect(uniqueName('policy', ['policy'], { separator: '_' })).toBe('policy_2');
  });

  test('stays within the maximum length', () => {
    const long = 'a'.repeat(64);
    expect(uniqueName(long, [long])).toBe(`${'a'.repeat(62)}-2`);
  });

  test('treats __proto__ as an ordinary name', () => {
    expect(uniqueName('__proto__', ['__proto__'])).toBe('__proto__-2');
  });
});
