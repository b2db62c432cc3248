/** Reads the tar archives bee-js sends for collection uploads. */

/** Files of a tar archive as path -> contents; handles ustar prefixes and GNU long names, as bee-js writes them. */
export function readTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const text = (start: number, length: number) => archive.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  let offset = 0;
  let longName: string | null = null;
  while (offset + 512 <= archive.length && archive[offset] !== 0) {
    const size = Number.parseInt(text(offset + 124, 12).trim(), 8);
    const type = text(offset + 156, 1);
    const data = archive.subarray(offset + 512, offset + 512 + size);
    if (type === 'L') {
      longName = data.toString('utf8').replace(/\0.*$/s, '');
    } else {
      const prefix = text(offset + 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100));
      files.set(name, Buffer.from(data));
      longName = null;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
