/**
 * Which route a line of Bee's pkg/api/router.go mounts: the `handle("<path>", …)` statement that holds it, and
 * the methods of its `jsonhttp.MethodHandler`. gofmt indents a statement's closing line as its first, which is
 * where the statement ends.
 */
const HANDLE = /^(\s*)handle\("([^"]+)"/;
const METHOD = /"(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)":/g;

export type MountedRoute = {path: string; methods: string[]};

/** The route mounted by the statement that holds line `line` (1-based), or undefined outside every `handle` call. */
export function mountedRoute(lines: readonly string[], line: number): MountedRoute | undefined {
  for (let start = line - 1; start >= 0; start--) {
    const handle = HANDLE.exec(lines[start]!);
    if (!handle) continue;
    const [, indent, path] = handle;
    const opened = lines[start]!.split('(').length - lines[start]!.split(')').length;
    let end = start;
    while (
      opened > 0 &&
      end < lines.length - 1 &&
      !(end > start && lines[end]!.startsWith(indent!) && /^[)}]/.test(lines[end]!.slice(indent!.length)))
    )
      end++;
    if (line - 1 > end) return undefined;
    const methods = [...new Set(lines.slice(start, end + 1).flatMap((text) => [...text.matchAll(METHOD)].map((match) => match[1]!)))];
    return {path: path!, methods};
  }
  return undefined;
}

/** Paths compare with their parameters unnamed: the contract's `{batch_id}` is Bee's `{batch_id}` or `{id}`. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

export const sameRoute = (mounted: MountedRoute, route: {method: string; path: string}) =>
  shape(mounted.path) === shape(route.path) && mounted.methods.includes(route.method.toUpperCase());
