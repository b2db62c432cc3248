/** The names nearest to a mistyped one, for error messages and hints: those that contain it first, then by edit distance. */

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits from `wanted` to `name`, or to its last part: `uploadFile` is near `Bee.uploadFile`, `/stamp` near `GET /stamps`. */
export function nameDistance(wanted: string, name: string): number {
  const key = wanted.toLowerCase();
  const lower = name.toLowerCase();
  const tail = lower.slice(Math.max(lower.lastIndexOf('.'), lower.lastIndexOf(' ')) + 1);
  return Math.min(editDistance(key, lower), editDistance(key, tail));
}

export function nearestNames(wanted: string, names: readonly string[], count = 5): string[] {
  const key = wanted.toLowerCase();
  return names
    .map((name) => ({name, rank: (key.length >= 3 && name.toLowerCase().includes(key) ? 0 : 1000) + nameDistance(wanted, name)}))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({name}) => name);
}
