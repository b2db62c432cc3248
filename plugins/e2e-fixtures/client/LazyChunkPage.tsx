import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

// Rendered through Docusaurus's own Loadable + Loading pair, the same ones that load every route's chunks.
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-lazy-panel" */ './LazyPanel'),
  loading: Loading,
});

export default function LazyChunkPage() {
  return (
    <Layout title="Lazy chunk fixture">
      <main className="container margin-vert--lg">
        <h1>Lazy chunk fixture</h1>
        <LazyPanel />
      </main>
    </Layout>
  );
}
