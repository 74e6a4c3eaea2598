import type { EstateDeclarationInput } from '@e-belediye/contracts';
import { formatNumberTr, formatTry, parseLiraToKurus } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { useCall } from '../../../shared/api/useCall.js';
import { InputField, SelectField } from '../../../shared/ui/Field.js';
import { FormMessage } from '../../../shared/ui/Form.js';
import { type ActDialogProps, FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { useObjectionDeskTexts } from './texts.js';

type Usage = EstateDeclarationInput['usage'];
type EstateType = EstateDeclarationInput['estateType'];
type Area = 'floorArea' | 'landShare' | 'area';

/** The kinds a declared property may become on a case: a demolished building is taxed as its plot. */
const kindsFrom = (declared: EstateType): EstateType[] => (declared === 1 ? [1, 2] : [declared]);
const areaText = (m2: number | undefined) => (m2 === undefined ? '' : formatNumberTr(m2, 2));
/** An area typed the Turkish way (125,50) with at most two decimals, as the contract takes it; NaN otherwise. */
const parseArea = (text: string) => (parseLiraToKurus(text) ?? Number.NaN) / 100;

/** The declaration with what the clerk changed: its kind, use, areas and the year it takes effect from. */
function corrected(
  d: EstateDeclarationInput,
  v: { year: number; estateType: EstateType; usage: Usage; areas: Record<Area, number> },
): EstateDeclarationInput {
  const { building, exemption, areaM2, ...rest } = d;
  const base = { ...rest, year: v.year, usage: v.usage };
  if (v.estateType === 1 && building) {
    return {
      ...base,
      estateType: 1,
      building: { ...building, floorAreaM2: v.areas.floorArea, landShareM2: v.areas.landShare },
      ...(exemption ? { exemption } : {}),
    };
  }
  return { ...base, estateType: v.estateType, areaM2: v.areas.area };
}

/**
 * "Beyannameyi düzelt" on an accepted case: the declaration's current fields, the clerk changes what the decision
 * found (kind, use, areas) and the year it takes effect from; saving asks for the password and code again.
 */
export function AmendDeclarationDialog({ objectionOid, onClose, onDone }: ActDialogProps & { objectionOid: number }) {
  const form = useCall('GetObjectionDeclaration', { objectionOid });
  if (form.error) return <FormMessage text={messageOf(form.error)} />;
  if (!form.data) return null;
  return <AmendForm objectionOid={objectionOid} declared={form.data} onClose={onClose} onDone={onDone} />;
}

function AmendForm({
  objectionOid,
  declared,
  onClose,
  onDone,
}: ActDialogProps & { objectionOid: number; declared: CallResponse<'GetObjectionDeclaration'> }) {
  const t = useObjectionDeskTexts();
  const d = declared.Declaration;
  const sending = useSubmission();
  const [year, setYear] = useState(String(declared.Year));
  const [estateType, setEstateType] = useState<EstateType>(d.estateType);
  const [usage, setUsage] = useState<Usage>(d.usage);
  const [areas, setAreas] = useState<Record<Area, string>>({
    floorArea: areaText(d.building?.floorAreaM2),
    landShare: areaText(d.building?.landShareM2),
    area: areaText(d.areaM2 ?? d.building?.landShareM2),
  });
  const [errors, setErrors] = useState<Partial<Record<Area, string>>>({});
  const shown: Area[] = estateType === 1 ? ['floorArea', 'landShare'] : ['area'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = Object.fromEntries(shown.map((k) => [k, parseArea(areas[k])])) as Record<Area, number>;
    const next = Object.fromEntries(shown.filter((k) => !(parsed[k] > 0)).map((k) => [k, t.areaInvalid])) as Partial<
      Record<Area, string>
    >;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await sending.submit(async () => {
      await callApi('AmendDeclarationOnObjection', {
        objectionOid,
        declaration: corrected(d, { year: Number(year), estateType, usage, areas: parsed }),
      });
      await onDone();
    });
  }

  return (
    <FormDialog
      title={t.amendTitle(declared.Number)}
      className="objection-desk-dialog"
      intro={t.amendIntro(declared.Title, formatTry(declared.TotalKurus))}
      closeLabel={t.close}
      cancel={t.cancel}
      confirm={t.confirm}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t.fromYear}
        name="fromYear"
        value={year}
        options={declared.Years.map((y) => ({
          value: String(y),
          label: y === declared.Year ? t.yearOfDebt(y) : t.nextYear(y),
        }))}
        onChange={setYear}
      />
      <SelectField
        label={t.estateType}
        name="estateType"
        value={String(estateType)}
        options={kindsFrom(d.estateType).map((k) => ({ value: String(k), label: t.estateTypes[k] }))}
        onChange={(v) => setEstateType(Number(v) as EstateType)}
      />
      <SelectField
        label={t.usage}
        name="usage"
        value={usage}
        options={(Object.keys(t.usages) as Usage[]).map((u) => ({ value: u, label: t.usages[u] }))}
        onChange={(v) => setUsage(v as Usage)}
      />
      {shown.map((k) => (
        <InputField
          key={k}
          label={t[k]}
          name={k}
          inputMode="decimal"
          required
          value={areas[k]}
          error={errors[k]}
          onChange={(v) => setAreas((a) => ({ ...a, [k]: v }))}
        />
      ))}
    </FormDialog>
  );
}
