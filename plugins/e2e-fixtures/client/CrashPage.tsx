import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** Set by the browser test before it clicks "Try again", like a transient fault going away. */
    e2eCrashFixed?: boolean;
  }
}

/** Throws in the browser (never during static rendering) until the test marks the fault as fixed. */
function FaultyContent() {
  const hydrated = useIsBrowser();
  if (hydrated && !window.e2eCrashFixed) {
    throw new Error('E2E fixture: this page throws on purpose');
  }
  return <h1>{hydrated ? 'Recovered after the crash' : 'Crash fixture'}</h1>;
}

export default function CrashPage() {
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <FaultyContent />
      </main>
    </Layout>
  );
}
