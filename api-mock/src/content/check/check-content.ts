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
import { checkFacts } from './check-facts';
import { readGlobalFacts, type GlobalFacts } from '../facts/global-units';

export interface CheckResult {
  dir: string;
  /** "<file>: <path>: <message>" lines, sorted by file. Empty when the content is valid. */
  errors: string[];
  content: SchemaValidContent;
}

/** The id a file name stands for: "0012.json" -> 12, "floor-004.json" -> 4, "some-artist.json" -> "some-artist". */
function idFromFileName(file: string): number | string {
  const base = path.posix.basename(file, '.json');
  const digits = /^(?:[a-z]+-)?(\d+)$/.exec(base);
  return digits ? Number(digits[1]) : base;
}

async function loadFolder<S extends z.ZodType>(
  dir: string,
  kind: FolderKind<S>,
  idPath: string,
  issues: IssueList,
  brokenIds: Set<number | string>,
): Promise<Sourced<z.infer<S>>[]> {
  const { files, names } = await readJsonFolder(dir, kind.folder, issues);
  const out: Sourced<z.infer<S>>[] = [];
  for (const raw of files) {
    const v = validateFile(raw, kind.schema, issues);
    if (v) out.push(v);
  }
  const valid = new Set(out.map((v) => v.file));
  for (const name of names) if (!valid.has(name)) brokenIds.add(`${kind.folder}:${idFromFileName(name)}`);
  checkIdsAndFileNames(out, kind.folder, kind.idOf, kind.fileName, idPath, issues);
  return out;
}

async function loadMeta<S extends z.ZodType>(
  dir: string,
  meta: { file: string; schema: S },
  issues: IssueList,
): Promise<Sourced<z.infer<S>> | undefined> {
  const raw = await readJsonFile(dir, meta.file, issues);
  return raw && validateFile(raw, meta.schema, issues);
}

let defaultFacts: GlobalFacts | undefined;

/**
 * Reads every content file, checks it against its schema, then checks everything across files and
 * against the global-version facts (api-mock/roster/global-units.json unless others are given).
 */
export async function checkContent(dirInput: string, facts: GlobalFacts = (defaultFacts ??= readGlobalFacts())): Promise<CheckResult> {
  const dir = path.resolve(dirInput);
  const issues = new IssueList();
  const brokenIds = new Set<number | string>();
  const K = FOLDER_KINDS;
  const [
    characters,
    storyCards,
    artists,
    prayers,
    foreverPrayers,
    floors,
    updates,
    maintenance,
    tags,
    rewardItems,
    kourindouRoulette,
    lastUpdate,
  ] = await Promise.all([
    loadFolder(dir, K.characters, 'id', issues, brokenIds),
    loadFolder(dir, K.storyCards, 'id', issues, brokenIds),
    loadFolder(dir, K.artists, 'id', issues, brokenIds),
    loadFolder(dir, K.prayers, 'id', issues, brokenIds),
    loadFolder(dir, K.foreverPrayers, 'id', issues, brokenIds),
    loadFolder(dir, K.floors, 'floor', issues, brokenIds),
    loadFolder(dir, K.updates, 'number', issues, brokenIds),
    loadFolder(dir, K.maintenance, 'id', issues, brokenIds),
    loadMeta(dir, META_FILES.tags, issues),
    loadMeta(dir, META_FILES.rewardItems, issues),
    loadMeta(dir, META_FILES.kourindouRoulette, issues),
    loadMeta(dir, META_FILES.lastUpdate, issues),
  ]);
  const content: SchemaValidContent = {
    characters,
    storyCards,
    artists,
    prayers,
    foreverPrayers,
    floors,
    updates,
    maintenance,
    tags,
    rewardItems,
    kourindouRoulette,
    lastUpdate,
    brokenIds,
  };

  checkReferences(content, issues);
  checkPools(content, issues);
  checkDates(content, issues);
  checkFloorsContiguous(content, issues);
  checkAliases(content, issues);
  checkFacts(content, facts, issues);

  // Stable order: by file, then in the order found.
  const errors = issues.items
    .map((issue, i) => ({ issue, i }))
    .sort((a, b) => (a.issue.file < b.issue.file ? -1 : a.issue.file > b.issue.file ? 1 : a.i - b.i))
    .map(({ issue }) => formatIssue(issue));
  return { dir, errors, content };
}
