import path from 'node:path';
import type { z } from 'zod';
import { FOLDER_KINDS, META_FILES, type FolderKind } from '../content-layout';
import { IssueList, formatIssue } from './content-issue';
import { readJsonFile, readJsonFolder } from './read-json-files';
import { validateFile, type Sourced } from './validate-schemas';
import type { SchemaValidContent } from './checked-content';
import { checkIdsAndFileNames } from './check-ids';
import { checkReferences } from './check-references';
import { checkPools } from './check-pools';
import { checkDates } from './check-dates';
import { checkFloorsContiguous } from './check-floors';
import { checkAliases } from './check-aliases';

export interface CheckResult {
  dir: string;
  /** "<file>: <path>: <message>" lines, sorted by file. Empty when the content is valid. */
  errors: string[];
  content: SchemaValidContent;
}

async function loadFolder<S extends z.ZodType>(dir: string, kind: FolderKind<S>, idPath: string, issues: IssueList): Promise<Sourced<z.infer<S>>[]> {
  const raws = await readJsonFolder(dir, kind.folder, issues);
  const out: Sourced<z.infer<S>>[] = [];
  for (const raw of raws) {
    const v = validateFile(raw, kind.schema, issues);
    if (v) out.push(v);
  }
  checkIdsAndFileNames(out, kind.folder, kind.idOf, kind.fileName, idPath, issues);
  return out;
}

async function loadMeta<S extends z.ZodType>(dir: string, meta: { file: string; schema: S }, issues: IssueList): Promise<Sourced<z.infer<S>> | undefined> {
  const raw = await readJsonFile(dir, meta.file, issues);
  return raw && validateFile(raw, meta.schema, issues);
}

/** Reads every content file, checks it against its schema, then checks everything across files. */
export async function checkContent(dirInput: string): Promise<CheckResult> {
  const dir = path.resolve(dirInput);
  const issues = new IssueList();
  const K = FOLDER_KINDS;
  const [characters, storyCards, artists, prayers, foreverPrayers, floors, updates, maintenance, tags, rewardItems, kourindouRoulette, lastUpdate] =
    await Promise.all([
      loadFolder(dir, K.characters, 'id', issues),
      loadFolder(dir, K.storyCards, 'id', issues),
      loadFolder(dir, K.artists, 'id', issues),
      loadFolder(dir, K.prayers, 'id', issues),
      loadFolder(dir, K.foreverPrayers, 'id', issues),
      loadFolder(dir, K.floors, 'floor', issues),
      loadFolder(dir, K.updates, 'number', issues),
      loadFolder(dir, K.maintenance, 'id', issues),
      loadMeta(dir, META_FILES.tags, issues),
      loadMeta(dir, META_FILES.rewardItems, issues),
      loadMeta(dir, META_FILES.kourindouRoulette, issues),
      loadMeta(dir, META_FILES.lastUpdate, issues),
    ]);
  const content: SchemaValidContent = { characters, storyCards, artists, prayers, foreverPrayers, floors, updates, maintenance, tags, rewardItems, kourindouRoulette, lastUpdate };

  checkReferences(content, issues);
  checkPools(content, issues);
  checkDates(content, issues);
  checkFloorsContiguous(content, issues);
  checkAliases(content, issues);

  // Stable order: by file, then in the order found.
  const errors = issues.items
    .map((issue, i) => ({ issue, i }))
    .sort((a, b) => (a.issue.file < b.issue.file ? -1 : a.issue.file > b.issue.file ? 1 : a.i - b.i))
    .map(({ issue }) => formatIssue(issue));
  return { dir, errors, content };
}
