import type { ChannelItem } from '@e-belediye/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { useI18n } from '../../../shared/i18n/index.js';
import { formatInstant, formatInstantToSecond } from '../../../shared/instant.js';
import { Icon } from '../../../shared/ui/Icon.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { TableSection } from '../../../shared/ui/TableSection.js';
import { ChannelForm, type IssuedKey, IssuedKeyDialog, KeyActDialog } from './ChannelDialogs.js';
import { useChannelsTexts } from './texts.js';
import './channels-desk.css';

type Act = { kind: 'create' } | { kind: 'edit' | 'rotate' | 'revoke'; channel: ChannelItem };

/**
 * /yonetim/kanallar (channels.manage): the kiosks, apps and banks of the second service host with their key
 * prefixes and last calls; a new channel or a rotated key is shown once; a channel's recent calls on request.
 */
export default function ChannelsDeskPage() {
  const t = useChannelsTexts();
  const { language } = useI18n();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const channels = useCall('GetChannelList', {}, { select: (r) => r.Items });
  const [act, setAct] = useState<Act | null>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [watching, setWatching] = useState<ChannelItem | null>(null);

  const done = (message: string) => async () => {
    say(message);
    await Promise.all([
      client.invalidateQueries(allOf('GetChannelList')),
      client.invalidateQueries(allOf('GetChannelCalls')),
    ]);
  };
  const button = (label: string, channel: ChannelItem, onClick: () => void) => (
    <button type="button" className="btn btn-small btn-outline" onClick={onClick}>
      {label}
      <span className="sr-only">: {channel.Name}</span>
    </button>
  );

  return (
    <PageFrame
      title={t.title}
      intro={t.intro}
      actions={
        <button type="button" className="btn" onClick={() => setAct({ kind: 'create' })}>
          <Icon name="lock" />
          {t.create}
        </button>
      }
    >
      <TableSection id="channels-list" title={t.list} query={channels} empty={t.none}>
        <RowsTable
          labelledBy="channels-list"
          rows={channels.data}
          rowKey={(c) => c.Oid}
          columns={[
            { header: t.name, cell: (c) => c.Name },
            { header: t.kind, cell: (c) => t.kinds[c.Kind] },
            { header: t.institutionCode, cell: (c) => <code>{c.InstitutionCode}</code> },
            { header: t.scopes, cell: (c) => c.Scopes.join(', ') },
            { header: t.keyPrefix, cell: (c) => <code>{c.KeyPrefix}…</code> },
            { header: t.rate, cell: (c) => c.RatePerMinute, num: true },
            {
              header: t.state,
              cell: (c) => <span className={`badge channels-state-${c.State.toLowerCase()}`}>{t.states[c.State]}</span>,
            },
            { header: t.lastCall, cell: (c) => formatInstant(c.LastCallAt, language, t.never) },
            {
              header: t.actions,
              cell: (c) => (
                <div className="row-actions">
                  {button(t.calls, c, () => setWatching(c))}
                  {c.State === 'ACTIVE' && (
                    <>
                      {button(t.edit, c, () => setAct({ kind: 'edit', channel: c }))}
                      {button(t.rotate, c, () => setAct({ kind: 'rotate', channel: c }))}
                      {button(t.revoke, c, () => setAct({ kind: 'revoke', channel: c }))}
                    </>
                  )}
                </div>
              ),
            },
          ]}
        />
      </TableSection>
      {watching && <ChannelCalls channel={watching} />}
      {act?.kind === 'create' && (
        <ChannelForm onClose={() => setAct(null)} onDone={done(t.created)} onIssued={setIssued} />
      )}
      {act?.kind === 'edit' && (
        <ChannelForm channel={act.channel} onClose={() => setAct(null)} onDone={done(t.updated)} />
      )}
      {(act?.kind === 'rotate' || act?.kind === 'revoke') && (
        <KeyActDialog
          channel={act.channel}
          act={act.kind}
          onClose={() => setAct(null)}
          onDone={done(act.kind === 'rotate' ? t.rotated : t.revoked)}
          onIssued={setIssued}
        />
      )}
      {issued && <IssuedKeyDialog issued={issued} onClose={() => setIssued(null)} />}
    </PageFrame>
  );
}

/** A channel's recent calls, newest first: what it asked, how it was answered, from where. */
function ChannelCalls({ channel }: { channel: ChannelItem }) {
  const t = useChannelsTexts();
  const { language } = useI18n();
  const calls = useCall('GetChannelCalls', { channelOid: channel.Oid }, { select: (r) => r.Items });
  return (
    <TableSection id="channels-calls" title={t.callsOf(channel.Name)} query={calls} empty={t.noCalls}>
      <RowsTable
        labelledBy="channels-calls"
        rows={calls.data}
        rowKey={(c) => c.RequestId}
        columns={[
          { header: t.at, cell: (c) => formatInstantToSecond(c.At, language) },
          { header: t.call, cell: (c) => c.CallName },
          { header: t.status, cell: (c) => c.StatusCode, num: true },
          { header: t.ip, cell: (c) => c.Ip },
          { header: t.requestId, cell: (c) => <code>{c.RequestId}</code> },
        ]}
      />
    </TableSection>
  );
}
