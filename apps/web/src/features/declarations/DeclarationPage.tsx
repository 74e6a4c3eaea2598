import type { DeclarationRecorded } from '@e-belediye/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { loadOnce, readChunk } from '../../shared/lazy.js';
import { useSession } from '../../shared/session/index.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { lazyPart, WhileLoading } from '../../shared/ui/LaterPart.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import type { Amended } from './amending.js';
import { type Attachment, attachmentsStep, FileUpload } from './attachments.js';
import { type DeclarerProfile, type DeclarerValues, declarerInput, declarerStep, initialDeclarer } from './declarer.js';
import { draftKey, useDraft } from './draft.js';
import { EstimatePanel } from './EstimatePanel.js';
import { useDeclarationsTexts } from './i18n/index.js';
import type { Kind, Lists, PageKind, StepBody } from './kinds.js';
import { type Step, StepForm } from './StepForm.js';
import './declarations.css';

// A declaration on file to amend: read and its address named by a part a new declaration never loads.
const Amending = lazyPart(
  () => import('./amending.js'),
  (m) => m.Amending,
);

// What follows the send, fetched while the declaration is being recorded (ADR 0010).
const Confirmation = lazyPart(
  () => import('./Confirmation.js'),
  (m) => m.Confirmation,
);

/** Code tables change a few times a year. */
const staleTime = 5 * 60_000;

/** The code lists of a kind; the others are not fetched. */
function useLists(kind: PageKind): { lists: Lists; pending: boolean; error: unknown } {
  const estate = kind === 'building' || kind === 'plot' || kind === 'land';
  const reasons = useCall(
    'RetrieveParametersWithoutAuthorization',
    { parameterTypeCode: 9 },
    { enabled: estate, staleTime },
  );
  const landKinds = useCall('RetrieveLandTypes', {}, { enabled: kind === 'land', staleTime });
  const adTypes = useCall('RetrieveAdvertisingTypes', {}, { enabled: kind === 'ad', staleTime });
  const venueTypes = useCall('RetrieveEntertainmentTypes', {}, { enabled: kind === 'entertainment', staleTime });
  const used = [
    estate && reasons,
    kind === 'land' && landKinds,
    kind === 'ad' && adTypes,
    kind === 'entertainment' && venueTypes,
  ];
  const queries = used.filter((q) => q !== false);
  const lists = useMemo<Lists>(
    () => ({
      reasons: (reasons.data ?? []).map((p) => ({ value: p.Code, label: p.Name })),
      landKinds: (landKinds.data ?? []).map((p) => ({ value: p.Code, label: p.Name })),
      adTypes: (adTypes.data ?? []).map((a) => ({
        value: a.Code,
        label: a.Name,
        needsSize: a.NeedsSize,
        needsWeeks: a.NeedsWeeks,
        unit: a.UnitName,
      })),
      venueTypes: (venueTypes.data ?? []).map((v) => ({
        value: v.Code,
        label: v.Name,
        ticketed: v.Basis === 'TICKET',
      })),
    }),
    [reasons.data, landKinds.data, adTypes.data, venueTypes.data],
  );
  return {
    lists,
    pending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.isError)?.error ?? null,
  };
}

/**
 * One of the six declaration pages: the steps of its kind between "who declares" and the attachments, the live
 * estimate beside them, then the confirmation. `?duzelt=<oid>` amends a declaration on file (its values prefilled).
 */
/** One declaration page: the generic form with the kind (`def`) its route files. */
export function DeclarationPage({ kind, def }: { kind: PageKind; def: Kind<unknown> }) {
  const t = useDeclarationsTexts();
  const { m } = useI18n();
  const [params] = useSearchParams();
  const amendOid = Number(params.get('duzelt')) || null;
  const declarer = useCall('RetrieveDeclarer', {}, { staleTime });
  const { lists, pending, error } = useLists(kind);
  const [recorded, setRecorded] = useState<DeclarationRecorded | null>(null);
  const session = useSession();
  const failure = declarer.error ?? error;
  const form = (amended: Amended | null) => (
    <DeclarationForm
      // A new draft key (another member, another declaration to amend) is another form.
      key={`${session.user?.Oid ?? 'uye'}-${amendOid ?? ''}`}
      kind={kind}
      def={def as Kind<Values>}
      declarer={declarer.data as DeclarerProfile}
      lists={lists}
      amended={amended}
      onRecorded={setRecorded}
    />
  );
  return (
    <PageFrame intro={recorded ? undefined : amendOid ? t.page.amendIntro : t.page.intro[kind]}>
      {recorded ? (
        <WhileLoading>
          <Confirmation recorded={recorded} amended={amendOid !== null} />
        </WhileLoading>
      ) : failure ? (
        <FormMessage text={messageOf(failure)} />
      ) : declarer.isPending || pending ? (
        <Spinner label={m.app.loading} />
      ) : (
        // A draft restored past the first step waits here for its steps' chunk.
        <WhileLoading>
          {amendOid !== null ? <Amending declarationOid={amendOid}>{form}</Amending> : form(null)}
        </WhileLoading>
      )}
    </PageFrame>
  );
}

type Values = DeclarerValues & { attachments: Attachment[] } & Record<string, unknown>;

/** A kind's step before its chunk is here: only its title is shown then (the citizen is on the first step). */
const titleOnly: StepBody<Values> = { render: () => null, check: () => ({}), answers: () => [] };

function DeclarationForm({
  kind,
  def,
  declarer,
  lists,
  amended,
  onRecorded,
}: {
  kind: PageKind;
  def: Kind<Values>;
  declarer: DeclarerProfile;
  lists: Lists;
  amended: Amended | null;
  onRecorded(recorded: DeclarationRecorded): void;
}) {
  const texts = useDeclarationsTexts();
  const { m, language } = useI18n();
  const session = useSession();
  const queryClient = useQueryClient();
  const fresh = (): Values => ({
    ...initialDeclarer(declarer),
    ...def.initial(),
    ...(amended ? def.valuesOf(amended.detail.Declaration, amended.address) : {}),
    // An amendment starts with the files of the version on file: sent again, they are carried over to the new one.
    attachments: (amended?.detail.Attachments ?? []) as Attachment[],
  });
  const page = amended ? `${kind}-${amended.detail.Oid}` : kind;
  const amending = amended !== null;
  const draft = useDraft<Values>(draftKey(session.user?.Oid ?? 'uye', page), fresh);
  // The kind's fields come in a chunk of their own, read once the citizen is past the first step; until then the
  // step list shows their titles (drawn by the server too).
  const later = draft.step > 0 ? readChunk(def.later, def.later) : null;
  const bodies = later?.bodies(language, texts, lists);
  const steps: Step<Values>[] = [
    declarerStep<Values>(texts, m, declarer),
    ...def.steps.map((key) => ({ key, title: texts.steps[key], ...(bodies?.[key] ?? titleOnly) })),
    attachmentsStep<Values>(texts, kind, amending),
  ];
  const prefetchSteps = () => void loadOnce(def.later, def.later).catch(() => undefined);
  const estimate = useMemo(() => def.estimate(draft.values, lists), [def, draft.values, lists]);

  async function send() {
    const values = draft.values;
    const body = {
      declarer: declarerInput(declarer, values),
      fileIds: values.attachments.map((a) => a.FileId),
    };
    const [recorded] = await Promise.all([
      amended
        ? callApi('AmendDeclaration', {
            ...body,
            declarationOid: amended.detail.Oid,
            declaration: def.input(values, lists),
          })
        : callApi(def.record, { ...body, declaration: def.input(values, lists) } as never),
      Confirmation.prefetch(),
    ]);
    draft.discard(def.initial() as Values);
    // The lists of the member's declarations and debts now hold it.
    void queryClient.invalidateQueries(allOf('RetrieveDeclarationSummary'));
    void queryClient.invalidateQueries(allOf('GetDebtListWithRevenueCode'));
    onRecorded(recorded as DeclarationRecorded);
  }

  return (
    <StepForm
      steps={steps}
      values={draft.values}
      onValues={(change) => {
        // The kind's steps are fetched as the citizen starts on the first one.
        prefetchSteps();
        draft.setValues(change);
      }}
      step={draft.step}
      onStep={(next) => {
        // The last step's file picker is fetched as the citizen moves on; the step shown stays until the next
        // one's code is here.
        prefetchSteps();
        FileUpload.prefetch();
        startTransition(() => draft.setStep(next));
      }}
      onSend={send}
      aside={<EstimatePanel declaration={estimate} />}
    />
  );
}
