/**
 * The `Bee` page by task: its methods sorted into the groups of src/data/beeMethods.ts, a task index at the
 * top, and each method's history and node modes under its heading.
 */
import {type DeclarationReflection, type ProjectReflection, ReflectionCategory, ReflectionKind} from 'typedoc';
import type {BeeMethodFacts, BeeMethodGroup} from '../../../src/data/beeMethods';
import {badges, historyNotes, isDeprecated} from './history-pages.mjs';
import type {ApiReferenceSettings} from './settings.mjs';

/**
 * Throws unless `groups` covers `methodNames` (the public methods of the Bee class) exactly once each. The one
 * error names every problem, so a bee-js upgrade that adds or renames methods says what to fix.
 */
export function checkBeeMethodGroups(methodNames: string[], groups: BeeMethodGroup[]): void {
  const known = new Set(methodNames);
  const groupOf = new Map<string, string>();
  const problems: string[] = [];
  for (const group of groups) {
    for (const method of group.methods) {
      if (!known.has(method)) problems.push(`"${group.title}" names ${method}, which is not a public Bee method`);
      else if (groupOf.has(method)) problems.push(`${method} is in both "${groupOf.get(method)}" and "${group.title}"`);
      else groupOf.set(method, group.title);
    }
  }
  for (const method of methodNames) {
    if (!groupOf.has(method)) problems.push(`${method} is in no group`);
  }
  if (problems.length > 0) {
    throw new Error(`src/data/beeMethods.ts does not match the Bee class:\n  ${problems.join('\n  ')}`);
  }
}

/** Section for Bee methods that src/data/beeMethods.ts does not place yet, e.g. right after a bee-js upgrade. */
export const UNGROUPED_TITLE = 'Other methods';

/**
 * The groups as the page shows them: names of methods that no longer exist are dropped and methods no group
 * names are collected at the end, so upgrading bee-js never breaks the build. The unit tests still fail until
 * the groups are updated by hand, since grouping by task is an editorial choice.
 */
export function pageBeeMethodGroups(methodNames: string[], groups: BeeMethodGroup[]): BeeMethodGroup[] {
  const known = new Set(methodNames);
  const placed = new Set<string>();
  const shown = groups
    .map(({title, methods}) => ({
      title,
      methods: methods.filter((method) => {
        if (!known.has(method) || placed.has(method)) return false;
        placed.add(method);
        return true;
      }),
    }))
    .filter(({methods}) => methods.length > 0);
  const ungrouped = methodNames.filter((method) => !placed.has(method));
  return ungrouped.length > 0 ? [...shown, {title: UNGROUPED_TITLE, methods: ungrouped}] : shown;
}

/**
 * The anchor Docusaurus gives a heading made of words, spaces and hyphens (as group titles are). The build's
 * broken-anchor check fails if this ever disagrees with Docusaurus.
 */
export function headingAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/** A compact map of the Bee page: each task with links to its methods, so readers find a method without scrolling through a hundred of them. */
export function beeTaskIndex(groups: BeeMethodGroup[]): string {
  const rows = groups.map(
    (group) =>
      `| [${group.title}](#${headingAnchor(group.title)}) | ` +
      `${group.methods.map((method) => `[${method}](#${method.toLowerCase()})`).join(', ')} |`,
  );
  return ['## Methods by task', '| Task | Methods |', '| --- | --- |', ...rows].join('\n');
}

/** Badge text of each node mode, in the order they are shown. */
const MODE_LABELS = ['ultra-light', 'light', 'full'] as const;

/** The node modes a Bee method works in, from the same data as the overview's cheat-sheet. */
export function modeBadges(modes: BeeMethodFacts['modes'] | undefined): string {
  if (!modes) return '';
  if (modes === 'local') return badges([{text: 'no node needed', variant: 'mode'}], 'Node modes:');
  return badges(
    MODE_LABELS.filter((mode) => modes.includes(mode)).map((mode) => ({text: mode, variant: 'mode' as const})),
    'Node modes:',
  );
}

/** Sorts the `Bee` page's methods into the task groups, the properties first; returns the groups as the page shows them. */
export function groupBeeMethods(project: ProjectReflection, groups: BeeMethodGroup[]): BeeMethodGroup[] {
  const bee = project.getChildByName('Bee');
  if (!bee || !bee.isDeclaration()) throw new Error('bee-js no longer exports a Bee class.');
  const methods = (bee.children ?? []).filter((child) => child.kindOf(ReflectionKind.Method));
  const groupsOnPage = pageBeeMethodGroups(
    methods.map((method) => method.name),
    groups,
  );
  const byName = new Map(methods.map((method) => [method.name, method]));
  const properties = new ReflectionCategory('Properties');
  properties.children = (bee.children ?? []).filter((child) => child.kindOf(ReflectionKind.Property));
  // Setting categories before TypeDoc's CategoryPlugin runs makes it keep ours (it skips categorised reflections).
  bee.categories = [
    properties,
    ...groupsOnPage.map((group) => {
      const category = new ReflectionCategory(group.title);
      category.children = group.methods.map((name) => byName.get(name)!);
      return category;
    }),
  ].filter((category) => category.children.length > 0);
  return groupsOnPage;
}

/** Adds each Bee method's history and node modes under its heading. */
export function withBeeMethodNotes(bee: DeclarationReflection, contents: string, {timeline, beeMethodModes}: ApiReferenceSettings): string {
  return contents.replace(/^### (?:~~)?(\w+)\(\)(?:~~)?\n/gm, (heading, name: string) => {
    const method = bee.getChildByName(name);
    const history = timeline.Bee[name];
    if (!method || !history) return heading;
    return `${heading}\n${historyNotes(history, timeline.first, isDeprecated(method))}\n\n${modeBadges(beeMethodModes[name])}\n`;
  });
}
