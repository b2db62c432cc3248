import {readFileSync} from 'node:fs';
import {enclosingDeclaration} from '/work/wt-31/tests/citations/enclosing';
const roots: Record<string,string> = {bee: '/work/shared/data/bee-source-2.8.1/', gp: '/work/shared/data/gateway-proxy-4f50bda/', viper: '/work/shared/data/go-deps/viper-1.7.0/', cast: '/work/shared/data/go-deps/cast-1.3.0/', js: '/work/wt-31/node_modules/@ethersphere/bee-js/'};
for (const arg of process.argv.slice(2)) {
  const [root, file, line] = arg.split(':');
  const text = readFileSync(roots[root!]! + file, 'utf8');
  console.log(`${file}:${line} [${enclosingDeclaration(text, file!, Number(line))}] ${text.split('\n')[Number(line)-1]!.trim()}`);
}
