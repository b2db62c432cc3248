/**
 * The TypeScript files a build parses, parsed once. The sample compile (plugins/samples), the sample editor's
 * declaration sets (plugins/samples-in-browser) and the MCP server's type files (plugins/mcp) are programs over
 * the same standard library, bee-js declarations and Node.js types, with the sample checker's options; each takes
 * the files an earlier one parsed from one registry. Each still makes its own program and type checker.
 */
import ts from 'typescript';

// Case as the file system has it, as @typescript/vfs's language services name files: both then name a file alike.
const registry = ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames);

/**
 * The registry, keyed by the options that change how a file parses and binds. Twoslash's environment adds the
 * folder `paths` resolve from, which changes neither, to the sample checker's options: it shares the bucket.
 */
const parsedFiles: ts.DocumentRegistry = {
  ...registry,
  getKeyForCompilationSettings: ({pathsBasePath: _, ...settings}) => registry.getKeyForCompilationSettings(settings),
};

/** The version every file read from disk has: the files a program shares are never edited during a build. */
const ON_DISK = '0';

/** TypeScript whose language services take their files from the registry (@typescript/vfs makes them through it). */
export const typescriptWithParsedFiles: typeof ts = Object.create(ts, {
  createLanguageService: {value: (host: ts.LanguageServiceHost) => ts.createLanguageService(host, parsedFiles)},
});

/** A compiler host for `ts.createProgram` with `options` that takes its files from the registry. */
export function compilerHostWithParsedFiles(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (fileName, languageVersionOrOptions) => {
    const text = host.readFile(fileName);
    if (text === undefined) return undefined;
    const sourceFileOptions =
      typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : {languageVersion: languageVersionOrOptions};
    return parsedFiles.acquireDocument(fileName, options, ts.ScriptSnapshot.fromString(text), ON_DISK, undefined, sourceFileOptions);
  };
  return host;
}
