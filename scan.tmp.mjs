import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
const words = new Set(process.argv.slice(2));
function files(d){return readdirSync(d).flatMap(n=>{const p=join(d,n);return statSync(p).isDirectory()?files(p):/\.tsx?$/.test(n)&&!/\.test\.tsx?$/.test(n)?[p]:[]})}
for (const f of files('sdk')) {
  const text = readFileSync(f,'utf8');
  const sc = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  let k;
  while ((k = sc.scan()) !== ts.SyntaxKind.EndOfFileToken) {
    if (k===ts.SyntaxKind.Identifier || k===ts.SyntaxKind.StringLiteral || k===ts.SyntaxKind.NoSubstitutionTemplateLiteral) {
      const v = sc.getTokenValue();
      if (words.has(v)) { const line = text.slice(0, sc.getTokenPos()).split('\n').length; console.log(f+':'+line, k===ts.SyntaxKind.Identifier?'id':'str', v); }
    }
  }
}
