import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight, File, Folder } from 'lucide-react';
import type { FileTree } from '../../model/file-tree';
import { LIST_PAGE, ShowMore, useListPage } from '../../ui/list-page';
import { buildNodes, drawnRows, parentOf, visibleNodes, type TreeNode } from './folder-nodes';

export interface FileTreePanelProps {
  readonly tree: FileTree;
  readonly selected: string | undefined;
  readonly problems: ReadonlyMap<string, number>;
  readonly onSelect: (path: string) => void;
  readonly onOpen: (path: string) => void;
  readonly onRename: (path: string) => void;
  readonly onDelete: (path: string) => void;
  readonly onMove: (from: string, toFolder: string) => void;
}

/**
 * The plugin's files as an ARIA tree: arrow keys move and open folders, Enter opens a file, F2
 * renames, Delete deletes; entries can be dragged onto folders. One entry is tabbable at a time.
 * The rows are drawn a page at a time (20,000 files in one folder drew 20,000 rows at once); the
 * keys still move row by row through all of them: the selected row is drawn, with its page, even
 * when it lies beyond the rows shown, and stepping down past the last one shown draws one more.
 */
export function FileTreePanel(props: FileTreePanelProps) {
  const { tree, selected, problems, onSelect, onOpen } = props;
  const nodes = useMemo(() => buildNodes(tree), [tree]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['skills']));
  const visible = useMemo(
    () => visibleNodes(nodes, withAncestors(expanded, selected)),
    [nodes, expanded, selected],
  );
  const page = useListPage(visible.length);
  const selectedIndex = selected === undefined ? -1 : visible.findIndex((v) => v.node.path === selected);
  const ranges = drawnRows(visible.length, page.shown, selectedIndex, LIST_PAGE);
  const drawn = ranges.reduce((sum, [from, to]) => sum + to - from, 0);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const [dropTarget, setDropTarget] = useState<string | undefined>();

  const focusPath = (path: string) => {
    if (visible[page.shown]?.node.path === path) page.reveal(page.shown);
    onSelect(path);
    requestAnimationFrame(() => refs.current.get(path)?.focus());
  };
  const toggle = (path: string, open?: boolean) => {
    const next = new Set(expanded);
    if (open ?? !next.has(path)) next.add(path);
    else next.delete(path);
    setExpanded(next);
  };

  const onKeyDown = (event: KeyboardEvent, node: TreeNode, index: number) => {
    const isOpen = expanded.has(node.path);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        if (visible[index + 1]) focusPath(visible[index + 1]!.node.path);
        break;
      case 'ArrowUp':
        handled();
        if (visible[index - 1]) focusPath(visible[index - 1]!.node.path);
        break;
      case 'ArrowRight':
        handled();
        if (node.kind === 'folder' && !isOpen) toggle(node.path, true);
        else if (node.kind === 'folder' && node.children[0]) focusPath(node.children[0].path);
        break;
      case 'ArrowLeft':
        handled();
        if (node.kind === 'folder' && isOpen) toggle(node.path, false);
        else if (parentOf(node.path) !== '') focusPath(parentOf(node.path));
        break;
      case 'Home':
        handled();
        if (visible[0]) focusPath(visible[0].node.path);
        break;
      case 'End':
        handled();
        if (visible.at(-1)) focusPath(visible.at(-1)!.node.path);
        break;
      case 'Enter':
      case ' ':
        handled();
        if (node.kind === 'folder') toggle(node.path);
        else onOpen(node.path);
        break;
      case 'F2':
        handled();
        props.onRename(node.path);
        break;
      case 'Delete':
        handled();
        props.onDelete(node.path);
        break;
    }
  };

  const tabbable = selectedIndex >= 0 ? selected : visible[0]?.node.path;

  const row = (index: number) => {
    const { node, depth } = visible[index]!;
    const count = problems.get(node.path) ?? 0;
    const isOpen = expanded.has(node.path);
    return (
      <li
        key={node.path}
        ref={(element) => {
          if (element) refs.current.set(node.path, element);
          else refs.current.delete(node.path);
        }}
        role="treeitem"
        aria-level={depth + 1}
        aria-selected={node.path === selected}
        aria-expanded={node.kind === 'folder' ? isOpen : undefined}
        tabIndex={node.path === tabbable ? 0 : -1}
        draggable
        onDragStart={(event) => event.dataTransfer.setData('application/x-plugin-path', node.path)}
        onDragOver={(event) => {
          if (node.kind !== 'folder' || !event.dataTransfer.types.includes('application/x-plugin-path'))
            return;
          event.preventDefault();
          setDropTarget(node.path);
        }}
        onDragLeave={() => setDropTarget(undefined)}
        onDrop={(event) => {
          const from = event.dataTransfer.getData('application/x-plugin-path');
          setDropTarget(undefined);
          if (!from || node.kind !== 'folder') return;
          event.preventDefault();
          event.stopPropagation();
          props.onMove(from, node.path);
        }}
        onKeyDown={(event) => onKeyDown(event, node, index)}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(node.path);
          if (node.kind === 'folder') toggle(node.path);
          else onOpen(node.path);
        }}
        style={{ paddingLeft: `${depth * 14 + 8}px` }}
        className={`flex cursor-default items-center gap-1.5 rounded-md py-1 pr-2 select-none ${
          node.path === selected
            ? 'bg-accent-100 dark:bg-accent-700/30'
            : 'hover:bg-neutral-100 dark:hover:bg-neutral-800'
        } ${dropTarget === node.path ? 'ring-2 ring-accent-500' : ''}`}
      >
        {node.kind === 'folder' ? (
          <>
            <ChevronRight
              aria-hidden
              className={`size-3.5 shrink-0 transition-transform ${isOpen ? 'rotate-90' : ''}`}
            />
            <Folder aria-hidden className="size-4 shrink-0 text-accent-600 dark:text-accent-500" />
          </>
        ) : (
          <File aria-hidden className="ml-5 size-4 shrink-0 text-neutral-500" />
        )}
        <span className="truncate">{node.name}</span>
        {count > 0 && (
          <span className="ml-auto rounded-full bg-red-100 px-1.5 text-xs text-red-800 dark:bg-red-900/50 dark:text-red-200">
            {count}
            <span className="sr-only"> {count === 1 ? 'problem' : 'problems'}</span>
          </span>
        )}
      </li>
    );
  };

  return (
    <div className="flex flex-col">
      <ul
        role="tree"
        aria-label="Files"
        className="flex flex-col py-1 text-sm"
        onDragOver={(event) => event.preventDefault()}
      >
        {ranges.flatMap(([from, to], part) => [
          ...(part > 0
            ? [
                <li key="gap" role="none" aria-hidden className="px-2 text-neutral-500">
                  ⋯
                </li>,
              ]
            : []),
          ...Array.from({ length: to - from }, (_, i) => row(from + i)),
        ])}
      </ul>
      <ShowMore page={{ ...page, shown: drawn }} what="files and folders" className="ml-1" />
    </div>
  );
}

/** The expanded folders plus every folder above the selection, so the selection is visible. */
function withAncestors(expanded: ReadonlySet<string>, selected: string | undefined): ReadonlySet<string> {
  if (!selected) return expanded;
  const all = new Set(expanded);
  for (let folder = parentOf(selected); folder !== ''; folder = parentOf(folder)) all.add(folder);
  return all;
}
