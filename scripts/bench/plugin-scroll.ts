import type { Page } from 'playwright-core';

/** A plugin that changes every note it sees, as the cost of an active note_view_interruptor is measured with. */
const MARKER_PLUGIN = `/// @ 0.19.0
### { name: "Bench marker", version: "1", author: "bench" }
Plugin:register_note_view_interruptor(@(note) {
  note.text = \`{note.text} ✓\`
  note
})
`;

/** Installs the marker plugin through Settings > Install a plugin, as a person would. */
export async function installMarkerPlugin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings/plugin/install`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Plugin code' }).fill(MARKER_PLUGIN);
  await main.getByRole('button', { name: 'Install', exact: true }).click();
  await main.getByRole('listitem', { name: 'Bench marker v1' }).getByText('Running').waitFor();
}

/** Uninstalls the marker plugin, so the figures after it are measured without it. */
export async function removeMarkerPlugin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings/plugin`);
  const card = page.getByRole('main').getByRole('listitem', { name: 'Bench marker v1' });
  await card.getByRole('button', { name: 'Uninstall' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await card.waitFor({ state: 'detached' });
}
