import {
  Deferred,
  type PageProps,
  QueryPage,
  useEndpoint,
  useExtensionStrings,
  useHost,
  useRouter,
  useService,
} from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { type FormEvent, useId, useState } from 'react';
import type {} from '../aiscript/api';
import { playUrl } from './play-url';
import '@tessera/sdk/forms.css';
import './play.css';

const TEMPLATE = `/// @ 1.2.1

var name = ""

Ui:render([
  Ui:C:textInput({
    label: "Your name",
    onInput: @(v) { name = v },
  }),
  Ui:C:button({
    text: "Say hello",
    primary: true,
    onClick: @() { Mk:dialog("Hello", \`Hello, {name}!\`) },
  }),
])
`;

/** /play/new and /play/{id}/edit: write a Play, try it, publish or save it, or delete it. */
export default function PlayEditPage({ params }: PageProps) {
  if (!params.flashId) return <PlayForm flash={null} />;
  return <ExistingPlay flashId={params.flashId} />;
}

function ExistingPlay({ flashId }: { flashId: string }) {
  const t = useExtensionStrings('play');
  const query = useEndpoint('flash/show', { flashId });
  return (
    <QueryPage query={query} failedTitle={t('notFound')}>
      {(found) => <PlayForm key={found.id} flash={found} />}
    </QueryPage>
  );
}

function PlayForm({ flash }: { flash: entities.Flash | null }) {
  const t = useExtensionStrings('play');
  const host = useHost();
  const router = useRouter();
  const editor = useService('aiscript.codeEditor');
  const player = useService('aiscript.player');
  const [title, setTitle] = useState(flash?.title ?? '');
  const [summary, setSummary] = useState(flash?.summary ?? '');
  const [script, setScript] = useState(flash?.script ?? TEMPLATE);
  const [visibility, setVisibility] = useState<'public' | 'private'>(flash?.visibility ?? 'public');
  const [preview, setPreview] = useState<{ source: string; run: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), summary: useId(), visibility: useId() };
  const heading = flash ? t('editTitle') : t('newTitle');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const fields = { title: title.trim(), summary, script, visibility };
      if (flash) {
        await host.apiWithDialog('flash/update', { flashId: flash.id, ...fields, permissions: [] });
        router.push(`/play/${flash.id}`);
      } else {
        const created = await host.apiWithDialog('flash/create', { ...fields, permissions: [] });
        router.push(`/play/${created.id}`);
      }
    } catch {
      // The dialog has said what went wrong; everything typed stays.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!flash) return;
    if (!(await host.modals.confirm(t('deleteConfirm', { title: flash.title }), { danger: true }))) return;
    try {
      await host.apiWithDialog('flash/delete', { flashId: flash.id });
      router.push('/play');
    } catch {
      // Said by the dialog.
    }
  };

  return (
    <section className="page-card play-edit" aria-labelledby="play-edit-title">
      <h1 id="play-edit-title">{heading}</h1>
      <form onSubmit={(event) => void save(event)}>
        <div className="form-field">
          <label htmlFor={ids.title}>{t('fieldTitle')}</label>
          <input
            id={ids.title}
            required
            maxLength={256}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={ids.summary}>{t('fieldSummary')}</label>
          <textarea
            id={ids.summary}
            rows={3}
            maxLength={1024}
            value={summary}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
        <div className="form-field">
          {editor ? (
            <Deferred
              loader={editor}
              props={{
                label: t('fieldScript'),
                value: script,
                onChange: setScript,
                onRun: () => setPreview((p) => ({ source: script, run: (p?.run ?? 0) + 1 })),
              }}
            />
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor={ids.visibility}>{t('fieldVisibility')}</label>
          <select
            id={ids.visibility}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value === 'private' ? 'private' : 'public')}
          >
            <option value="public">{t('public')}</option>
            <option value="private">{t('privateLong')}</option>
          </select>
        </div>
        <div className="form-actions">
          {flash && (
            <button type="button" className="button danger" onClick={() => void remove()}>
              {t('delete')}
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => setPreview((p) => ({ source: script, run: (p?.run ?? 0) + 1 }))}
          >
            {t('preview')}
          </button>
          <button type="submit" className="button primary" disabled={busy || title.trim() === ''}>
            {flash ? t('save') : t('publish')}
          </button>
        </div>
      </form>
      {preview && player && (
        <section aria-label={t('previewArea')} className="play-preview">
          <Deferred
            key={preview.run}
            loader={player}
            props={{
              source: preview.source,
              storageKey: `flash:${flash?.id ?? 'new'}`,
              // Tried as it will run for everyone: as a Play, with no token.
              origin: { kind: 'play', id: flash?.id ?? null, url: flash ? playUrl(flash.id) : null },
              autoRun: true,
            }}
          />
        </section>
      )}
    </section>
  );
}
