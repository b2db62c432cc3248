import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's 404 text, then what a reader who followed a stale link needs: a search of the docs (a plain form to
 * the search page, so it works before the page's scripts run) and a way back to the docs.
 */
export default function NotFoundContentWrapper(props: Props) {
  return (
    <>
      <Content {...props} />
      {/* A landmark of its own: the theme's text is in a <main> that this cannot join. */}
      <nav className="container margin-bottom--xl" aria-label="Find the page">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <form role="search" action={useBaseUrl('/search/')} method="get">
              <label htmlFor="not-found-search">Search the docs for what you were looking for</label>
              <div className="margin-top--sm">
                <input id="not-found-search" className="form-field" type="search" name="q" required />{' '}
                <button type="submit" className="button button--primary button--sm">
                  Search
                </button>
              </div>
            </form>
            <p className="margin-top--md">
              Or start again from <Link to="/docs/">the docs</Link> or <Link to="/docs/api/">the API reference</Link>.
            </p>
          </div>
        </div>
      </nav>
    </>
  );
}
