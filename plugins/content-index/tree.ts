/** The content tree of a docs version (SPEC §3): directories and files with sizes, titles, order and anchors. */
import path from 'node:path';
import type { Anchor } from './markdown';

export type FileNode = {
  type: 'file';
  path: string;
  name: string;
  size: number;
  url: string;
  extension: string;
  title: string;
  description?: string;
  sort: number;
  group?: string;
  anchors: Anchor[];
  contributors: string[];
  related: { title: string; url: string }[];
  source?: string;
  edit?: string;
  repo?: string;
};

export type DirectoryNode = {
  type: 'directory';
  path: string;
  name: string;
  size: number;
  url: string;
  children: (FileNode | DirectoryNode)[];
};

/** Builds nested directories from files whose `path` is relative to the version's docs folder. */
export function buildTree(files: readonly FileNode[], rootUrl: string): DirectoryNode {
  const root: DirectoryNode = { type: 'directory', path: '', name: '', size: 0, url: rootUrl, children: [] };
  for (const file of files) {
    const parts = file.path.split('/');
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      const dirPath = dir.path ? `${dir.path}/${part}` : part;
      let next = dir.children.find((c): c is DirectoryNode => c.type === 'directory' && c.name === part);
      if (!next) {
        next = { type: 'directory', path: dirPath, name: part, size: 0, url: `${rootUrl}${dirPath}/`, children: [] };
        dir.children.push(next);
      }
      dir = next;
    }
    dir.children.push(file);
  }
  sumAndSort(root);
  return root;
}

function sumAndSort(dir: DirectoryNode): number {
  dir.size = dir.children.reduce(
    (total, child) => total + (child.type === 'directory' ? sumAndSort(child) : child.size),
    0,
  );
  dir.children.sort((a, b) => {
    if (a.type !== b.type) return a.type === 'file' ? -1 : 1;
    if (a.type === 'file' && b.type === 'file') return a.sort - b.sort || a.title.localeCompare(b.title, 'en');
    return a.name.localeCompare(b.name, 'en');
  });
  return dir.size;
}

export function extensionOf(file: string): string {
  return path.extname(file);
}
