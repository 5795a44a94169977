import { describe, expect, it } from 'vitest';
import { inlineLinkedSheets, sheetsStillNamed } from './vite-inline-css';

type Bundle = Parameters<typeof inlineLinkedSheets>[1];

const page = (head: string) => `<html><head>${head}</head><body></body></html>`;
const link = '<link rel="stylesheet" crossorigin href="./assets/index-abc.css">';
const sheet = (source: string) => ({ type: 'asset', fileName: 'assets/index-abc.css', source });
const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });
const bundleOf = (...outputs: { fileName: string }[]) =>
  Object.fromEntries(outputs.map((output) => [output.fileName, output])) as unknown as Bundle;

describe('inlineLinkedSheets', () => {
  it('writes the linked sheet into the page, drops its file and notes its name', () => {
    const bundle = bundleOf(sheet('main{display:flex}'), chunk('assets/index-def.js', 'run()'));
    const inlined: string[] = [];
    expect(inlineLinkedSheets(page(link), bundle, inlined)).toBe(page('<style>main{display:flex}</style>'));
    expect(Object.keys(bundle)).toEqual(['assets/index-def.js']);
    expect(inlined).toEqual(['assets/index-abc.css']);
  });

  it('refuses a sheet that would not work inside the page', () => {
    expect(() => inlineLinkedSheets(page(link), bundleOf(sheet('a{background:url(./b.png)}')))).toThrow(
      'refers to files by URL',
    );
    expect(() => inlineLinkedSheets(page(link), bundleOf(sheet('a::after{content:"</style>"}')))).toThrow(
      'contains </style',
    );
    expect(
      inlineLinkedSheets(page(link), bundleOf(sheet('a{background:url(data:image/png;base64,AA)}'))),
    ).toContain('<style>');
  });

  it('refuses a sheet the build lacks', () => {
    expect(() => inlineLinkedSheets(page(link), bundleOf())).toThrow('which the build lacks');
  });
});

describe('sheetsStillNamed', () => {
  it('names the chunk that would still fetch an inlined sheet', () => {
    const preloads = chunk('assets/view-1.js', 'preload(["./index-abc.css"])');
    expect(sheetsStillNamed(bundleOf(preloads), ['assets/index-abc.css'])).toBe(
      'assets/view-1.js names assets/index-abc.css, which is inside index.html now',
    );
    expect(sheetsStillNamed(bundleOf(chunk('assets/view-2.js', 'run()')), ['assets/index-abc.css'])).toBe(
      undefined,
    );
  });
});
