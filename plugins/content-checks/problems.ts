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

export class ContentCheckError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Content checks found ${problems.length} mistake${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentCheckError';
  }
}

export function throwIfAny(problems: Problem[]): void {
  if (problems.length > 0) throw new ContentCheckError(problems);
}
