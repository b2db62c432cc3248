import {test} from 'node:test';
import assert from 'node:assert/strict';
import siteConfig from '../../docusaurus.config';
import {siteTemplate} from '../upstream-patches/ssg-template';
import {themes} from 'prism-react-renderer';
import samplesInBrowser from '../samples-in-browser';
import sampleTabs from '../sample-tabs';
import typePopups from '../twoslash';
import {mdxPluginsOf, SAMPLE_REMARK_STEPS, type SampleRemarkStep, type SiteFeature, ssrTemplateOf} from './site-feature';

test("the page template is the one feature's that gives it, and Docusaurus's own when none does", () => {
  assert.equal(ssrTemplateOf([{plugins: []}, {ssrTemplate: '<html>a</html>'}]), '<html>a</html>');
  assert.equal(ssrTemplateOf([{plugins: []}]), undefined);
  assert.equal(siteConfig.ssrTemplate, siteTemplate());
});

test('two features giving a page template fail, naming the config', () => {
  assert.throws(
    () => ssrTemplateOf([{ssrTemplate: '<html>a</html>'}, {ssrTemplate: '<html>b</html>'}]),
    /^Error: docusaurus\.config\.ts: 2 of its features give a page template/,
  );
});

test('the sample remark steps run in the stated order whatever the order of the features', () => {
  const step = (name: SampleRemarkStep): SiteFeature => ({sampleRemarkStep: name, remarkPlugins: [() => () => name]});
  const other: SiteFeature = {remarkPlugins: [() => () => 'other']};
  const order = (features: SiteFeature[]) =>
    mdxPluginsOf(features, 'docs').remarkPlugins.map((plugin) => ((plugin as () => () => string)() as () => string)());
  assert.deepEqual(order([step('twoslash'), other, step('samples-in-browser')]), ['samples-in-browser', 'other', 'twoslash']);
  assert.deepEqual(order([...SAMPLE_REMARK_STEPS].reverse().map(step)), [...SAMPLE_REMARK_STEPS]);
});

test('each sample feature names its step', () => {
  const theme = themes.vsDark;
  const steps = [samplesInBrowser({siteDir: '.', theme}), sampleTabs(), typePopups({theme, apiLinks: false})].map(
    (feature) => feature.sampleRemarkStep,
  );
  assert.deepEqual(steps, [...SAMPLE_REMARK_STEPS]);
});
