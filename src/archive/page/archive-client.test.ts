import { resolveObjectURL } from 'node:buffer';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeText, treeFromFiles, type FileTree } from '../../model/file-tree';
import { writePluginZip } from '../write-zip';
import type { ArchiveReply, ArchiveRequest } from '../archive-protocol';
import { openZipInWorker, saveZipBlobInWorker, saveZipInWorker, warmArchiveWorker } from './archive-client';
import { packOpenedAhead } from './pack-ahead';
import { buildRawZip } from '../test-support-raw-zip';
import { handleArchiveRequest } from '../worker-handler';

// A stand-in for the browser's Worker that runs the real handler in this process and records
// what each side handed over, so the page ↔ worker contract is tested under Node.
class FakeWorker {
  static transfers: { toWorker: Transferable[]; toPage: Transferable[][] } = { toWorker: [], toPage: [] };
  static created: FakeWorker[] = [];
  static requests: ArchiveRequest[] = [];
  onmessage: ((event: MessageEvent<ArchiveReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;

  /** What the worker was started from: the blob's text, read while it still existed. */
  readonly startedFrom: Promise<string | undefined>;

  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
    this.startedFrom = resolveObjectURL(url)?.text() ?? Promise.resolve(undefined);
  }

  postMessage(request: ArchiveRequest, transfer: Transferable[]) {
    FakeWorker.transfers.toWorker = transfer;
    FakeWorker.requests.push(request);
    setTimeout(() => {
      void handleArchiveRequest(request, (reply, handedOver) => {
        FakeWorker.transfers.toPage.push(handedOver);
        if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<ArchiveReply>);
      });
    });
  }

  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.created = [];
  FakeWorker.requests = [];
  FakeWorker.transfers = { toWorker: [], toPage: [] };
});

/** A plugin of three files of `size` bytes that do not shrink (stored, so quick to pack), assets/1–3.bin. */
function threeNoises(size: number): Uint8Array {
  const noise = (seed: number) => {
    const bytes = new Uint8Array(size);
    let x = seed;
    for (let i = 0; i < bytes.length; i++) bytes[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    return bytes;
  };
  return buildRawZip([
    { name: 'plugin.json', data: '{"name":"p"}' },
    ...[1, 2, 3].map((k) => ({ name: `assets/${k}.bin`, data: noise(k), method: 0 })),
  ]);
}

const zip = () =>
  buildRawZip([
    { name: 'plugin.json', data: '{"name":"p"}' },
    { name: 'a.txt', data: 'a'.repeat(1000) },
  ]);

describe('archive client', () => {
  it('takes the worker started ahead for the next call, once, and starts a new one after', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmArchiveWorker();
    warmArchiveWorker();
    expect(FakeWorker.created).toHaveLength(1);
    const ahead = FakeWorker.created[0]!;
    expect(ahead.terminated).toBe(false);
    expect((await openZipInWorker(zip())).kind).toBe('agent-plugin');
    expect(FakeWorker.created).toHaveLength(1);
    expect(ahead.terminated).toBe(true);
    expect((await openZipInWorker(zip())).kind).toBe('agent-plugin');
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('opens a zip in a module worker, hands the bytes over and gets the files handed back', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const bytes = zip();
    const progress: number[] = [];
    const result = await openZipInWorker(bytes, (p) => progress.push(p.done));
    expect(result.kind).toBe('agent-plugin');
    const worker = FakeWorker.created[0]!;
    // Started from a blob (so that it inherits the page's policy) that imports the worker script.
    expect(worker.url).toMatch(/^blob:/);
    expect(await worker.startedFrom).toMatch(/^import "[^"]*archive\.worker\.ts[^"]*";\n$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.terminated).toBe(true);
    expect(FakeWorker.transfers.toWorker).toHaveLength(1);
    expect(FakeWorker.transfers.toPage.at(-1)).toHaveLength(2);
    expect(progress.at(-1)).toBe(1012);
    // The start-up blob is made once: the next worker starts from the same URL, still readable.
    await openZipInWorker(zip());
    expect(FakeWorker.created[1]!.url).toBe(worker.url);
    expect(resolveObjectURL(worker.url)).toBeDefined();
  });

  it('refuses an oversized File from its size without reading it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const file = new Blob([zip() as Uint8Array<ArrayBuffer>]);
    const arrayBuffer = vi.spyOn(file, 'arrayBuffer');
    const result = await openZipInWorker(file, undefined, { limits: { maxZipBytes: 10 } });
    expect(result.kind === 'refused' && result.refused.code).toBe('zip-too-large');
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('saves a tree without emptying it, and hands the zip back', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const tree = treeFromFiles([['plugin.json', '{"name":"p"}']]);
    const saved = await saveZipInWorker(tree);
    expect(FakeWorker.transfers.toWorker).toEqual([]);
    expect(FakeWorker.transfers.toPage.at(-1)).toEqual([saved.buffer]);
    expect(saved.subarray(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
  });

  it('hands a large tree over as copies, made a step at a time, and leaves the tree whole', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const big = (seed: number) => new Uint8Array(3 * 2 ** 20).fill(seed);
    const tree = treeFromFiles([
      ['plugin.json', '{"name":"p"}'],
      ['a.bin', big(1)],
      ['b.bin', big(2)],
      ['c.bin', big(3)],
    ]);
    const originals = [...tree.values()].map((entry) => entry.kind === 'file' && entry.bytes);
    const saved = await saveZipInWorker(tree);
    expect(FakeWorker.transfers.toWorker).toHaveLength(4);
    for (const buffer of FakeWorker.transfers.toWorker) {
      expect(originals.some((bytes) => bytes && bytes.buffer === buffer)).toBe(false);
    }
    // The very same byte arrays, still full (compared by identity: a deep compare of 9 MB is slow).
    const after = [...tree.values()].map((entry) => entry.kind === 'file' && entry.bytes);
    after.forEach((bytes, i) => expect(bytes).toBe(originals[i]));
    expect((tree.get('b.bin') as { bytes: Uint8Array }).bytes[0]).toBe(2);
    expect(saved.subarray(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
  });

  it('hands the zip back as a Blob made in the worker, with its SHA-256, when asked for one', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { zip: blob, sha256 } = await saveZipBlobInWorker(treeFromFiles([['plugin.json', '{"name":"p"}']]));
    expect(blob.type).toBe('application/zip');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(FakeWorker.transfers.toPage.at(-1)).toEqual([]);
  });

  it('packs an opened tree ahead once the page is idle, and its download writes only the records', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: { timeRemaining(): number }) => void) =>
      idle.push(() => callback({ timeRemaining: () => 50 })),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const bytes = buildRawZip([
      { name: 'plugin.json', data: '{"name":"p"}' },
      { name: 'a.md', data: 'Step one. '.repeat(500) },
      { name: 'b.md', data: 'Step two. '.repeat(500) },
    ]);
    const opened = await openZipInWorker(bytes);
    if (opened.kind === 'refused' || opened.kind === 'choose-plugin') throw new Error(opened.kind);
    // Nothing is packed until the page says the opening is over, and then it is idle.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);
    packOpenedAhead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeWorker.requests.map((r) => r.op)).toEqual(['open']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    await vi.waitFor(() => expect(FakeWorker.requests.map((r) => r.op)).toEqual(['open', 'pack']));
    const expected = Buffer.from(await writePluginZip(opened.tree));

    const saved = await saveZipInWorker(opened.tree);
    expect(Buffer.from(saved).equals(expected)).toBe(true);
    const save = FakeWorker.requests.at(-1)!;
    if (save.op !== 'save') throw new Error(save.op);
    expect([...(save.packed?.keys() ?? [])].sort()).toEqual(['a.md', 'b.md', 'plugin.json']);
    expect([...save.tree.values()].every((e) => e.kind !== 'file' || e.bytes.length === 0)).toBe(true);

    // A file changed since has new bytes: it goes as bytes, packed at the download.
    const changed = new Map(opened.tree).set('a.md', { kind: 'file', bytes: encodeText('Changed.') });
    const again = await saveZipInWorker(changed);
    expect(Buffer.from(again).equals(Buffer.from(await writePluginZip(changed)))).toBe(true);
    const second = FakeWorker.requests.at(-1)!;
    if (second.op !== 'save') throw new Error(second.op);
    expect([...(second.packed?.keys() ?? [])].sort()).toEqual(['b.md', 'plugin.json']);
  });

  it('has the packing worker finish the few files left when a download comes, idle or not', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const opened = await openZipInWorker(zip());
    if (opened.kind === 'refused' || opened.kind === 'choose-plugin') throw new Error(opened.kind);
    packOpenedAhead();
    const saved = await saveZipInWorker(opened.tree);
    expect(Buffer.from(saved).equals(Buffer.from(await writePluginZip(opened.tree)))).toBe(true);
    expect(FakeWorker.requests.map((r) => r.op)).toEqual(['open', 'pack', 'save']);
    const save = FakeWorker.requests[2]!;
    expect(save.op === 'save' && [...(save.packed?.keys() ?? [])].sort()).toEqual(['a.txt', 'plugin.json']);
  });

  it('sends the packing worker its next batch while it packs one, and takes each answer for its own batch', async () => {
    // A worker whose packing is held until the test lets it go on.
    const held: (() => void)[] = [];
    class HoldingWorker extends FakeWorker {
      override postMessage(request: ArchiveRequest, transfer: Transferable[]) {
        if (request.op === 'pack') held.push(() => super.postMessage(request, transfer));
        else super.postMessage(request, transfer);
      }
    }
    vi.stubGlobal('Worker', HoldingWorker);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // Three files of a batch each (1 MB and more).
    const bytes = threeNoises(1.2 * 2 ** 20);
    const opened = await openZipInWorker(bytes);
    if (opened.kind === 'refused' || opened.kind === 'choose-plugin') throw new Error(opened.kind);
    packOpenedAhead();
    // The second batch is sent while the first is still being packed; no third before one is back.
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held).toHaveLength(2);
    // Answered the other way round: each answer must still go to its own batch.
    const goingOn = setInterval(
      () =>
        held
          .splice(0)
          .reverse()
          .forEach((pack) => pack()),
      1,
    );
    try {
      const saved = await saveZipInWorker(opened.tree);
      expect(Buffer.from(saved).equals(Buffer.from(await writePluginZip(opened.tree)))).toBe(true);
    } finally {
      clearInterval(goingOn);
    }
    const save = FakeWorker.requests.at(-1)!;
    expect(save.op === 'save' && [...(save.packed?.keys() ?? [])].sort()).toEqual([
      'assets/1.bin',
      'assets/2.bin',
      'assets/3.bin',
      'plugin.json',
    ]);
  });

  it("keeps no packed data whose checksum is not its file's, and the download is still the tree's zip", async () => {
    // A packing worker that answers each batch after the first with the batch before's data.
    class SwappingWorker extends FakeWorker {
      override postMessage(request: ArchiveRequest, transfer: Transferable[]) {
        const page = this.onmessage;
        if (request.op === 'pack' && page) {
          let before: unknown;
          this.onmessage = (event) => {
            const reply = event.data;
            if (reply.type !== 'packed') return page(event);
            const given = before ?? reply.packed;
            before = reply.packed;
            page({ data: { ...reply, packed: given } } as MessageEvent<ArchiveReply>);
          };
        }
        super.postMessage(request, transfer);
      }
    }
    vi.stubGlobal('Worker', SwappingWorker);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const opened = await openZipInWorker(threeNoises(1.2 * 2 ** 20));
    if (opened.kind === 'refused' || opened.kind === 'choose-plugin') throw new Error(opened.kind);
    packOpenedAhead();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const saved = await saveZipInWorker(opened.tree);
    expect(Buffer.from(saved).equals(Buffer.from(await writePluginZip(opened.tree)))).toBe(true);
  });

  it('takes no file deflated ahead into the download of a tree grown past 128 MB, whose level is another', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const words = ['refund ', 'order ', 'the ', 'policy ', 'ask '];
    const text = Array.from({ length: 20_000 }, (_, k) => words[(Math.imul(k, 2654435761) >>> 16) % 5]).join(
      '',
    );
    const opened = await openZipInWorker(
      buildRawZip([
        { name: 'plugin.json', data: '{"name":"p"}' },
        { name: 'a.md', data: text },
      ]),
    );
    if (opened.kind === 'refused' || opened.kind === 'choose-plugin') throw new Error(opened.kind);
    packOpenedAhead();
    await vi.waitFor(() => expect(FakeWorker.requests.map((r) => r.op)).toContain('pack'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Stored noise, the same array at many paths, takes the tree past 128 MB.
    const noise = new Uint8Array(2 ** 20).map((_, k) => (Math.imul(k, 2654435761) >>> 13) & 0xff);
    const grown = new Map(opened.tree);
    for (let k = 0; k <= 128; k++) grown.set(`assets/${k}.bin`, { kind: 'file', bytes: noise });

    const saved = await saveZipInWorker(grown);
    const save = FakeWorker.requests.at(-1)!;
    if (save.op !== 'save') throw new Error(save.op);
    expect(save.packed?.has('a.md') ?? false).toBe(false);
    expect(Buffer.from(saved).equals(Buffer.from(await writePluginZip(grown)))).toBe(true);
    // The same file is taken as packed ahead into the download of the tree it was opened with.
    await saveZipInWorker(opened.tree);
    const first = FakeWorker.requests.at(-1)!;
    expect(first.op === 'save' && first.packed?.has('a.md')).toBe(true);
  });

  it('leaves many files left to the download itself, which packs them with its helpers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // More than 32 MB of files.
    const bytes = threeNoises(11 * 2 ** 20);
    const opened = await openZipInWorker(bytes);
    if (opened.kind === 'refused' || opened.kind === 'choose-plugin') throw new Error(opened.kind);
    packOpenedAhead();
    const saved = await saveZipInWorker(opened.tree);
    expect(Buffer.from(saved).equals(Buffer.from(await writePluginZip(opened.tree)))).toBe(true);
    expect(FakeWorker.requests.map((r) => r.op)).toEqual(['open', 'save']);
  });

  it('ends the worker and rejects with an AbortError when cancelled', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const pending = openZipInWorker(zip(), undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('rejects with the worker’s message when the work fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await expect(saveZipInWorker(treeFromFiles([['../evil', 'x']]))).rejects.toThrow(
      /not a safe plugin path/,
    );
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('hands on the files asked for first, and the tree that comes holds those very arrays', async () => {
    // As a browser does, the page gets a copy of what the worker posts.
    class CopyingWorker extends FakeWorker {
      override postMessage(request: ArchiveRequest, transfer: Transferable[]) {
        const page = this.onmessage;
        this.onmessage =
          page && ((event) => page({ data: structuredClone(event.data) } as MessageEvent<ArchiveReply>));
        super.postMessage(request, transfer);
      }
    }
    vi.stubGlobal('Worker', CopyingWorker);
    const bytes = buildRawZip([
      { name: 'plugin.json', data: '{"name":"p"}' },
      { name: 'skills/a/SKILL.md', data: '---\nname: a\n---\nA.' },
      { name: 'skills/a/notes.md', data: 'notes' },
      { name: 'skills/b/SKILL.md', data: '---\nname: b\n---\nB.' },
    ]);
    const early: FileTree[] = [];
    const result = await openZipInWorker(bytes, undefined, {
      early: /(?:^|\/)skills\/[^/]+\/SKILL\.md$/,
      onEarly: (files) => {
        early.push(files);
        // A copy that no longer holds the file's bytes is not taken in.
        const b = files.get('skills/b/SKILL.md');
        if (b?.kind === 'file') b.bytes[9] = 0x21;
      },
    });
    if (result.kind !== 'agent-plugin') throw new Error(result.kind);
    expect(early).toHaveLength(1);
    expect([...early[0]!.keys()]).toEqual(['skills/a/SKILL.md', 'skills/b/SKILL.md']);
    const bytesOf = (tree: FileTree, path: string) => {
      const entry = tree.get(path);
      return entry?.kind === 'file' ? entry.bytes : undefined;
    };
    expect(bytesOf(result.tree, 'skills/a/SKILL.md')).toBe(bytesOf(early[0]!, 'skills/a/SKILL.md'));
    expect(bytesOf(result.tree, 'skills/b/SKILL.md')).not.toBe(bytesOf(early[0]!, 'skills/b/SKILL.md'));
    expect(new TextDecoder().decode(bytesOf(result.tree, 'skills/b/SKILL.md'))).toBe('---\nname: b\n---\nB.');
    expect(result.tree.get('skills/a/notes.md')).toMatchObject({ kind: 'file' });
  });
});
