import {test} from 'node:test';
import assert from 'node:assert/strict';
import siteConfig from '../../docusaurus.config';
import {siteTemplate} from '../upstream-patches/ssg-template';
import {ssrTemplateOf} from './site-feature';

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
