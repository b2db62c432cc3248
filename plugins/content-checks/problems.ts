/** A mistake in the site's content, where a contributor has to fix it. */
export type Problem = {
  /** Relative to the site's folder, e.g. `docs/storage.mdx`. */
  file: string;
  line: number;
  column?: number;
  message: string;
};

/** `file:line:column message`, the form editors and terminals turn into a link to the spot. */
export function formatProblem({file, line, column, message}: Problem): string {
  return `${file}:${line}${column ? `:${column}` : ''} ${message}`;
}

/** A plain Error: Docusaurus prints any other property of a thrown error as a JSON "Details" block. */
export function throwIfAny(problems: Problem[]): void {
  if (problems.length === 0) return;
  const count = `${problems.length} mistake${problems.length === 1 ? '' : 's'}`;
  throw new Error(`Content checks found ${count}:\n${problems.map(formatProblem).join('\n')}`);
}
