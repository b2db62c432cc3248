/**
 * The HTML template of every page: Docusaurus's own, except how the site's scripts start. Upstream loads them as
 * `defer` scripts, which run as soon as parsing ends: on a fast connection main.js (React, the router, the
 * theme) was evaluated before the first paint and held it back. Here the entry scripts (runtime~main, main) are
 * preloaded as before and everything runs right after the first contentful paint, so the server-rendered page
 * shows first.
 *
 * The page's route chunks (route-chunks.ts) run between the runtime and main.js, so that main.js finds them
 * loaded and hydrates without requesting anything. They are not preloaded: requested before the first paint,
 * they would compete with the page's stylesheet on a slow connection and delay the first paint.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {MAIN_CHUNK_FILE, RUNTIME_CHUNK_FILE} from './plugin';

const DEFER_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** The scripts' order in a page: runtime~main, the page's route chunks, main. */
const ORDER_SCRIPTS = `    <%
  var isMain = (script) => new RegExp(${JSON.stringify(MAIN_CHUNK_FILE.source)}).test(script);
  var isRuntime = (script) => new RegExp(${JSON.stringify(RUNTIME_CHUNK_FILE.source)}).test(script);
  var entryScripts = it.scripts.filter((script) => isRuntime(script) || isMain(script));
  var orderedScripts = it.scripts.filter(isRuntime).concat(it.scripts.filter((script) => !isRuntime(script) && !isMain(script)), it.scripts.filter(isMain));
    %>
`;

const PRELOAD_SCRIPTS = `    <% entryScripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>`;

/**
 * Inserted with `async = false`, the scripts run in insertion order, as `defer` scripts would. They start after the
 * first contentful paint; at once in a hidden tab, which does not paint, and after 3 s in a browser that reports
 * no paint timing.
 */
const RUN_SCRIPTS_AFTER_FIRST_PAINT = `    <script>
      (function (sources) {
        var started = false;
        function run() {
          if (started) return;
          started = true;
          sources.forEach(function (source) {
            var script = document.createElement('script');
            script.src = source;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.hidden || typeof PerformanceObserver !== 'function') return run();
        new PerformanceObserver(function (entries, observer) {
          if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          setTimeout(run, 0);
        }).observe({type: 'paint', buffered: true});
        setTimeout(run, 3000);
      })(<%~ JSON.stringify(orderedScripts.map((script) => it.baseUrl + script)) %>);
    </script>
  </body>`;

export function siteTemplate(template: string = docusaurusTemplate): string {
  if (!template.includes(DEFER_SCRIPTS) || !template.includes('  </body>')) {
    throw new Error('ssg-template: Docusaurus changed its page template; compare it with plugins/upstream-patches/ssg-template.ts.');
  }
  return template.replace(DEFER_SCRIPTS, ORDER_SCRIPTS + PRELOAD_SCRIPTS).replace('  </body>', RUN_SCRIPTS_AFTER_FIRST_PAINT);
}
