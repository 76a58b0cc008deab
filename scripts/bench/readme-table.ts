// Prints tests/bench/results.json as the Markdown table the README shows:
//   node --import tsx scripts/bench/readme-table.ts
import { readFileSync } from 'node:fs';
import { type Figure, formatValue as value } from './stats';

const results = JSON.parse(readFileSync(new URL('../../tests/bench/results.json', import.meta.url), 'utf8')) as {
  date: string;
  figures: Figure[];
};
console.log('| figure | median | min | max | target |');
console.log('| ------ | -----: | --: | --: | ------ |');
for (const f of results.figures) {
  const target =
    f.target === undefined ? '' : `${f.median <= f.target ? 'met' : 'not met'}: at most ${value(f.target, f.unit)}`;
  console.log(
    `| ${f.group}. ${f.name} | ${value(f.median, f.unit)} | ${value(f.min, f.unit)} | ${value(f.max, f.unit)} | ${target} |`,
  );
}
console.log(`\nMeasured ${results.date.slice(0, 10)}.`);
