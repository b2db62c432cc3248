import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import type {RunFixtureProps} from '../run-samples';

/** The same markup the run-samples remark plugin writes under a sample, for samples no real page should have. */
export default function RunSamplesPage({samples}: RunFixtureProps) {
  return (
    <Layout title="Run fixture">
      <main className="container margin-vert--lg">
        <h1>Run fixture</h1>
        {samples.map(({id, title, code, expected, timeLimit, sample}) => (
          <section key={id} id={id}>
            <h2>{title}</h2>
            <CodeBlock language="ts">{code}</CodeBlock>
            <div className="run-sample">
              <button type="button" data-run-sample={sample} data-run-expected={expected} data-run-time-limit={timeLimit}>
                Run
              </button>
            </div>
            {expected !== undefined && (
              <CodeBlock language="text" title="Output">
                {expected}
              </CodeBlock>
            )}
          </section>
        ))}
      </main>
    </Layout>
  );
}
