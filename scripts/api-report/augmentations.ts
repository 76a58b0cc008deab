import ts from 'typescript';

/** The module whose maps (commands, services, events) the contracts add to. */
const SDK_MODULE = '@tessera/sdk';

/** The namespace a contract's additions to the SDK appear under in its report. */
export const AUGMENTATION_NAMESPACE = 'SdkAugmentation';

/**
 * A contract's declaration file with its `declare module '@tessera/sdk' { ... }` blocks written as
 * one exported namespace. API Extractor reports what a file exports and leaves module augmentations
 * out, yet they are most of a contract (the commands, services and events it adds, with their
 * types); as a namespace they appear in the report with full signatures. Only the report's input
 * changes: the contract itself stays an augmentation.
 */
export function augmentationsAsNamespace(text: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const blocks = file.statements.filter(ts.isModuleDeclaration);
  if (blocks.length === 0) return text;
  const members: string[] = [];
  for (const block of blocks) {
    if (!ts.isStringLiteral(block.name) || block.name.text !== SDK_MODULE || !block.body) {
      throw new Error(`${fileName}: a contract may augment only '${SDK_MODULE}', not ${block.name.getText()}`);
    }
    if (!ts.isModuleBlock(block.body)) throw new Error(`${fileName}: unexpected form of 'declare module'`);
    for (const statement of block.body.statements) members.push(member(statement, text));
  }
  if (file.statements.some((s) => declaredName(s) === AUGMENTATION_NAMESPACE)) {
    throw new Error(`${fileName} declares ${AUGMENTATION_NAMESPACE}, the name its report gives its augmentations`);
  }
  const namespace = [
    `/** What this contract adds to \`${SDK_MODULE}\` (its \`declare module\` blocks). */`,
    `export declare namespace ${AUGMENTATION_NAMESPACE} {`,
    ...members,
    '}',
  ].join('\n');
  let result = text;
  // From the last block to the first, so that earlier positions stay valid.
  for (const [i, block] of [...blocks.entries()].reverse()) {
    result = result.slice(0, block.getStart()) + (i === 0 ? namespace : '') + result.slice(block.getEnd());
  }
  return result;
}

/** One declaration of an augmentation block as an exported member, with its doc comment or one that says what it merges into. */
function member(statement: ts.Statement, text: string): string {
  const leading = text.slice(statement.getFullStart(), statement.getStart()).trim();
  const name = declaredName(statement) ?? 'declaration';
  const doc = leading.startsWith('/**') ? leading : `/** Merged into the SDK's \`${name}\`. */`;
  return `    ${doc}\n    export ${statement.getText()}`;
}

function declaredName(statement: ts.Statement): string | undefined {
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? name.text : undefined;
}
