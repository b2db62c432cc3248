/**
 * Front matter against the site's rules: Docusaurus's own schema for docs (Joi), tightened to what this site
 * requires (a title, a description, tags from tags.yml, no unknown keys), and the like for posts and pages.
 * Each mistake names the line of the key or value at fault.
 */
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {
  FrontMatterLastUpdateSchema,
  FrontMatterTOCHeadingLevels,
  JoiFrontMatter as Joi,
  type Joi as JoiTypes,
} from '@docusaurus/utils-validation';
import {isMap, isPair, isScalar, LineCounter, parseDocument} from 'yaml';
import {frontMatterBlock} from './markdown';
import type {Problem} from './problems';
import type {PageKind, Vocabulary} from './site';

type ObjectSchema = JoiTypes.ObjectSchema;

const text = () => Joi.string().trim().min(1);
const texts = () => Joi.array().items(text());
const known = (names: string[], source: string) =>
  Joi.string()
    .valid(...names)
    .messages({'any.only': `{{#label}} is {{#value}}, which ${source} does not list (it has: ${names.join(', ')})`});

/** Keys other pages of the site use for search and answers: short phrases a reader might type. */
const searchKeys = {keywords: texts(), questions: texts()};

/** Keys Docusaurus reads on posts and pages as well as on docs. */
const pageKeys = {
  image: text(),
  hide_table_of_contents: Joi.boolean(),
  draft: Joi.boolean(),
  unlisted: Joi.boolean(),
  last_update: FrontMatterLastUpdateSchema,
  ...FrontMatterTOCHeadingLevels,
  ...searchKeys,
};

function docSchema({docTags}: Vocabulary): ObjectSchema {
  return DocFrontMatterSchema.keys({
    title: text().required(),
    description: text().required(),
    tags: Joi.array().items(known(docTags, 'docs/tags.yml')).min(1).required(),
    slug: text(),
    sidebar_label: text(),
    ...searchKeys,
  }).unknown(false);
}

function postSchema({blogTags, blogAuthors}: Vocabulary): ObjectSchema {
  const author = known(blogAuthors, 'blog/authors.yml');
  return Joi.object({
    title: text().required(),
    description: text(),
    authors: Joi.array().items(author).single().min(1).required(),
    tags: Joi.array().items(known(blogTags, 'blog/tags.yml')).min(1).required(),
    slug: text(),
    date: Joi.date().raw(),
    title_meta: text(),
    sidebar_label: text(),
    ...pageKeys,
  });
}

const pageSchema = Joi.object({
  title: text().required(),
  description: text().required(),
  wrapperClassName: text(),
  ...pageKeys,
});

export type FrontMatterSchemas = Record<PageKind, ObjectSchema>;

export const frontMatterSchemas = (vocabulary: Vocabulary): FrontMatterSchemas => ({
  doc: docSchema(vocabulary),
  post: postSchema(vocabulary),
  page: pageSchema,
});

/** Problems in the front matter of one markdown file (`file` is the site-relative path for messages). */
export function checkFrontMatter(source: string, file: string, schema: ObjectSchema): Problem[] {
  const found = frontMatterBlock(source);
  if (!found) return [{file, line: 1, message: 'front matter missing: the file must start with a --- block holding at least its title'}];
  const block = found;
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, {lineCounter, prettyErrors: false});
  const lineAt = (offset: number) => block.firstLine + lineCounter.linePos(offset).line - 1;
  if (document.errors.length > 0) {
    return document.errors.map((error) => ({
      file,
      line: lineAt(error.pos[0]),
      message: `front matter is not valid YAML: ${error.message.split('\n')[0]}`,
    }));
  }
  const {error} = schema.validate(document.toJS() ?? {}, {abortEarly: false, errors: {wrap: {label: '"'}}});
  if (!error) return [];

  /** The line of the value at `path`, else of its top-level key, else of the opening `---`. */
  function lineOf({path}: JoiTypes.ValidationErrorItem): number {
    const value = document.getIn(path, true);
    if (isScalar(value) || isMap(value)) return lineAt(value.range![0]);
    const root = document.contents;
    const pair = isMap(root) ? root.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === path[0]) : undefined;
    return pair && isScalar(pair.key) ? lineAt(pair.key.range![0]) : block.firstLine - 1;
  }
  return error.details.map((detail) => ({file, line: lineOf(detail), message: `front matter: ${detail.message}`}));
}
